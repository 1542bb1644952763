import type { Kysely, Transaction } from "kysely";
import type { KeptCardPayment, KeptReason, Resolution } from "#core/card-payments.ts";
import { Conflict, DomainError, NotFound, Unauthorized, Unavailable } from "#core/domain-errors.ts";
import { statusLabel } from "#core/order-status.ts";
import { isPayable } from "#core/payment-deadline.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { nowIso } from "../../clock.ts";
import type { Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { AdminOrdersService } from "../admin-orders.ts";
import { enqueueMail } from "../mail.ts";
import type { MailContext } from "../mail-templates.ts";
import { keyOpening } from "../order-access.ts";
import { loadOrder, ORDER_NUMBER_PATTERN, orderByNumber } from "../order-view.ts";
import { ownerCardKeptMail, ownerCardPaidMail } from "./mails.ts";
import { type PaidSession, type StripeEnv, type StripeGateway, WEBHOOK_PATH } from "./stripe.ts";

const NOT_SET_UP = "Card payments are not set up for this shop";
const UNREACHABLE =
  "Card payments cannot be reached just now. Please try again in a minute, or pay as the instructions on this page say.";
const NOT_THE_BUYER =
  "Only the buyer can pay for this order: open the link in your order confirmation e-mail on this device, then try again.";

/** Stripe takes a session's expiry 30 minutes to 24 hours ahead; a minute's margin each side. */
const MIN_EXPIRY_S = 31 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60 - 60;

/** What a webhook delivery did. */
export type WebhookOutcome = "paid" | "kept" | "duplicate" | "ignored";

/** The paid session already recorded (a repeat of its event, or a second delivery at once). */
class AlreadyRecorded extends Error {}

/** Paying orders by card through Stripe Checkout; does nothing without the gateway (no keys). */
export function createCardPayments(deps: {
  db: Kysely<Database>;
  env: StripeEnv;
  logger: Logger;
  gateway: StripeGateway | undefined;
  adminOrders: AdminOrdersService;
  mailContext: () => Promise<MailContext>;
  onMailQueued?: () => void;
}) {
  const { db, gateway } = deps;

  function need(): StripeGateway {
    if (!gateway) throw new NotFound(NOT_SET_UP);
    return gateway;
  }

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
  async function problemOf(payment: PaidSession): Promise<KeptReason | null> {
    const order =
      payment.orderNumber && ORDER_NUMBER_PATTERN.test(payment.orderNumber)
        ? await db
            .selectFrom("orders")
            .select(["status", "total", "currency"])
            .where("order_number", "=", payment.orderNumber)
            .executeTakeFirst()
        : undefined;
    if (!order) return "unknown-order";
    if (order.currency.toUpperCase() !== payment.currency) return "currency";
    if (order.total !== payment.amount) return "amount";
    if (order.status === "cancelled") return "cancelled";
    if (order.status !== "pending" && order.status !== "awaiting-payment") return "already-paid";
    return null;
  }

  const recorded = async (sessionId: string) =>
    (await db
      .selectFrom("card_payments")
      .select("id")
      .where("session_id", "=", sessionId)
      .executeTakeFirst()) !== undefined;

  /** Marks the order paid as the owner would (originals sold, the buyer's e-mail), with the record. */
  async function applyPayment(payment: PaidSession, context: MailContext): Promise<void> {
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

  async function keepPayment(payment: PaidSession, reason: KeptReason, context: MailContext) {
    await db.transaction().execute(async (trx) => {
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
  async function record(payment: PaidSession): Promise<WebhookOutcome> {
    const context = await deps.mailContext();
    // Twice at most: an order that moves between the check and the update is judged again.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await recorded(payment.sessionId)) return "duplicate";
      const problem = await problemOf(payment);
      try {
        if (problem) {
          await keepPayment(payment, problem, context);
          return "kept";
        }
        await applyPayment(payment, context);
        return "paid";
      } catch (error) {
        if (error instanceof AlreadyRecorded) return "duplicate";
        // The order moved meanwhile (the owner, the deadline sweep): look again.
        if (!problem && error instanceof DomainError) continue;
        throw error;
      }
    }
    return (await recorded(payment.sessionId)) ? "duplicate" : "ignored";
  }

  return {
    /** Whether card payments are on, and the webhook's address for Stripe's dashboard. */
    status() {
      const origin = publicOrigin(deps.env.PUBLIC_URL);
      const key = deps.env.STRIPE_SECRET_KEY ?? "";
      return {
        enabled: gateway !== undefined,
        mode: key.includes("_live_") ? ("live" as const) : key ? ("test" as const) : null,
        webhookUrl: origin ? `${origin}${WEBHOOK_PATH}` : null,
      };
    },

    /**
     * A Checkout Session for the whole of a payable order, for its buyer only (a key from the
     * cookie or an e-mail's link: the rule that shows the order's customer); its page's address.
     */
    async startCheckout(orderNumber: string, keys: readonly string[]): Promise<{ url: string }> {
      const stripe = need();
      const row = await orderByNumber(db, orderNumber);
      if (!keyOpening(row.access_key_hashes, keys)) throw new Unauthorized(NOT_THE_BUYER);
      const order = await loadOrder(db, row.id);
      const now = new Date();
      if (!isPayable(order, now.toISOString())) {
        throw new Conflict(
          order.status === "pending" || order.status === "awaiting-payment"
            ? "This order's payment deadline has passed, so it can no longer be paid."
            : `This order is ${statusLabel(order.status).toLowerCase()}: there is nothing to pay.`,
        );
      }
      const nowS = Math.floor(now.getTime() / 1000);
      const untilDeadline = order.payBy
        ? Math.floor(Date.parse(order.payBy) / 1000) - nowS
        : MAX_EXPIRY_S;
      const context = await deps.mailContext();
      try {
        const { url } = await stripe.createCheckout({
          orderNumber: order.orderNumber,
          amount: order.total,
          currency: order.currency,
          email: order.customer.email,
          shopName: context.shopName,
          returnUrl: `${publicOrigin(deps.env.PUBLIC_URL)}/checkout/success/${order.orderNumber}`,
          expiresAt: nowS + Math.min(MAX_EXPIRY_S, Math.max(MIN_EXPIRY_S, untilDeadline)),
        });
        return { url };
      } catch (error) {
        // What Stripe said, not the whole error: its request details stay out of the log.
        const { type, message, statusCode } = error as Record<string, unknown>;
        deps.logger.error(
          { stripe: { type, message, statusCode }, orderNumber },
          "card payments: Stripe refused a Checkout Session",
        );
        throw new Unavailable(UNREACHABLE, 60);
      }
    },

    /** A webhook delivery: verified (Invalid otherwise), then a paid session applied or kept once. */
    async receive(body: string, signature: string | undefined): Promise<WebhookOutcome> {
      const payment = need().paidSession(body, signature);
      return payment ? record(payment) : "ignored";
    },

    /** Card payments kept for the owner and not yet dealt with, newest first. */
    async kept(): Promise<KeptCardPayment[]> {
      const rows = await db
        .selectFrom("card_payments")
        .selectAll()
        .where("outcome", "=", "kept")
        .where("resolved_at", "is", null)
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        orderNumber: row.order_number,
        amount: row.amount,
        currency: row.currency,
        paymentReference: row.payment_reference,
        reason: row.reason as KeptReason,
        createdAt: row.created_at,
      }));
    },

    /** The owner dealt with a kept payment (refunded it in Stripe, or accepted it by hand). */
    async resolve(id: number, resolution: Resolution): Promise<void> {
      const done = await db
        .updateTable("card_payments")
        .set({ resolved_at: nowIso(), resolution })
        .where("id", "=", id)
        .where("outcome", "=", "kept")
        .where("resolved_at", "is", null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1)
        throw new NotFound("No card payment waiting for you has that id");
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
