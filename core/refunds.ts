/**
 * A cancelled paid order's refund (PRODUCT.md §4, Cancelling a paid order): made through Stripe to
 * the card that paid, or owed by the owner, who pays it back by hand. Pure; the words the order's
 * history, its pages and the buyer's e-mail say of it, so they all say the same.
 */
import { formatMoney } from "./money.ts";

export const REFUND_METHODS = ["card", "by-hand"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund as an order carries it: amounts in minor units, in the order's currency. */
export interface OrderRefund {
  method: RefundMethod;
  amount: number;
  /** Stripe's refund (re_…) of a refund by card; null by hand. */
  reference: string | null;
  /** When it was made; null while a refund by hand is still owed. */
  refundedAt: string | null;
}

/**
 * The days within which a refund by hand is promised: the 14 days the UK's distance-selling rules
 * give a seller to refund a cancelled order.
 */
export const REFUND_WITHIN_DAYS = 14;

/** The day a refund by hand is promised by, from the cancellation. */
export const refundDueBy = (cancelledAt: string): string =>
  new Date(Date.parse(cancelledAt) + REFUND_WITHIN_DAYS * 86_400_000).toISOString();

/** The history's note for the owner: what was refunded, or what is still to refund. */
export function refundNote(refund: OrderRefund, currency: string): string {
  const amount = formatMoney(refund.amount, currency);
  if (refund.method === "card") {
    return `Refunded ${amount} to the card through Stripe${refund.reference ? ` (refund ${refund.reference})` : ""}.`;
  }
  return refund.refundedAt ? `Refunded ${amount} by hand.` : `Refund ${amount} by hand.`;
}

/**
 * What the buyer is told of the refund: on the card they paid with, already refunded by hand, or
 * to come from the shop by a day (`dueBy`, written as the caller writes dates).
 */
export function refundForBuyer(
  refund: OrderRefund,
  currency: string,
  shopName: string,
  dueBy: string,
): string {
  const amount = formatMoney(refund.amount, currency);
  if (refund.method === "card") {
    return `${amount} has been refunded to the card you paid with; it usually shows on your statement within 5 to 10 days.`;
  }
  if (refund.refundedAt) return `${amount} has been refunded to you.`;
  return `${shopName} will refund the ${amount} you paid by ${dueBy}.`;
}
