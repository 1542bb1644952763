import type { Env } from "../env.ts";
import { WEBHOOK_PATH } from "../services/payments/stripe.ts";
import { type Finding, fail, ok, warn } from "./findings.ts";

const S = "Card payments";
const EVENTS = "checkout.session.completed and checkout.session.async_payment_succeeded";

/** Stripe's secret (or restricted) keys: sk_live_…, sk_test_…, rk_live_…, rk_test_…. */
const SECRET_KEY = /^[sr]k_(live|test)_[0-9A-Za-z]{10,}$/;
/** A webhook endpoint's signing secret: whsec_…. */
const WEBHOOK_SECRET = /^whsec_[0-9A-Za-z+/=]{10,}$/;

/**
 * Card payments through Stripe (PRODUCT.md §4): off without keys; with them, each key's shape (never
 * its value: the doctor's output is pasted into messages) and the webhook's address for Stripe.
 */
export function checkCardPayments(env: Env): Finding[] {
  const key = env.STRIPE_SECRET_KEY;
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!key && !secret) {
    return [
      ok(
        S,
        "Stripe",
        "off: buyers pay as your payment instructions say. To take cards, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Settings → Card payments says how).",
      ),
    ];
  }
  const found: Finding[] = [];
  if (!key || !secret) {
    found.push(
      fail(
        S,
        "Stripe",
        `${key ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} is not set: card payments stay off until both keys are.`,
      ),
    );
  }
  if (key) {
    if (key.startsWith("pk_")) {
      found.push(
        fail(
          S,
          "STRIPE_SECRET_KEY",
          "is a publishable key (pk_…): give the secret key (sk_live_… or sk_test_…).",
        ),
      );
    } else if (!SECRET_KEY.test(key)) {
      found.push(
        fail(
          S,
          "STRIPE_SECRET_KEY",
          "does not look like a Stripe secret key (sk_live_… or sk_test_…): copy it again from Developers → API keys.",
        ),
      );
    } else if (key.includes("_test_")) {
      found.push(
        warn(
          S,
          "STRIPE_SECRET_KEY",
          "a test key: buyers cannot really pay. Use the live key (sk_live_…) to take payments.",
        ),
      );
    } else {
      found.push(ok(S, "STRIPE_SECRET_KEY", "a live key."));
    }
  }
  if (secret) {
    found.push(
      WEBHOOK_SECRET.test(secret)
        ? ok(S, "STRIPE_WEBHOOK_SECRET", "a webhook signing secret (whsec_…).")
        : fail(
            S,
            "STRIPE_WEBHOOK_SECRET",
            "does not look like a webhook signing secret (whsec_…): copy it from the webhook endpoint in Stripe's dashboard.",
          ),
    );
  }
  found.push(webhookFinding(env));
  if (env.STRIPE_API_URL) {
    found.push(
      warn(
        S,
        "STRIPE_API_URL",
        `points at ${new URL(env.STRIPE_API_URL).origin}, not Stripe: for tests against a stand-in only.`,
      ),
    );
  }
  return found;
}

function webhookFinding(env: Env): Finding {
  if (!env.PUBLIC_URL) {
    return fail(
      S,
      "Webhook",
      "PUBLIC_URL is not set: card payments need it for the buyer's way back and Stripe's webhook, and stay off without it.",
    );
  }
  const url = `${new URL(env.PUBLIC_URL).origin}${WEBHOOK_PATH}`;
  if (!url.startsWith("https://")) {
    return warn(
      S,
      "Webhook",
      `${url} is plain HTTP: Stripe sends live events to https:// addresses only.`,
    );
  }
  return ok(
    S,
    "Webhook",
    `add ${url} in Stripe's dashboard (Developers → Webhooks) for ${EVENTS}.`,
  );
}
