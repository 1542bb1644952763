/**
 * Payment deadlines (PRODUCT.md §4, "Payment deadlines"): an order not paid within the shop's
 * days is reminded halfway and cancelled at its deadline. Times are ISO-8601 UTC text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses of an order that is still waiting for its payment. */
export const UNPAID_STATUSES = ["pending", "awaiting-payment"] as const;

/** Whether an order in `status` is still waiting for its payment (so its deadline applies). */
export const isUnpaid = (status: string): boolean =>
  (UNPAID_STATUSES as readonly string[]).includes(status);

/**
 * Whether the buyer may still pay for the order as of `now` (ISO time): unpaid and not past its
 * deadline. The order page shows payment instructions (and any way to pay online) only then.
 */
export function isPayable(order: { status: string; payBy: string | null }, now: string): boolean {
  if (!isUnpaid(order.status)) return false;
  return order.payBy === null || Date.parse(order.payBy) > Date.parse(now);
}

/** When an order placed at `placedAt` must be paid by. */
export function payByFrom(placedAt: string, days: number): string {
  return new Date(Date.parse(placedAt) + days * DAY_MS).toISOString();
}

/** Halfway between placing and the deadline: when the buyer is reminded. */
export function reminderAt(placedAt: string, payBy: string): string {
  const placed = Date.parse(placedAt);
  return new Date(placed + (Date.parse(payBy) - placed) / 2).toISOString();
}

/** What is due for an unpaid order as of `asOf`: nothing, its reminder, or its cancellation. */
export function deadlineStep(
  order: { placedAt: string; payBy: string; remindedAt: string | null },
  asOf: string,
): "none" | "remind" | "cancel" {
  const now = Date.parse(asOf);
  if (Date.parse(order.payBy) <= now) return "cancel";
  if (order.remindedAt === null && Date.parse(reminderAt(order.placedAt, order.payBy)) <= now)
    return "remind";
  return "none";
}
