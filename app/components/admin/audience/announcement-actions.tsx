import type { AnnouncementStatus } from "#core/audience.ts";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
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
          <SubmitButton
            pending={test.pending}
            busyLabel="Sending the test..."
            className="btn-secondary"
          >
            Send me a test
          </SubmitButton>
        </ActionForm>
        {status === "draft" && (
          <ActionForm recipe={send}>
            <input type="hidden" name="intent" value="send" />
            <SubmitButton pending={send.pending} busyLabel="Sending...">
              Send to the list
            </SubmitButton>
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
