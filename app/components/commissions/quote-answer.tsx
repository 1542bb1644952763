import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * The requester's answer to a quote: accept it (the deposit order follows) or decline it. Two
 * forms, each posting its intent to the page's action (with JavaScript through a fetcher, the
 * page's data then reloaded; without it, a plain post).
 */
export function QuoteAnswer() {
  const accept = useActionForm({ key: "commission-accept" });
  const decline = useActionForm({ key: "commission-decline" });
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <ActionForm recipe={accept}>
        <SubmitButton
          pending={accept.pending}
          busyLabel="Accepting..."
          name="intent"
          value="accept"
        >
          Accept the quote
        </SubmitButton>
      </ActionForm>
      <ActionForm recipe={decline}>
        <button
          type="submit"
          name="intent"
          value="decline"
          disabled={decline.pending}
          className="btn-secondary"
        >
          Decline
        </button>
      </ActionForm>
    </div>
  );
}
