import { Invalid } from "#core/domain-errors.ts";
import { OrderStatusChangeSchema, SweepSchema } from "#core/schemas/order-status-input.ts";
import { nowIso } from "../clock.ts";
import { type Caller, parse } from "./caller.ts";

/** Moves an order on in the owner's workflow (PRODUCT.md §4), e-mailing the buyer when asked. */
export const changeOrderStatus = (caller: Caller, orderNumber: string, input: unknown) =>
  caller.services.orderAdmin.changeStatus(orderNumber, parse(OrderStatusChangeSchema, input));

/** A minute's grace for the caller's clock when it says "now". */
const CLOCK_SKEW_MS = 60_000;

/**
 * Runs the payment deadlines now, or as of a later time (PRODUCT.md §4): the reminders and
 * cancellations due then, each once. Never as of the past: that would rewrite what was due.
 */
export async function sweepDeadlines(caller: Caller, input: unknown) {
  const { asOf } = parse(SweepSchema, input);
  const now = nowIso();
  const at = asOf ? new Date(asOf).toISOString() : now;
  if (Date.parse(at) < Date.parse(now) - CLOCK_SKEW_MS)
    throw new Invalid("asOf must be now or later", { asOf: "Give a time now or later" });
  // Within the grace, "now" is the server's own.
  const asOfTime = Date.parse(at) < Date.parse(now) ? now : at;
  return caller.services.deadlines.sweep(asOfTime);
}
