/**
 * An order's timeline for its buyer: placed, payment details sent, reminded, paid,
 * shipped, completed or cancelled, from the status history and the reminder's time. Pure.
 */
import type { OrderEvent } from "./order.ts";

const KINDS: ReadonlySet<string> = new Set([
  "awaiting-payment",
  "paid",
  "shipped",
  "completed",
  "cancelled",
]);

/** Statuses that mean the order has been paid. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(["paid", "shipped", "completed"]);

/**
 * The buyer's steps, oldest first: the first history entry is "placed"; each later change of
 * status is its step (an entry that repeats the status, such as a tracking update, adds none);
 * the reminder goes where its time puts it.
 */
export function orderTimeline(
  history: ReadonlyArray<{ status: string; publicNote: string | null; createdAt: string }>,
  remindedAt: string | null,
): OrderEvent[] {
  const events: OrderEvent[] = [];
  let previous: string | undefined;
  for (const [index, entry] of history.entries()) {
    if (index === 0) events.push({ kind: "placed", at: entry.createdAt, note: null });
    else if (entry.status !== previous && KINDS.has(entry.status))
      events.push({
        kind: entry.status as OrderEvent["kind"],
        at: entry.createdAt,
        note: entry.publicNote,
      });
    previous = entry.status;
  }
  if (remindedAt !== null) events.push({ kind: "reminded", at: remindedAt, note: null });
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** When the order was paid: its first step to paid or beyond (null: never). */
export function paidAtOf(events: readonly OrderEvent[]): string | null {
  return events.find((event) => PAID_STATUSES.has(event.kind))?.at ?? null;
}

/** How the buyer's page names each step. */
export const EVENT_LABELS: Record<OrderEvent["kind"], string> = {
  placed: "Order placed",
  "awaiting-payment": "Payment details sent",
  reminded: "Payment reminder sent",
  paid: "Paid",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};
