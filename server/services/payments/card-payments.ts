import type { Kysely } from "kysely";
import type { KeptCardPayment, KeptReason, Resolution } from "#core/card-payments.ts";
import { Conflict, NotFound, Unauthorized, Unavailable } from "#core/domain-errors.ts";
import { statusLabel } from "#core/order-status.ts";
import { CARD_HOLD_MS } from "#core/original-holds.ts";
import { isPayable } from "#core/payment-deadline.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { nowIso } from "../../clock.ts";
import type { Database } from "../../db/schema.ts";
import { bound } from "../bound.ts";
import { keyOpening } from "../order-access.ts";
import { loadOrder, orderByNumber } from "../order-view.ts";
import { holdForCard, reclaimReleased } from "../original-holds.ts";
import { type PaidSessionDeps, recordPaidSession, type WebhookOutcome } from "./paid-sessions.ts";
import { type StripeEnv, type StripeGateway, WEBHOOK_PATH } from "./stripe.ts";

export type { WebhookOutcome } from "./paid-sessions.ts";

const NOT_SET_UP = "Card payments are not set up for this shop";
const UNREACHABLE =
  "Card payments cannot be reached just now. Please try again in a minute, or pay as the instructions on this page say.";
const NOT_THE_BUYER =
  "Only the buyer can pay for this order: open the link in your order confirmation e-mail on this device, then try again.";

/**
 * Stripe takes a session's expiry 30 minutes to 24 hours ahead; a minute's margin each side. The
 * shortest is also how long a card checkout holds the order's originals (core/original-holds.ts).
 */
const MIN_EXPIRY_S = CARD_HOLD_MS / 1000;
const MAX_EXPIRY_S = 24 * 60 * 60 - 60;

/** What card payments need: the recording's, with Stripe's settings and gateway (none: no keys). */
export interface CardPaymentDeps extends PaidSessionDeps {
  env: StripeEnv;
  gateway: StripeGateway | undefined;
}

function need(gateway: StripeGateway | undefined): StripeGateway {
  if (!gateway) throw new NotFound(NOT_SET_UP);
  return gateway;
}

/** Whether card payments are on, and the webhook's address for Stripe's dashboard. */
export function cardPaymentStatus(deps: CardPaymentDeps) {
  const origin = publicOrigin(deps.env.PUBLIC_URL);
  const key = deps.env.STRIPE_SECRET_KEY ?? "";
  return {
    enabled: deps.gateway !== undefined,
    mode: key.includes("_live_") ? ("live" as const) : key ? ("test" as const) : null,
    webhookUrl: origin ? `${origin}${WEBHOOK_PATH}` : null,
  };
}

/**
 * A Checkout Session for the whole of a payable order, for its buyer only (a key from the
 * cookie or an e-mail's link: the rule that shows the order's customer); its page's address.
 */
export async function startCardCheckout(
  deps: CardPaymentDeps,
  orderNumber: string,
  keys: readonly string[],
): Promise<{ url: string }> {
  const stripe = need(deps.gateway);
  const row = await orderByNumber(deps.db, orderNumber);
  if (!keyOpening(row.access_key_hashes, keys)) throw new Unauthorized(NOT_THE_BUYER);
  const order = await loadOrder(deps.db, row.id);
  const now = new Date();
  if (!isPayable(order, now.toISOString())) {
    throw new Conflict(
      order.status === "pending" || order.status === "awaiting-payment"
        ? "This order's payment deadline has passed, so it can no longer be paid."
        : `This order is ${statusLabel(order.status).toLowerCase()}: there is nothing to pay.`,
    );
  }
  // Originals released from the order come back to a buyer paying now, if still free.
  await reclaimReleased(deps.db, row.id);
  const nowS = Math.floor(now.getTime() / 1000);
  const holdsOriginals = order.items.some((item) => item.artworkId !== null);
  const untilDeadline = order.payBy
    ? Math.floor(Date.parse(order.payBy) / 1000) - nowS
    : MAX_EXPIRY_S;
  // An order holding originals is paid within the shortest session, or lets them go (its card
  // hold); any other may be paid until its deadline.
  const lifetime = holdsOriginals
    ? MIN_EXPIRY_S
    : Math.min(MAX_EXPIRY_S, Math.max(MIN_EXPIRY_S, untilDeadline));
  const expiresAt = nowS + lifetime;
  const context = await deps.mailContext();
  let url: string;
  try {
    ({ url } = await stripe.createCheckout({
      orderNumber: order.orderNumber,
      // A gift card paid its part when the order was placed: the card pays only the rest.
      amount: order.total - order.giftCardAmount,
      currency: order.currency,
      email: order.customer.email,
      shopName: context.shopName,
      returnUrl: `${publicOrigin(deps.env.PUBLIC_URL)}/checkout/success/${order.orderNumber}`,
      expiresAt,
    }));
  } catch (error) {
    // What Stripe said, not the whole error: its request details stay out of the log.
    const { type, message, statusCode } = error as Record<string, unknown>;
    deps.logger.error(
      { stripe: { type, message, statusCode }, orderNumber },
      "card payments: Stripe refused a Checkout Session",
    );
    throw new Unavailable(UNREACHABLE, 60);
  }
  // Only once Stripe has the session: a refusal leaves the order's hold as it was.
  if (holdsOriginals) await holdForCard(deps.db, row.id, new Date(expiresAt * 1000).toISOString());
  return { url };
}

/** A webhook delivery: verified (Invalid otherwise), then a paid session applied or kept once. */
export async function receiveWebhook(
  deps: CardPaymentDeps,
  body: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const payment = await need(deps.gateway).paidSession(body, signature);
  return payment ? recordPaidSession(deps, payment) : "ignored";
}

/** Card payments kept for the owner and not yet dealt with, newest first. */
export async function keptCardPayments(db: Kysely<Database>): Promise<KeptCardPayment[]> {
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
}

/** The owner dealt with a kept payment (refunded it in Stripe, or accepted it by hand). */
export async function resolveKeptPayment(
  db: Kysely<Database>,
  id: number,
  resolution: Resolution,
): Promise<void> {
  const done = await db
    .updateTable("card_payments")
    .set({ resolved_at: nowIso(), resolution })
    .where("id", "=", id)
    .where("outcome", "=", "kept")
    .where("resolved_at", "is", null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    throw new NotFound("No card payment waiting for you has that id");
}

/** Paying orders by card through Stripe Checkout; does nothing without the gateway (no keys). */
export function createCardPayments(deps: CardPaymentDeps) {
  return {
    status: () => cardPaymentStatus(deps),
    startCheckout: bound(deps, startCardCheckout),
    receive: bound(deps, receiveWebhook),
    kept: () => keptCardPayments(deps.db),
    resolve: bound(deps.db, resolveKeptPayment),
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
