import { addressGroup } from "#core/address-group.ts";
import { giftCardsOnly } from "#core/gift-cards.ts";
import { placeOrderSchema } from "#core/schemas/checkout-input.ts";
import { orderAccessCookie } from "../http/cookies.ts";
import { isOrderKey } from "../services/order-access.ts";
import { visitKey } from "../services/stats.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * Checkout: the cart becomes an order (PRODUCT.md §4); a repeated key returns the first order. An
 * order that names no country ships to the shop's home country; one of gift cards only names no
 * address at all. `setCookie` keeps the order's
 * access key in the browser, which shows it the customer details.
 */
export async function placeOrder(caller: Caller, input: unknown) {
  await limit(caller, "orders");
  const [{ homeCountry }, cart] = await Promise.all([
    caller.services.settingStore.store(),
    caller.services.cart.view(caller.cartSessionId),
  ]);
  // A cart of gift cards only ships nothing: no postal address is asked for (the order's
  // transaction checks the cart again, in case it changed in between).
  const shipsNothing = giftCardsOnly(cart.items.map((item) => item.product));
  const {
    idempotencyKey,
    discountCode,
    keepPosted,
    consentVersion,
    giftCard,
    giftRecipientName,
    giftRecipientEmail,
    giftMessage,
    ...customer
  } = parse(placeOrderSchema(homeCountry, shipsNothing), input);
  const placed = await caller.services.orders.place(caller.cartSessionId, customer, {
    idempotencyKey,
    discountCode,
    giftCard,
    recipient: { name: giftRecipientName, email: giftRecipientEmail, message: giftMessage },
    clientAddress: caller.clientAddress,
  });
  // Right after the order's transaction: the same double opt-in as the footer's form. The order
  // stands whatever becomes of the sign-up, and a repeat of the checkout asks nothing again.
  if (keepPosted && placed.created) {
    await caller.services.audience
      .subscribe(
        { email: customer.email, consent: true, source: "checkout", consentVersion },
        caller.clientAddress,
      )
      .catch((error: unknown) =>
        caller.services.logger.warn({ err: error }, "checkout: the sign-up was not recorded"),
      );
  }
  // The statistics' orders by source: where this buyer's visit came from today, if it was counted.
  if (placed.created) {
    const key = visitKey(addressGroup(caller.clientAddress), caller.userAgent ?? "");
    await caller.services.stats.attributeOrder(placed.order.orderNumber, key);
  }
  return {
    order: placed.order,
    created: placed.created,
    setCookie: orderAccessCookie(caller.orderKeys, placed.accessKey, caller.secure),
  };
}

/**
 * An order by its number, for its page; limited, so numbers can't be tried in bulk. The customer
 * shows only for the browser's own keys or `key` (from an e-mail's link); a `key` that opened it
 * comes back as `setCookie`, so the browser keeps it (decision 017).
 */
export async function lookUpOrder(caller: Caller, orderNumber: string, key?: string | null) {
  await limit(caller, "orderLookup");
  const offered = isOrderKey(key) ? [key, ...caller.orderKeys] : caller.orderKeys;
  const { order, openedBy } = await caller.services.orders.get(orderNumber, offered);
  const fromLink = openedBy !== undefined && openedBy === key && !caller.orderKeys.includes(key);
  return {
    order,
    setCookie: fromLink ? orderAccessCookie(caller.orderKeys, key, caller.secure) : undefined,
  };
}
