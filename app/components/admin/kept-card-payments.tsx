import { Link, useLocation } from "react-router";
import { type KeptCardPayment, keptSentence } from "#core/card-payments.ts";
import { formatMoney } from "#core/money.ts";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** How the owner may say a kept payment was dealt with, as the card-payment action reads it. */
const RESOLUTIONS = [
  ["refunded", "Refunded in Stripe"],
  ["accepted", "Accepted by hand"],
] as const;

/**
 * The admin's notice of card payments kept for the owner (PRODUCT.md §4, "Paying by card"): paid
 * through Stripe but not applied to an order. Each stays until the owner says how it was dealt
 * with (refunded in Stripe, or accepted by hand); shown on every admin page, as the disk warning is.
 */
export function KeptCardPayments({ payments }: { payments: KeptCardPayment[] | null }) {
  const post = useActionForm({ navigate: true });
  const { pathname } = useLocation();
  if (!payments || payments.length === 0) return null;
  return (
    <section
      aria-labelledby="kept-payments"
      className="mb-6 rounded border border-accent-deep/40 bg-white px-4 py-3 text-sm print:hidden"
    >
      <h2 id="kept-payments" className="font-semibold text-accent-deep">
        Card payments to check
      </h2>
      <ul className="mt-2 space-y-3">
        {payments.map((payment) => (
          <li key={payment.id}>
            <p>
              {formatMoney(payment.amount, payment.currency)} paid by card on{" "}
              {formatDateTime(payment.createdAt)} (UTC) for{" "}
              {payment.orderNumber ? (
                <Link
                  to={`/admin/orders/${payment.orderNumber}`}
                  className="font-mono text-accent-deep underline underline-offset-4"
                >
                  {payment.orderNumber}
                </Link>
              ) : (
                "no order"
              )}
              {payment.paymentReference && (
                <>
                  {" "}
                  (Stripe payment <span className="font-mono">{payment.paymentReference}</span>)
                </>
              )}
              . {keptSentence(payment.reason)}
            </p>
            <ActionForm
              recipe={post}
              action={`/admin/card-payments/${payment.id}`}
              className="mt-2 flex flex-wrap gap-2"
            >
              <input type="hidden" name="back" value={pathname} />
              {RESOLUTIONS.map(([resolution, label]) => (
                <button
                  key={resolution}
                  type="submit"
                  name="resolution"
                  value={resolution}
                  className="btn-secondary px-3 py-1.5"
                >
                  {label}
                </button>
              ))}
            </ActionForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
