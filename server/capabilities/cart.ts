import { rowIdOrNotFound } from "#core/ids.ts";
import { AddToCartSchema, UpdateCartSchema } from "#core/schemas/cart-input.ts";
import { cartCookie } from "../http/cookies.ts";
import { type Caller, limit, parse } from "./caller.ts";

/** The visitor's cart: found by its cookie, made on the first add (PRODUCT.md §4, §7). */

/**
 * Adds a product (and size), or an original; `setCookie` is set when this add made the cart. A new
 * cart counts against the client's limit (PRODUCT.md §9); adding to the cart it has does not.
 */
export async function addToCart(caller: Caller, input: unknown) {
  // Checked before the add, not inside its transaction: on PostgreSQL the limit's count takes a
  // connection of its own, which parallel adds holding theirs could wait for forever.
  if (!(await caller.services.cart.findCart(caller.cartSessionId))) await limit(caller, "newCarts");
  const added = await caller.services.cart.add(caller.cartSessionId, parse(AddToCartSchema, input));
  return {
    ...added,
    setCookie: added.created ? cartCookie(added.sessionId, caller.secure) : undefined,
  };
}

/**
 * Sets a line's quantity. A given id that cannot be one of the cart's lines is "not found", as for
 * a removal, through either door; a missing one is a field to fill in.
 */
export async function updateCartLine(caller: Caller, input: unknown) {
  const given = (input as { cartItemId?: unknown } | null)?.cartItemId;
  if (given !== undefined) rowIdOrNotFound(given, "Cart item not found");
  const { cartItemId, quantity } = parse(UpdateCartSchema, input);
  await caller.services.cart.update(caller.cartSessionId, cartItemId, quantity);
}

/** Removes a line; an id that cannot be one of the cart's lines is "not found". */
export async function removeCartLine(caller: Caller, id: unknown) {
  const cartItemId = rowIdOrNotFound(id, "Cart item not found");
  await caller.services.cart.remove(caller.cartSessionId, cartItemId);
}

export async function clearCart(caller: Caller) {
  await caller.services.cart.clear(caller.cartSessionId);
}
