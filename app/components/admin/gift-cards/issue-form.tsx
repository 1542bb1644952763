import { useRef } from "react";
import { Card } from "~/components/ui/card.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The card's amount, and whom it is mailed to with what message (no address: only shown here). */
const ISSUE_FIELDS: ReadonlyArray<FieldSpec<never>> = [
  { name: "amount", label: "Amount (like 25.00)", inputMode: "decimal" },
  { name: "recipientName", label: "Recipient's name", optional: true, autoComplete: "off" },
  {
    name: "recipientEmail",
    label: "Recipient's email (we mail the code)",
    type: "email",
    optional: true,
    autoComplete: "off",
    wide: true,
  },
  { name: "message", label: "Message", optional: true, rows: 3, maxLength: 500, wide: true },
];

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
      <ActionForm recipe={actionForm} ref={form} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="gift-card-issue" />
        <FieldTable fields={ISSUE_FIELDS} errors={errors} className="sm:grid-cols-2" />
        <div className="flex flex-wrap items-center gap-4">
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
