import { Invalid } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import { OrderStatusChangeSchema, SweepSchema } from "#core/schemas/order-status-input.ts";
import { nowIso } from "../clock.ts";
import { recordEvent } from "./audit.ts";
import { type Caller, parse } from "./caller.ts";

/** Moves an order on in the owner's workflow (PRODUCT.md §4), e-mailing the buyer when asked. */
export const changeOrderStatus = (caller: Caller, orderNumber: string, input: unknown) =>
  caller.services.adminOrders.changeStatus(orderNumber, parse(OrderStatusChangeSchema, input));

/**
 * The owner has paid back the refund a cancelled order owed by hand (PRODUCT.md §4, Cancelling a
 * paid order): the order stops reminding them.
 */
export const markOrderRefunded = (caller: Caller, orderNumber: string) =>
  caller.services.adminOrders.markRefunded(orderNumber);

/**
 * The owner puts an original an unpaid order holds back on sale (PRODUCT.md §4, Originals); the
 * order's history says so. Answers the released original's title and the originals still held.
 */
export async function releaseHeldOriginal(caller: Caller, orderNumber: string, artworkId: unknown) {
  const id = rowIdOrNotFound(artworkId, `Order ${orderNumber} holds no such original`);
  const { title } = await caller.services.adminOrders.releaseOriginal(orderNumber, id);
  return { released: title, held: await caller.services.adminOrders.heldOriginals() };
}

/** A minute's grace for the caller's clock when it says "now". */
const CLOCK_SKEW_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The furthest ahead a sweep may look: the longest payment deadline (60 days, PRODUCT.md §4) and a
 * day. Any later time would cancel every unpaid order at once, deadline or not (issue #24).
 */
export const SWEEP_MAX_AHEAD_DAYS = 61;

/**
 * Runs the payment deadlines now, or as of a later time up to 61 days ahead (PRODUCT.md §4): the
 * reminders and cancellations due then, each once. Never as of the past: that would rewrite what
 * was due. A sweep that cancels orders is recorded in the security log.
 */
export async function sweepDeadlines(caller: Caller, input: unknown) {
  const { asOf } = parse(SweepSchema, input);
  const now = nowIso();
  const at = asOf ? new Date(asOf).toISOString() : now;
  if (Date.parse(at) < Date.parse(now) - CLOCK_SKEW_MS)
    throw new Invalid("asOf must be now or later", { asOf: "Give a time now or later" });
  if (Date.parse(at) > Date.parse(now) + SWEEP_MAX_AHEAD_DAYS * DAY_MS) {
    const message = `asOf may be at most ${SWEEP_MAX_AHEAD_DAYS} days ahead`;
    throw new Invalid(message, { asOf: `Give a time within ${SWEEP_MAX_AHEAD_DAYS} days` });
  }
  // Within the grace, "now" is the server's own.
  const asOfTime = Date.parse(at) < Date.parse(now) ? now : at;
  const result = await caller.services.deadlines.sweep(asOfTime);
  if (result.cancelled.length > 0) {
    await recordEvent(caller, {
      kind: "orders-swept",
      detail: { cancelled: result.cancelled.length },
    });
  }
  return result;
}
