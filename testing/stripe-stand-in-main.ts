/**
 * The Stripe stand-in as a process of its own, for the end-to-end card payment spec (the second
 * e2e server's STRIPE_API_URL points at it): E2E_STRIPE_PORT, the keys, and the webhook to deliver
 * completed sessions to, from the environment. Runs until it is ended.
 */
import { startStripeStandIn } from "./stripe-stand-in.ts";

const { E2E_STRIPE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_URL } =
  process.env;
if (!E2E_STRIPE_PORT || !STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_WEBHOOK_URL) {
  throw new Error(
    "Set E2E_STRIPE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_WEBHOOK_URL",
  );
}
const standIn = await startStripeStandIn({
  port: Number(E2E_STRIPE_PORT),
  secretKey: STRIPE_SECRET_KEY,
  webhookSecret: STRIPE_WEBHOOK_SECRET,
  webhookUrl: STRIPE_WEBHOOK_URL,
});
process.stdout.write(`Stripe stand-in listening on ${standIn.url}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
