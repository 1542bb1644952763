import { formatMoney } from "#core/money.ts";
import { type OrderRefund, REFUND_WITHIN_DAYS, refundDueBy, refundNote } from "#core/refunds.ts";
import { Card } from "~/components/ui/card.tsx";
import { formatDate, formatDateTime } from "~/lib/admin/date-time.ts";

/**
 * How cancelling a paid order refunds it (PRODUCT.md §4, Cancelling a paid order): to the card
 * through Stripe where it was paid by card here, or by hand, which the order then reminds the
 * owner of. Shown in the order's update form while "Cancelled" is chosen.
 */
export function RefundChoice({
  amount,
  byCard,
}: {
  /** The order's total, formatted. */
  amount: string;
  /** It was paid by card here and card payments are on. */
  byCard: boolean;
}) {
  const choices = [
    ...(byCard
      ? [
          {
            value: "card",
            label: `Refund ${amount} to the card through Stripe`,
            hint: "Stripe sends it back to the card that paid, now.",
          },
        ]
      : []),
    {
      value: "by-hand",
      label: `I will refund ${amount} by hand`,
      hint: `The order reminds you until you mark it refunded; the buyer is told to expect it within ${REFUND_WITHIN_DAYS} days.`,
    },
  ];
  return (
    <fieldset className="rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium">The buyer paid: refund</legend>
      <div className="flex flex-col gap-3">
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex gap-2 text-sm">
            <input
              type="radio"
              name="refund"
              value={choice.value}
              defaultChecked={index === 0}
              className="mt-1 size-4 shrink-0 accent-ink"
            />
            <span>
              {choice.label}
              <span className="block text-xs text-ink-soft">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A cancelled order's refund: made (to the card, or by hand), or still owed by hand, with
 * `markRefunded` (the page's form that says it has been paid back) below the reminder.
 */
export function RefundCard({
  refund,
  currency,
  cancelledAt,
  markRefunded,
}: {
  refund: OrderRefund;
  currency: string;
  cancelledAt: string | undefined;
  markRefunded: React.ReactNode;
}) {
  const owed = refund.method === "by-hand" && !refund.refundedAt;
  return (
    <Card title={owed ? "Refund owed" : "Refund"} titleId="order-refund">
      {/* Stripe's refund id is one long word: it breaks rather than leave the card. */}
      <p className={`mt-3 [overflow-wrap:anywhere] ${owed ? "font-medium text-red-800" : ""}`}>
        {refundNote(refund, currency)}
      </p>
      {owed ? (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            The buyer was told to expect {formatMoney(refund.amount, currency)} by{" "}
            {formatDate(refundDueBy(cancelledAt ?? new Date().toISOString()))}. Once you have paid
            it back, mark it here.
          </p>
          {markRefunded}
        </>
      ) : (
        refund.refundedAt && (
          <p className="mt-1 text-sm text-ink-soft">{formatDateTime(refund.refundedAt)} (UTC)</p>
        )
      )}
    </Card>
  );
}
