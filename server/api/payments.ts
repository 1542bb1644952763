import { Hono } from "hono";
import { payByCard, receiveStripeEvent, resolveCardPayment } from "../capabilities/payments.ts";
import type { AppEnv } from "../http/app-env.ts";
import { callerOf } from "../http/caller.ts";

/** `POST /api/orders/{orderNumber}/payment`: the buyer's Checkout Session, answered as `{url}`. */
export function orderPaymentRoutes() {
  return new Hono<AppEnv>().post("/:orderNumber/payment", async (c) =>
    c.json(await payByCard(callerOf(c), c.req.param("orderNumber"))),
  );
}

/**
 * `POST /api/payments/stripe/webhook`: Stripe's events. The signature covers the exact bytes sent:
 * the body is read as the text the JSON check already cached (the same bytes; never re-serialised).
 * Stripe sends no Origin, so the same-origin check lets it through like any server-to-server call.
 */
export function paymentRoutes() {
  return new Hono<AppEnv>().post("/stripe/webhook", async (c) =>
    c.json(
      await receiveStripeEvent(callerOf(c), await c.req.text(), c.req.header("stripe-signature")),
    ),
  );
}

/** `GET /api/admin/payments` (kept card payments) and `POST /api/admin/payments/{id}/resolve`. */
export function adminPaymentRoutes() {
  return new Hono<AppEnv>()
    .get("/payments", async (c) => c.json(await c.var.services.payments.kept()))
    .post("/payments/:id/resolve", async (c) =>
      c.json(await resolveCardPayment(callerOf(c), c.req.param("id"), await c.req.json())),
    );
}
