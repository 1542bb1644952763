/** Order statuses and the moves between them (issue #6: the owner's order workflow). */

export const ORDER_STATUSES = [
  "pending",
  "awaiting-payment",
  "paid",
  "shipped",
  "completed",
  "cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  "awaiting-payment": "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** A status as people read it ("Awaiting payment"); an unknown one as it is stored. */
export function statusLabel(status: string): string {
  return Object.hasOwn(ORDER_STATUS_LABELS, status)
    ? ORDER_STATUS_LABELS[status as OrderStatus]
    : status;
}

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

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` can move to, in workflow order. */
export function nextStatuses(from: string): OrderStatus[] {
  if (!isOrderStatus(from) || from === "cancelled" || from === "completed") return [];
  const later = CHAIN.slice(CHAIN.indexOf(from) + 1);
  return CANCELLABLE.has(from) ? [...later, "cancelled"] : later;
}

export function canMove(from: string, to: string): boolean {
  return nextStatuses(from).includes(to as OrderStatus);
}
