import type { AnnouncementStatus } from "#core/audience.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * "Send me a test" (always) and "Send to the list" (once, while a draft). While the mail cannot
 * be sent (no postal address in Settings, no PUBLIC_URL: `blocked` says which), both are disabled
 * and name that sentence, said once, as their reason.
 */
export function AnnouncementActions({
  status,
  blocked,
}: {
  status: AnnouncementStatus;
  blocked: string | null;
}) {
  const test = useActionForm({
    key: "announcement-test",
    success: { title: "Test on its way", description: "Check your own inbox." },
    failure: { inForm: true },
  });
  const send = useActionForm({
    key: "announcement-send",
    success: { title: "Sending", description: "Progress shows below." },
    failure: { inForm: true },
  });
  const refusal = test.refused ?? send.refused;
  const reason = blocked ? { "aria-describedby": "announcement-blocked" } : {};
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <ActionForm recipe={test} ownRefusal>
          <input type="hidden" name="intent" value="test" />
          <button
            type="submit"
            className="btn-secondary"
            disabled={test.pending || blocked !== null}
            {...reason}
          >
            {test.pending ? "Sending the test..." : "Send me a test"}
          </button>
        </ActionForm>
        {status === "draft" && (
          <ActionForm recipe={send} ownRefusal>
            <input type="hidden" name="intent" value="send" />
            <button
              type="submit"
              className="btn-primary"
              disabled={send.pending || blocked !== null}
              {...reason}
            >
              {send.pending ? "Sending..." : "Send to the list"}
            </button>
          </ActionForm>
        )}
      </div>
      {blocked ? (
        <p id="announcement-blocked" className="text-sm text-red-700">
          {blocked}
        </p>
      ) : (
        refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal.message}
          </p>
        )
      )}
    </div>
  );
}
