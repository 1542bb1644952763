/**
 * Card payments through Stripe Checkout (PRODUCT.md §4, "Paying by card"): the words for a payment
 * kept for the owner. Pure: the order page, the admin and the payments service share it. When an
 * order may be paid is `isPayable` in payment-deadline.ts, the same rule as the payment details.
 */

/** Why a paid Checkout Session did not mark its order paid, as the owner reads it. */
export const KEPT_REASONS = {
  amount: "the amount paid is not the order's total",
  currency: "it was paid in another currency than the order's",
  "unknown-order": "no order of this shop has the number it names",
  cancelled: "the order had been cancelled before the payment arrived",
  "already-paid": "the order had already been paid",
} as const;

export type KeptReason = keyof typeof KEPT_REASONS;

/** How the owner dealt with a kept payment. */
export const RESOLUTIONS = ["refunded", "accepted"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** A card payment kept for the owner, as the admin shows it. */
export interface KeptCardPayment {
  id: number;
  orderNumber: string | null;
  /** Minor units, in `currency`. */
  amount: number;
  currency: string;
  paymentReference: string | null;
  reason: KeptReason;
  createdAt: string;
}

/** The sentence the admin notice and the owner's e-mail say about a kept payment. */
export function keptSentence(reason: KeptReason): string {
  return `It was not applied, because ${KEPT_REASONS[reason]}. Refund it in Stripe, or accept it by hand (mark the order paid yourself), then mark this notice dealt with.`;
}
