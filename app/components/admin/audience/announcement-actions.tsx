import type { AnnouncementStatus } from "#core/audience.ts";
import { ActionForm, type ActionRecipe, useActionForm } from "~/lib/use-action-form.ts";

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
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <SendButton
          recipe={test}
          intent="test"
          blocked={blocked !== null}
          busyLabel="Sending the test..."
        >
          Send me a test
        </SendButton>
        {status === "draft" && (
          <SendButton
            recipe={send}
            intent="send"
            blocked={blocked !== null}
            busyLabel="Sending..."
            primary
          >
            Send to the list
          </SendButton>
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

/**
 * A form of one send button posting `intent` (the list's send is the page's primary button). While
 * the mail cannot be sent (`blocked`), the button is disabled and names the sentence that says why.
 */
function SendButton({
  recipe,
  intent,
  blocked,
  busyLabel,
  primary = false,
  children,
}: {
  recipe: ActionRecipe & { pending: boolean };
  intent: string;
  blocked: boolean;
  busyLabel: string;
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <ActionForm recipe={recipe} ownRefusal>
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={primary ? "btn-primary" : "btn-secondary"}
        disabled={recipe.pending || blocked}
        aria-describedby={blocked ? "announcement-blocked" : undefined}
      >
        {recipe.pending ? busyLabel : children}
      </button>
    </ActionForm>
  );
}
