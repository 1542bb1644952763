import { Link } from "react-router";
import type { CommissionView } from "#core/commissions.ts";
import { formatMoney } from "#core/money.ts";
import { statusLabel } from "#core/order-status.ts";

/**
 * A commission's deposit and balance, each with its order's state (both pages; `orderPage` says
 * where an order opens: the owner's order page or the buyer's).
 */
export function CommissionPayments({
  commission,
  orderPage,
}: {
  commission: Pick<CommissionView, "deposit" | "balance" | "currency">;
  orderPage: (orderNumber: string) => string;
}) {
  const payments = [
    ["Deposit", commission.deposit],
    ["Balance", commission.balance],
  ] as const;
  if (!commission.deposit && !commission.balance) return null;
  return (
    <ul className="mt-4">
      {payments.map(([label, payment]) =>
        payment ? (
          <li key={label}>
            {label}: {formatMoney(payment.amount, commission.currency)} —{" "}
            <Link to={orderPage(payment.orderNumber)} className="underline underline-offset-2">
              order {payment.orderNumber}
            </Link>{" "}
            ({statusLabel(payment.status)})
          </li>
        ) : null,
      )}
    </ul>
  );
}
