import { rowIdOrNotFound } from "#core/ids.ts";
import { ResolveCardPaymentSchema } from "#core/schemas/card-payment-input.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * The buyer's "Pay by card": a Stripe Checkout Session for the whole order, only for its buyer
 * and only while it is payable (PRODUCT.md §4); limited as order look-ups are, so numbers can't
 * be tried in bulk through it. Answers the session page's address.
 */
export async function payByCard(caller: Caller, orderNumber: string) {
  await limit(caller, "orderLookup");
  return caller.services.payments.startCheckout(orderNumber, caller.orderKeys);
}

/**
 * An event from Stripe's webhook: its signature verified over the exact body (400 otherwise),
 * then a paid Checkout Session applied to its order once, or kept for the owner.
 */
export async function receiveStripeEvent(
  caller: Caller,
  body: string,
  signature: string | undefined,
) {
  return { outcome: await caller.services.payments.receive(body, signature) };
}

const NO_SUCH_PAYMENT = "No card payment waiting for you has that id";

/** The owner dealt with a kept card payment: refunded in Stripe, or accepted by hand. */
export async function resolveCardPayment(caller: Caller, id: unknown, input: unknown) {
  const paymentId = rowIdOrNotFound(id, NO_SUCH_PAYMENT);
  const { resolution } = parse(ResolveCardPaymentSchema, input);
  await caller.services.payments.resolve(paymentId, resolution);
  return { resolution };
}
