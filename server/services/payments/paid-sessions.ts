/**
 * What a paid Checkout Session does, once: marks its order paid as the owner would when it
 * matches and the order is waiting for it, otherwise is kept for the owner (card-payments.ts
 * receives it from the webhook).
 */
import type { Kysely, Transaction } from "kysely";
import type { KeptReason } from "#core/card-payments.ts";
import { DomainError } from "#core/domain-errors.ts";
import { nowIso } from "../../clock.ts";
import type { Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { AdminOrdersService } from "../admin-orders.ts";
import { enqueueMail, type MailingDeps } from "../mail.ts";
import type { MailContext } from "../mail-templates.ts";
import { ORDER_NUMBER_PATTERN } from "../order-view.ts";
import { ownerCardKeptMail, ownerCardPaidMail } from "./mails.ts";
import type { PaidSession } from "./stripe.ts";

/** What recording a paid session needs. */
export interface PaidSessionDeps extends MailingDeps {
  logger: Logger;
  adminOrders: AdminOrdersService;
}

/** What a webhook delivery did. */
export type WebhookOutcome = "paid" | "kept" | "duplicate" | "ignored";

/** The paid session already recorded (a repeat of its event, or a second delivery at once). */
class AlreadyRecorded extends Error {}

/** Records the session once (a second insert finds it and rolls its transaction back). */
async function insertRecord(
  trx: Transaction<Database>,
  payment: PaidSession,
  outcome: "paid" | "kept",
  reason: KeptReason | null,
) {
  const inserted = await trx
    .insertInto("card_payments")
    .values({
      session_id: payment.sessionId,
      event_id: payment.eventId,
      order_number: payment.orderNumber,
      payment_reference: payment.paymentReference,
      amount: payment.amount,
      currency: payment.currency,
      outcome,
      reason,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column("session_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw new AlreadyRecorded();
}

/** Why this payment may not mark its order paid, or null when it may. */
async function problemOf(db: Kysely<Database>, payment: PaidSession): Promise<KeptReason | null> {
  const order =
    payment.orderNumber && ORDER_NUMBER_PATTERN.test(payment.orderNumber)
      ? await db
          .selectFrom("orders")
          .select(["status", "total", "currency", "gift_card_amount"])
          .where("order_number", "=", payment.orderNumber)
          .executeTakeFirst()
      : undefined;
  if (!order) return "unknown-order";
  if (order.currency.toUpperCase() !== payment.currency) return "currency";
  if (order.total - order.gift_card_amount !== payment.amount) return "amount";
  if (order.status === "cancelled") return "cancelled";
  if (order.status !== "pending" && order.status !== "awaiting-payment") return "already-paid";
  return null;
}

const recorded = async (db: Kysely<Database>, sessionId: string) =>
  (await db
    .selectFrom("card_payments")
    .select("id")
    .where("session_id", "=", sessionId)
    .executeTakeFirst()) !== undefined;

/** Marks the order paid as the owner would (originals sold, the buyer's e-mail), with the record. */
async function applyPayment(
  deps: PaidSessionDeps,
  payment: PaidSession,
  context: MailContext,
): Promise<void> {
  const reference = payment.paymentReference ?? payment.sessionId;
  await deps.adminOrders.changeStatus(
    payment.orderNumber!,
    {
      status: "paid",
      note: `Paid by card through Stripe (payment ${reference})`,
      notifyCustomer: true,
    },
    async (trx) => {
      await insertRecord(trx, payment, "paid", null);
      await enqueueMail(trx, ownerCardPaidMail(payment, context));
    },
  );
}

async function keepPayment(
  deps: PaidSessionDeps,
  payment: PaidSession,
  reason: KeptReason,
  context: MailContext,
) {
  await deps.db.transaction().execute(async (trx) => {
    await insertRecord(trx, payment, "kept", reason);
    await enqueueMail(trx, ownerCardKeptMail(payment, reason, context));
  });
  deps.onMailQueued?.();
  deps.logger.warn(
    { sessionId: payment.sessionId, orderNumber: payment.orderNumber, reason },
    "card payment kept for the owner",
  );
}

/**
 * A paid session, applied once: to its order when it matches and the order is waiting for it,
 * otherwise kept for the owner. A duplicate (the same session again, or at the same time from
 * another delivery) changes nothing.
 */
export async function recordPaidSession(
  deps: PaidSessionDeps,
  payment: PaidSession,
): Promise<WebhookOutcome> {
  const context = await deps.mailContext();
  // Twice at most: an order that moves between the check and the update is judged again.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await recorded(deps.db, payment.sessionId)) return "duplicate";
    const problem = await problemOf(deps.db, payment);
    try {
      if (problem) {
        await keepPayment(deps, payment, problem, context);
        return "kept";
      }
      await applyPayment(deps, payment, context);
      return "paid";
    } catch (error) {
      if (error instanceof AlreadyRecorded) return "duplicate";
      // The order moved meanwhile (the owner, the deadline sweep): look again.
      if (!problem && error instanceof DomainError) continue;
      throw error;
    }
  }
  return (await recorded(deps.db, payment.sessionId)) ? "duplicate" : "ignored";
}
