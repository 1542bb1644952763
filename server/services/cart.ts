import type { Kysely, Transaction } from "kysely";
import { Conflict } from "#core/domain-errors.ts";
import type { AddToCart } from "#core/schemas/cart-input.ts";
import { variantLineName } from "#core/variants.ts";
import type { RelaxedTransaction } from "../db/relaxed-transaction.ts";
import type { Database } from "../db/schema.ts";
import { type Added, addOriginal, addProduct } from "./cart-adds.ts";
import {
  cartItemCount,
  cartView,
  checkStock,
  findCart,
  ownLine,
  readCartLines,
  touch,
} from "./cart-lines.ts";

type Db = Kysely<Database> | Transaction<Database>;

export { unavailableReason } from "#core/cart-problems.ts";
export {
  type CartLine,
  type CartView,
  isCartSessionId,
  newCartSessionId,
  readCartLines,
} from "./cart-lines.ts";

/**
 * Cart writes (reads and steps in cart-lines.ts). Prices always come from the catalogue, never from
 * a client; `relaxed` runs the writes (decision 015: a cart may be lost to a power cut).
 */
export function createCartService(db: Kysely<Database>, relaxed: RelaxedTransaction) {
  return {
    findCart: (sessionId: string | undefined, trx: Db = db) => findCart(trx, sessionId),
    view: (sessionId: string | undefined) => cartView(db, sessionId),
    itemCount: (sessionId: string | undefined) => cartItemCount(db, sessionId),

    /**
     * Adds a product (and variant), or an original, to the visitor's cart, creating the cart on
     * the first add. Returns the session id to keep in the cookie (a new one when there was no
     * valid cart).
     */
    async add(sessionId: string | undefined, input: AddToCart): Promise<Added> {
      return relaxed((trx) =>
        "artworkId" in input
          ? addOriginal(trx, sessionId, input.artworkId)
          : addProduct(trx, sessionId, input),
      );
    },

    /**
     * Sets a line's quantity (1 or more; the stock permitting). An original's stays 1 (409). The
     * buyer changing a line has seen its current price: a price change is accepted so.
     */
    async update(sessionId: string | undefined, cartItemId: number, quantity: number) {
      await relaxed(async (trx) => {
        const cart = await findCart(trx, sessionId);
        const line = await ownLine(trx, cart?.id, cartItemId);
        const [current] = await readCartLines(trx, cart!.id, line.id);
        if (line.product_id === null) {
          if (quantity !== 1)
            throw new Conflict(`${current!.name} is an original: there is only one`);
        } else {
          checkStock(variantLineName(current!.name, current!.variant), current!.stock, quantity);
        }
        await trx
          .updateTable("cart_items")
          .set({ quantity, seen_price: current!.unitPrice })
          .where("id", "=", line.id)
          .execute();
        await touch(trx, cart!.id);
      });
    },

    /** Removes one line of the visitor's cart. */
    async remove(sessionId: string | undefined, cartItemId: number) {
      await relaxed(async (trx) => {
        const cart = await findCart(trx, sessionId);
        const line = await ownLine(trx, cart?.id, cartItemId);
        await trx.deleteFrom("cart_items").where("id", "=", line.id).execute();
        await touch(trx, cart!.id);
      });
    },

    /** Empties the visitor's cart (nothing to do when there is none). */
    async clear(sessionId: string | undefined) {
      const cart = await findCart(db, sessionId);
      if (!cart) return;
      await db.deleteFrom("cart_items").where("cart_session_id", "=", cart.id).execute();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
