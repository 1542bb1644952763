/** What happens next on an order's page while it waits for payment, step by step. */
import { Gift, Mail, Package, Wallet } from "lucide-react";
import { giftCardAddressee, giftCardDelivery } from "#core/gift-cards.ts";
import type { VisitorOrder } from "#core/order.ts";

/**
 * What becomes of an order of gift cards only, which posts nothing: its cards are e-mailed to
 * the recipient its buyer named (or to the buyer), once it is paid or already.
 */
export function giftCardsSentence(order: VisitorOrder): string {
  const count = order.giftCardsBought;
  // Only the buyer (who holds its key) sees whom they named.
  const to = order.customer ? giftCardAddressee(order.giftRecipient) : "the person they are for";
  return giftCardDelivery(count, to, order.paidAt !== null);
}

/**
 * What happens next while the order waits for payment: the confirmation, the payment (by card on
 * this page when the shop takes cards, or as the instructions say), then what it sends. An order
 * of gift cards only posts nothing: its cards go by e-mail; any other's total holds the shipping.
 */
export const steps = (cards: boolean, order: VisitorOrder) => {
  const shipping = order.giftCardsOnly ? "" : ", shipping included,";
  return [
    {
      icon: Mail,
      title: "Order confirmation",
      text: "A confirmation e-mail with your order details is on its way to you.",
    },
    {
      icon: Wallet,
      title: "Payment",
      text: cards
        ? `Pay the total shown${shipping} by card on this page, or as described below.`
        : `Pay the total shown${shipping} as described below.`,
    },
    order.giftCardsOnly
      ? { icon: Gift, title: "Gift cards", text: giftCardsSentence(order) }
      : {
          icon: Package,
          title: "Fulfilment",
          text: "Your order is packed and sent as soon as payment has arrived.",
        },
  ];
};
