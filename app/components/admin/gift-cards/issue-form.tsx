import { useRef } from "react";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * "Issue a gift card" (the Gift cards page's `gift-card-issue`): store credit of an amount, mailed
 * with a message when a recipient's address is given. The new code is shown once, whole, for the
 * owner to pass on by hand; the list shows only its last group.
 */
export function IssueGiftCardForm() {
  const form = useRef<HTMLFormElement>(null);
  const actionForm = useActionForm<{ code?: string }>({
    key: "gift-card-issue",
    success: { title: "Gift card issued" },
    onSuccess: () => form.current?.reset(),
  });
  const { pending, errors, answer } = actionForm;
  const issued = answer?.ok ? (answer as { code?: string }).code : undefined;
  return (
    <Card as="section" title="Issue a gift card" titleId="issue-gift-card" titleClassName="text-xl">
      <p className="mt-1 text-sm text-ink-soft">
        Store credit, a prize or an apology: the card works like one bought in the shop.
      </p>
      <ActionForm recipe={actionForm} ref={form} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="gift-card-issue" />
        <Field
          name="amount"
          label="Amount (like 25.00)"
          inputMode="decimal"
          error={errors.amount}
        />
        <Field
          name="recipientName"
          label="Recipient's name"
          optional
          autoComplete="off"
          error={errors.recipientName}
        />
        <Field
          name="recipientEmail"
          label="Recipient's email (we mail the code)"
          type="email"
          optional
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.recipientEmail}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            name="message"
            label="Message"
            optional
            rows={3}
            maxLength={500}
            error={errors.message}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton pending={pending} busyLabel="Issuing...">
            Issue gift card
          </SubmitButton>
          {issued && (
            <p role="status" className="text-sm" data-issued-code>
              New card: <strong className="font-mono text-base tracking-wider">{issued}</strong>
            </p>
          )}
        </div>
      </ActionForm>
    </Card>
  );
}
