import { useActionData } from "react-router";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { TestMailResult } from "../../../../server/services/go-live.ts";

type Answer = ActionAnswer<TestMailResult>;

/**
 * "Send a test mail": one through the outbox to the owner's address, and what became of it (sent,
 * waiting without SMTP_URL, or refused with the mail server's words), said in the card.
 */
export function TestMailCard() {
  const posted = useActionData() as Answer | undefined;
  const actionForm = useActionForm<TestMailResult>({
    key: "go-live-test-mail",
    failure: { inForm: true },
  });
  const { pending, fetcher } = actionForm;
  const heard = fetcher.data as Answer | undefined;
  // A refusal heard through the fetcher is said by the form, above its button; the page's own
  // answer (a post made without JavaScript) and a sent mail are said below it.
  const answer = heard && !heard.ok ? undefined : (heard ?? posted);
  return (
    <Card
      title="Send a test mail"
      titleId="test-mail"
      description="Sends a short mail to your own address, the way order notices go, and says whether the mail server took it."
    >
      <ActionForm recipe={actionForm} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="test-mail" />
        <SubmitButton pending={pending} busyLabel="Sending..." className="btn-primary self-start">
          Send a test mail
        </SubmitButton>
      </ActionForm>
      <ActionNotice answer={answer} success={(sent) => sent.message} className="mt-4" />
    </Card>
  );
}
