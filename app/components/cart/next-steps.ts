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
 * What happens next while an order of gift cards only waits for payment: the confirmation, the
 * payment, then the cards by e-mail (nothing is packed or sent).
 */
export const giftCardSteps = (cards: boolean, order: VisitorOrder) => [
  {
    icon: Mail,
    title: "Order confirmation",
    text: "A confirmation e-mail with your order details is on its way to you.",
  },
  {
    icon: Wallet,
    title: "Payment",
    text: cards
      ? "Pay the total shown by card on this page, or as described below."
      : "Pay the total shown as described below.",
  },
  { icon: Gift, title: "Gift cards", text: giftCardsSentence(order) },
];

/**
 * What happens next while the order waits for payment (its total already holds the shipping): by
 * card on this page when the shop takes cards, or as the instructions say.
 */
export const steps = (cards: boolean) => [
  {
    icon: Mail,
    title: "Order confirmation",
    text: "A confirmation e-mail with your order details is on its way to you.",
  },
  {
    icon: Wallet,
    title: "Payment",
    text: cards
      ? "Pay the total shown, shipping included, by card on this page, or as described below."
      : "Pay the total shown, shipping included, as described below.",
  },
  {
    icon: Package,
    title: "Fulfilment",
    text: "Your order is packed and sent as soon as payment has arrived.",
  },
];
