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

/**
 * Runs the payment deadlines as of the server's clock (PRODUCT.md §4): the reminders and
 * cancellations due now, each once. `asOf`, when sent, must be now within a minute: as of a later
 * time a sweep would cancel orders before their deadline and mail their buyers, as of an earlier
 * one it would rewrite what was due. A sweep that cancels orders is recorded in the security log.
 */
export async function sweepDeadlines(caller: Caller, input: unknown) {
  const { asOf } = parse(SweepSchema, input);
  const now = nowIso(caller.services.clock.now());
  const gap = asOf ? Date.parse(asOf) - Date.parse(now) : 0;
  if (gap < -CLOCK_SKEW_MS)
    throw new Invalid("asOf must be now or later", { asOf: "Give a time now or later" });
  if (gap > CLOCK_SKEW_MS)
    throw new Invalid(
      "A sweep may not run ahead of the server's clock: leave asOf out, or give the time now",
      { asOf: "Give a time no later than now" },
    );
  // Within the grace, "now" is the server's own.
  const result = await caller.services.deadlines.sweep(now);
  if (result.cancelled.length > 0) {
    await recordEvent(caller, {
      kind: "orders-swept",
      detail: { cancelled: result.cancelled.length },
    });
  }
  return result;
}
