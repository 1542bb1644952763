import { perSuite } from "./lifetimes.ts";
import { startStripeStandIn } from "./stripe-stand-in.ts";
import type { TestApp } from "./test-app.ts";

const KEYS = {
  secretKey: "sk_test_51StandInKey0000000000000000",
  webhookSecret: "whsec_standInSecret000000000000",
};

/** Where Stripe delivers its events. */
export const WEBHOOK = "/api/payments/stripe/webhook";

/**
 * A stand-in of Stripe's API for the calling suite (started before it, stopped after), and the
 * environment that points a test app at it: filled in once the stand-in listens, so each test's
 * app, made later, reads it whole.
 */
export function useStripeStandIn(publicUrl: string) {
  const env: Record<string, string> = {
    PUBLIC_URL: publicUrl,
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
  };
  const stripe = perSuite(
    "useStripeStandIn: the stand-in",
    async () => {
      const standIn = await startStripeStandIn(KEYS);
      env.STRIPE_API_URL = standIn.url;
      return standIn;
    },
    (standIn) => standIn.close(),
  );
  return { env, stripe };
}

/** Delivers an event to `t`'s webhook as Stripe does: the exact bytes, with their signature. */
export const webhookDelivery =
  (t: Pick<TestApp, "request">) => (payload: string, signature: string | undefined) =>
    t.request(WEBHOOK, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        ...(signature === undefined ? {} : { "stripe-signature": signature }),
      },
      body: payload,
    });
