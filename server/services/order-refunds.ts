/**
 * The refund of a paid order the owner cancels (PRODUCT.md §4, Cancelling a paid order): through
 * Stripe to the card that paid, when it was paid by card here and card payments are on, or owed
 * by hand, which the order then shows until the owner says it is done. The card refund is made
 * before the cancellation is written (a network call must not hold the order's transaction);
 * order-moves.ts writes what is decided here with the move.
 */
import type { Kysely } from "kysely";
import { Conflict, Invalid, Unavailable } from "#core/domain-errors.ts";
import { PAID_STATUSES } from "#core/order-timeline.ts";
import { type OrderRefund, type RefundMethod, refundNote } from "#core/refunds.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { orderByNumber } from "./order-view.ts";
import type { StripeGateway } from "./payments/stripe.ts";

/** What deciding a refund needs: the database, and Stripe when card payments are on. */
export interface RefundDeps {
  db: Kysely<Database>;
  gateway?: StripeGateway | undefined;
  logger?: Logger | undefined;
}

/** The card payment that paid an order (the webhook's record of it), or null. */
async function cardPaymentOf(db: Kysely<Database>, orderNumber: string) {
  return (
    (await db
      .selectFrom("card_payments")
      .select(["payment_reference", "amount"])
      .where("order_number", "=", orderNumber)
      .where("outcome", "=", "paid")
      .orderBy("id", "desc")
      .executeTakeFirst()) ?? null
  );
}

/**
 * Whether an order's refund can go back to its card through Stripe: it was paid by card here
 * (with the payment's PaymentIntent) and card payments are on.
 */
export async function refundableByCard(deps: RefundDeps, orderNumber: string): Promise<boolean> {
  return byCardPossible(deps, await cardPaymentOf(deps.db, orderNumber));
}

const byCardPossible = (
  deps: RefundDeps,
  payment: Awaited<ReturnType<typeof cardPaymentOf>>,
): boolean => deps.gateway !== undefined && Boolean(payment?.payment_reference);

const NOT_BY_CARD =
  "This order was not paid by card through this site, so Stripe cannot refund it: choose to refund it by hand.";
const CARDS_OFF =
  "Card payments are not set up now, so the card cannot be refunded from here: refund it in Stripe's dashboard and choose to refund it by hand.";

/**
 * The refund that cancelling `orderNumber` makes, or null when it was not paid (nothing to give
 * back). `asked`: the owner's choice; left out, by card where it can be, else by hand. A refund by
 * card is made here, through Stripe, before anything is written: a refusal changes nothing.
 */
export async function refundForCancel(
  deps: RefundDeps,
  orderNumber: string,
  asked: RefundMethod | undefined,
): Promise<OrderRefund | null> {
  const { id } = await orderByNumber(deps.db, orderNumber);
  const order = await deps.db
    .selectFrom("orders")
    .select(["status", "total", "currency", "gift_card_amount"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (!PAID_STATUSES.has(order.status)) {
    if (asked === undefined) return null;
    throw new Invalid("Nothing was paid for this order, so there is nothing to refund", {
      refund: "Leave the refund out: the order is not paid",
    });
  }
  const payment = await cardPaymentOf(deps.db, orderNumber);
  const method = asked ?? (byCardPossible(deps, payment) ? "card" : "by-hand");
  if (method === "by-hand") {
    // What a gift card paid goes back on the card when the order is cancelled: nothing else is
    // owed for an order it paid in full.
    const amount = order.total - order.gift_card_amount;
    return amount > 0 ? { method, amount, reference: null, refundedAt: null } : null;
  }
  if (!payment?.payment_reference) throw new Conflict(NOT_BY_CARD);
  if (!deps.gateway) throw new Conflict(CARDS_OFF);
  const refund = await askStripe(deps, deps.gateway, {
    orderNumber,
    paymentIntent: payment.payment_reference,
    amount: payment.amount,
  });
  return { method, amount: payment.amount, reference: refund.id, refundedAt: nowIso() };
}

/** Stripe's refund, or the owner's refusal in plain words (nothing refunded, nothing changed). */
async function askStripe(
  deps: RefundDeps,
  gateway: StripeGateway,
  request: Parameters<StripeGateway["refund"]>[0],
) {
  let refund: { id: string; status: string };
  try {
    refund = await gateway.refund(request);
  } catch (error) {
    // What Stripe said, not the whole error: its request details stay out of the log.
    const { type, code, message, statusCode } = error as Record<string, unknown>;
    deps.logger?.error(
      { stripe: { type, code, message, statusCode }, orderNumber: request.orderNumber },
      "card payments: Stripe refused a refund",
    );
    if (type === "StripeInvalidRequestError") {
      const said = String(message ?? "").replace(/\.\s*$/, "");
      throw new Conflict(
        `Stripe did not refund the card: ${said}. Nothing was changed; if it was refunded in Stripe already, choose to refund it by hand.`,
      );
    }
    throw new Unavailable(
      "Stripe cannot be reached just now, so nothing was refunded or changed. Try again in a minute, or choose to refund it by hand.",
      60,
    );
  }
  if (refund.status === "failed" || refund.status === "canceled") {
    throw new Conflict(
      `Stripe could not refund the card (its refund ${refund.id} is ${refund.status}). Nothing was changed: choose to refund it by hand.`,
    );
  }
  return refund;
}

/**
 * The owner has paid back a refund owed by hand: the order stops reminding them, and its history
 * says so. 409 when none is owed.
 */
export async function markRefunded(db: Kysely<Database>, orderNumber: string): Promise<void> {
  const { id } = await orderByNumber(db, orderNumber);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("orders")
      .set({ refunded_at: now, updated_at: now })
      .where("id", "=", id)
      .where("refund_method", "=", "by-hand")
      .where("refunded_at", "is", null)
      .returning(["refund_amount", "currency"])
      .executeTakeFirst();
    if (!done?.refund_amount) throw new Conflict("No refund by hand is owed on this order");
    const refund = { method: "by-hand", amount: done.refund_amount, reference: null } as const;
    await trx
      .insertInto("order_status_history")
      .values({
        order_id: id,
        status: "cancelled",
        note: refundNote({ ...refund, refundedAt: now }, done.currency),
        created_at: now,
      })
      .execute();
  });
}
