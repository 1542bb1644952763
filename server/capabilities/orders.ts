import { placeOrderSchema } from "#core/schemas/checkout-input.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * Checkout: the cart becomes an order (PRODUCT.md §4); a repeated key returns the first order. An
 * order that names no country ships to the shop's home country.
 */
export async function placeOrder(caller: Caller, input: unknown) {
  await limit(caller, "orders");
  const { homeCountry } = await caller.services.settings.store();
  const { idempotencyKey, ...customer } = parse(placeOrderSchema(homeCountry), input);
  return caller.services.orders.place(caller.cartSessionId, customer, {
    idempotencyKey,
    origin: caller.origin,
  });
}

/** An order by its number, for its confirmation page; limited, so numbers can't be tried in bulk. */
export async function lookUpOrder(caller: Caller, orderNumber: string) {
  await limit(caller, "orderLookup");
  return caller.services.orders.get(orderNumber);
}
