import type { AnnouncementStatus } from "#core/audience.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** "Send me a test" (always) and "Send" (once, while a draft). */
export function AnnouncementActions({ status }: { status: AnnouncementStatus }) {
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
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <ActionForm recipe={test}>
          <input type="hidden" name="intent" value="test" />
          <button type="submit" className="btn-secondary" disabled={test.pending}>
            {test.pending ? "Sending the test..." : "Send me a test"}
          </button>
        </ActionForm>
        {status === "draft" && (
          <ActionForm recipe={send}>
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className="btn-primary" disabled={send.pending}>
              {send.pending ? "Sending..." : "Send to the list"}
            </button>
          </ActionForm>
        )}
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal.message}
        </p>
      )}
    </div>
  );
}
