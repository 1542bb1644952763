/** Order statuses and the moves between them (the owner's order workflow). */

import { type StatusOf, statusList } from "./status-list.ts";

export const ORDER_STATUS = statusList({
  pending: "Pending",
  "awaiting-payment": "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
});
export type OrderStatus = StatusOf<typeof ORDER_STATUS>;
export const isOrderStatus = ORDER_STATUS.is;
/** A status as people read it ("Awaiting payment"); an unknown one as it is stored. */
export const statusLabel = ORDER_STATUS.label;

/** The owner's list filter for every order not paid yet (pending or awaiting payment). */
export const UNPAID_FILTER = "unpaid";

/** The forward chain; an order may skip ahead (paid at once) but never go back. */
const CHAIN: readonly OrderStatus[] = [
  "pending",
  "awaiting-payment",
  "paid",
  "shipped",
  "completed",
];
/**
 * Open orders: the owner still has something to do before the parcel leaves, and cancelling is
 * possible (the admin's "pending orders" count).
 */
export const OPEN_STATUSES = [
  "pending",
  "awaiting-payment",
  "paid",
] as const satisfies readonly OrderStatus[];
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(OPEN_STATUSES);

/**
 * The owner's list filter for paid orders with something to post: an order of gift cards only
 * (their codes go by e-mail) is left out.
 */
export const TO_SHIP_FILTER = "to-ship";

/**
 * The statuses an order in `from` can move to, in workflow order. An order that `postsNothing`
 * (gift cards only) is never shipped: once paid, it is completed.
 */
export function nextStatuses(from: string, postsNothing = false): OrderStatus[] {
  if (!isOrderStatus(from) || from === "cancelled" || from === "completed") return [];
  const later = CHAIN.slice(CHAIN.indexOf(from) + 1).filter(
    (status) => !(postsNothing && status === "shipped"),
  );
  return CANCELLABLE.has(from) ? [...later, "cancelled"] : later;
}

export function canMove(from: string, to: string, postsNothing = false): boolean {
  return nextStatuses(from, postsNothing).includes(to as OrderStatus);
}
