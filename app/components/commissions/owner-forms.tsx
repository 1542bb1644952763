import { commissionStatusLabel } from "#core/commission-status.ts";
import type { CommissionAdminView } from "#core/commissions.ts";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The field errors a refusal of `intent` drew the page with (no JavaScript), else none. */
export type PageErrors = (intent: string) => Record<string, string> | undefined;

/** What each status button says: the step, in the owner's words. */
function moveLabel(from: string, to: string): string {
  if (from === "quoted" && to === "cancelled") return "Withdraw the quote";
  if (to === "finished") return "Mark finished and ask for the balance";
  return `Mark ${commissionStatusLabel(to).toLowerCase()}`;
}

/** The statuses the owner may set from here, one button each; a refusal is said beside them. */
export function StatusButtons({ commission }: { commission: CommissionAdminView }) {
  const actionForm = useActionForm({
    key: "commission-status",
    failure: { inForm: true },
  });
  const { pending, refused } = actionForm;
  if (commission.moves.length === 0) return null;
  return (
    <ActionForm recipe={actionForm} ownRefusal className="mt-4 flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      {commission.moves.map((status) => (
        <button
          key={status}
          type="submit"
          name="status"
          value={status}
          disabled={pending}
          className="btn-secondary"
        >
          {moveLabel(commission.status, status)}
        </button>
      ))}
      {refused && (
        <p role="alert" className="w-full text-sm text-red-700">
          {refused.message}
        </p>
      )}
    </ActionForm>
  );
}

const inFourteenDays = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** The day a quote is open until, two weeks from today unless the owner says otherwise. */
function ValidUntilField({
  label,
  id,
  error,
}: {
  label: string;
  id?: string;
  error: string | undefined;
}) {
  return (
    <Field
      name="validUntil"
      id={id}
      type="date"
      label={label}
      required
      defaultValue={inFourteenDays()}
      error={error}
    />
  );
}

/**
 * The recipe of a form that posts `intent`: drawn with the errors a refused post of that intent
 * left on the page (no JavaScript), and toasted `done` once it worked.
 */
function useIntentForm(intent: string, pageErrors: PageErrors, done: string) {
  return useActionForm({
    key: `commission-${intent}`,
    initialErrors: pageErrors(intent),
    success: { title: done },
  });
}

/** The quote: price, deposit (an amount or a share), delivery, validity and terms. */
export function QuoteForm({ pageErrors }: { pageErrors: PageErrors }) {
  const actionForm = useIntentForm("quote", pageErrors, "Quote sent");
  const { pending, errors } = actionForm;
  return (
    <ActionForm recipe={actionForm} className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="quote" />
      <Field name="price" label="Price" required inputMode="decimal" error={errors.price} />
      <Field name="deposit" label='Deposit ("75.00" or "30%")' required error={errors.deposit} />
      <Field
        name="deliveryBy"
        type="date"
        label="Estimated delivery"
        optional
        error={errors.deliveryBy}
      />
      <ValidUntilField label="Valid until" error={errors.validUntil} />
      <TextAreaField name="terms" label="Terms" rows={3} error={errors.terms} />
      <SubmitButton
        pending={pending}
        busyLabel="Sending..."
        className="btn-primary self-end justify-self-start"
      >
        Send quote
      </SubmitButton>
    </ActionForm>
  );
}

/**
 * A quote whose deposit lapsed unpaid: renew it (the same price and deposit, open again until a
 * date, for the requester to accept: a new deposit order follows) or withdraw it (the status
 * buttons' "Withdraw the quote").
 */
export function RenewForm({ pageErrors }: { pageErrors: PageErrors }) {
  const actionForm = useIntentForm("renew", pageErrors, "Quote renewed");
  const { pending, errors } = actionForm;
  return (
    <ActionForm
      recipe={actionForm}
      className="mt-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label="Renew the quote"
    >
      <p className="col-span-full text-sm" data-testid="deposit-lapsed">
        The deposit was not paid in time and its order was cancelled. Renew the quote for the
        requester to accept again (a new deposit order follows), or withdraw it.
      </p>
      <input type="hidden" name="intent" value="renew" />
      <ValidUntilField
        label="Renewed quote valid until"
        id="renew-valid-until"
        error={errors.validUntil}
      />
      <SubmitButton
        pending={pending}
        busyLabel="Renewing..."
        className="btn-primary justify-self-start"
      >
        Renew the quote
      </SubmitButton>
    </ActionForm>
  );
}

/** The owner's private notes. */
export function NotesForm({ notes }: { notes: string }) {
  const actionForm = useActionForm({
    key: "commission-notes",
    success: { title: "Notes saved" },
  });
  const { pending } = actionForm;
  return (
    <ActionForm recipe={actionForm} className="mt-3 grid gap-3">
      <TextAreaField name="notes" label="Notes (only you see them)" rows={3} defaultValue={notes} />
      <button
        type="submit"
        name="intent"
        value="notes"
        disabled={pending}
        className="btn-secondary justify-self-start"
      >
        Save notes
      </button>
    </ActionForm>
  );
}
