import { Package, Palette, Wallet } from "lucide-react";
import { Link } from "react-router";
import type { OrderCommission } from "#core/order.ts";
import { Card } from "~/components/ui/card.tsx";

/**
 * A commission's deposit or balance order on its page: nothing was bought from the shop and
 * nothing ships with it, so its words are the commission's, with the way back to it.
 */

/** "Deposit" or "Balance". */
export const paymentName = (commission: OrderCommission) =>
  commission.payment === "deposit" ? "Deposit" : "Balance";

/** What happens next while a commission's deposit or balance waits for payment. */
export const commissionSteps = (commission: OrderCommission, cards: boolean) => [
  {
    icon: Wallet,
    title: "Payment",
    text: cards
      ? `Pay the ${commission.payment} shown by card on this page, or as described below.`
      : `Pay the ${commission.payment} shown as described below.`,
  },
  commission.payment === "deposit"
    ? {
        icon: Palette,
        title: "Your commission",
        text: "Once the deposit has arrived, work on your piece begins.",
      }
    : {
        icon: Package,
        title: "Delivery",
        text: "Once the balance has arrived, your finished piece is sent to you.",
      },
];

/** In place of "Shipping to": what the order pays for, and the link back to the commission. */
export function CommissionCard({ commission }: { commission: OrderCommission }) {
  return (
    <Card title="Commission" titleId="commission-heading" titleClassName="text-xl">
      <p className="mt-3 text-sm">
        This order pays the {commission.payment} for commission C-{commission.id}.
      </p>
      <Link
        to={`/commissions/${commission.id}`}
        className="mt-3 inline-block text-accent-deep underline underline-offset-4"
      >
        Back to your commission
      </Link>
    </Card>
  );
}
