/**
 * The one place that speaks to Stripe, through the official library: Checkout Sessions and refunds
 * are made here, and webhook events are verified here (PRODUCT.md §4, "Paying by card"; SECURITY.md).
 */
import type Stripe from "stripe";
import { Invalid } from "#core/domain-errors.ts";
import type { Env } from "../../env.ts";

export type StripeEnv = Pick<
  Env,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL" | "PUBLIC_URL"
>;

/**
 * Card payments are on only with both keys (a session the site could not hear back about is worse
 * than none) and PUBLIC_URL, the buyer's way back to the order page (never a request's Host).
 */
export const cardPaymentsConfigured = (env: StripeEnv): boolean =>
  Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.PUBLIC_URL);

/**
 * Where a Checkout Session's page is: Stripe's checkout host, or STRIPE_API_URL's origin (a
 * stand-in of Stripe serves its own pages). The order page's "Pay by card" is redirected there.
 */
export const checkoutOrigin = (env: StripeEnv): string =>
  env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : "https://checkout.stripe.com";

/** Where Stripe sends its events: the address to give in Stripe's dashboard. */
export const WEBHOOK_PATH = "/api/payments/stripe/webhook";

/** Said for a missing, wrong or stale `Stripe-Signature` (400; nothing is read or changed). */
export const BAD_SIGNATURE =
  "The Stripe-Signature header is missing, does not match this site's webhook secret, or is not dated within five minutes of now";

/** How far an event's signing time (`t=`) may be from now, either way: Stripe's own default. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The signing time (`t=`) of a `Stripe-Signature` header in Unix seconds, read as the library
 * reads the time it checked the signature with (the last `t=`, parseInt), or NaN. The library
 * refuses a time too far past but not one ahead: a signature dated ahead (a leaked secret, a
 * wrong clock) would stay replayable until that time came and went.
 */
function signedAt(signature: string): number {
  const stamps = signature.split(",").filter((item) => item.split("=")[0] === "t");
  return Number.parseInt(stamps.at(-1)?.split("=")[1] ?? "", 10);
}

/** What a Checkout Session is made for: one line, the order's total. */
export interface CheckoutRequest {
  orderNumber: string;
  /** Minor units, in `currency`. */
  amount: number;
  /** As orders keep it (upper case); Stripe is sent it in lower case. */
  currency: string;
  email: string;
  shopName: string;
  /** The order's page: where the buyer comes back to, paid or not. */
  returnUrl: string;
  /** Unix seconds: Stripe takes 30 minutes to 24 hours from now. */
  expiresAt: number;
}

/** A paid Checkout Session as an event told it, in the order's terms. */
export interface PaidSession {
  eventId: string;
  sessionId: string;
  orderNumber: string | null;
  amount: number;
  /** Upper case, as orders keep it. */
  currency: string;
  /** The PaymentIntent (pi_…): what the owner finds the payment by in Stripe's dashboard. */
  paymentReference: string | null;
}

/** A refund of a card payment, whole: the PaymentIntent that paid the order, and its amount. */
export interface RefundRequest {
  orderNumber: string;
  /** The PaymentIntent (pi_…) the paid session named. */
  paymentIntent: string;
  /** Minor units: what the payment was. */
  amount: number;
}

/** The events that say a Checkout Session's money arrived (card payments say so on completion). */
const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/** The library's options for STRIPE_API_URL: another host, port and protocol (Stripe's own by default). */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

/** Stripe for this site, or undefined when card payments are not configured. */
export function createStripeGateway(env: StripeEnv) {
  if (!cardPaymentsConfigured(env)) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET!;
  // The library is over 200 modules: loaded here, in the background, only when cards are taken,
  // so a site without them never reads it from the disk (a first start has better to do).
  const client = import("stripe").then(
    ({ default: Stripe }) =>
      new Stripe(env.STRIPE_SECRET_KEY!, {
        ...hostOptions(env.STRIPE_API_URL),
        // A buyer is waiting on the button: one retry, and not the library's 80 seconds.
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
      }),
  );

  return {
    /** A hosted Checkout Session for exactly this amount and currency; its page's address. */
    async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const stripe = await client;
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: `Order ${request.orderNumber} at ${request.shopName}` },
            },
          },
        ],
        client_reference_id: request.orderNumber,
        metadata: { orderNumber: request.orderNumber },
        payment_intent_data: { metadata: { orderNumber: request.orderNumber } },
        customer_email: request.email,
        success_url: `${request.returnUrl}?card=paid`,
        cancel_url: request.returnUrl,
        expires_at: request.expiresAt,
      });
      if (!session.url) throw new Error("Stripe made a Checkout Session without a page address");
      return { id: session.id, url: session.url };
    },

    /**
     * Refunds a card payment through Stripe; Stripe's refund id and status. One order is refunded
     * once: the idempotency key is the order's, so a second try (after an answer lost on the way,
     * or a cancel that did not complete) gets the first refund back rather than a second one.
     */
    async refund(request: RefundRequest): Promise<{ id: string; status: string }> {
      const stripe = await client;
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentIntent,
          amount: request.amount,
          metadata: { orderNumber: request.orderNumber },
        },
        { idempotencyKey: `refund-${request.orderNumber}` },
      );
      return { id: refund.id, status: refund.status ?? "pending" };
    },

    /**
     * The event in `body`, verified against `signature` with the webhook secret (the library's
     * check: HMAC-SHA256 of the exact bytes, and a signing time at most five minutes past),
     * and a signing time at most five minutes ahead; Invalid otherwise. Returns the paid session
     * it tells of, or null for any other event.
     */
    async paidSession(body: string, signature: string | undefined): Promise<PaidSession | null> {
      const stripe = await client;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          signature ?? "",
          webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        throw new Invalid(BAD_SIGNATURE);
      }
      // NaN compares false: a header the library accepted always has a time.
      if (!(signedAt(signature ?? "") <= Date.now() / 1000 + SIGNATURE_TOLERANCE_S))
        throw new Invalid(BAD_SIGNATURE);
      if (!PAID_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== "paid") return null;
      const intent = session.payment_intent;
      return {
        eventId: event.id,
        sessionId: session.id,
        orderNumber: session.metadata?.orderNumber ?? session.client_reference_id ?? null,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? "").toUpperCase(),
        paymentReference: typeof intent === "string" ? intent : (intent?.id ?? null),
      };
    },
  };
}

export type StripeGateway = NonNullable<ReturnType<typeof createStripeGateway>>;
