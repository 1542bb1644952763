/**
 * The codes a cart carries beside its lines, a discount code and a gift card's: each is kept in a
 * column of the cart's row, put there by its service (discounts.ts, gift-cards.ts) only once it has
 * been checked against the cart as it stands.
 */
import { type Db, findCart } from "./cart-lines.ts";

/** The cart row's column that holds each kind of code. */
export type CartCodeColumn = "discount_code" | "gift_card_code";

/** The visitor's cart with the code in its `column` (null when none); undefined without a cart. */
export async function cartWithCode(
  trx: Db,
  sessionId: string | undefined,
  column: CartCodeColumn,
): Promise<{ id: number; code: string | null } | undefined> {
  const cart = await findCart(trx, sessionId);
  if (!cart) return undefined;
  const row = await trx
    .selectFrom("cart_sessions")
    .select(column)
    .where("id", "=", cart.id)
    .executeTakeFirstOrThrow();
  return { id: cart.id, code: row[column] };
}

/** Puts `code` in the cart's `column`; null takes it off. */
export async function setCartCode(
  trx: Db,
  cartId: number,
  column: CartCodeColumn,
  code: string | null,
) {
  await trx.updateTable("cart_sessions").set(column, code).where("id", "=", cartId).execute();
}

/** Takes the `column` code off the visitor's cart (nothing to do when there is no cart). */
export async function removeCartCode(
  trx: Db,
  sessionId: string | undefined,
  column: CartCodeColumn,
) {
  const cart = await findCart(trx, sessionId);
  if (cart) await setCartCode(trx, cart.id, column, null);
}
