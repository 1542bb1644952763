import type { Kysely, Transaction } from "kysely";
import { originalUnavailableReason, saleStatusOf } from "#core/artwork-sale.ts";
import { unavailableReason } from "#core/cart-problems.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import { type AddToCart, MAX_LINE_QUANTITY } from "#core/schemas/cart-input.ts";
import { nowIso } from "../clock.ts";
import type { RelaxedTransaction } from "../db/relaxed-transaction.ts";
import type { Database } from "../db/schema.ts";
import {
  cartItemCount,
  cartOrNew,
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
  /**
   * Adds an original that can be bought: always one; adding it again keeps the one line (a
   * second add at the same time is absorbed by the unique index). 409 when it cannot be bought.
   */
  function addOriginal(sessionId: string | undefined, artworkId: number) {
    return relaxed(async (trx) => {
      const artwork = await trx
        .selectFrom("artworks")
        .select(["id", "title", "price", "is_for_sale", "sale_state"])
        .where("id", "=", artworkId)
        .executeTakeFirst();
      if (!artwork) throw new NotFound("Artwork not found");
      const status = saleStatusOf({
        isForSale: Boolean(artwork.is_for_sale),
        price: artwork.price,
        saleState: artwork.sale_state,
      });
      const reason = originalUnavailableReason(artwork.title, status);
      if (reason) throw new Conflict(reason);
      const { cart, id, created } = await cartOrNew(trx, sessionId);
      await trx
        .insertInto("cart_items")
        .values({
          cart_session_id: cart.id,
          artwork_id: artwork.id,
          quantity: 1,
          seen_price: artwork.price,
          added_at: nowIso(),
        })
        // Added again from its page: the buyer has now seen its price.
        .onConflict((conflict) =>
          conflict
            .columns(["cart_session_id", "artwork_id"])
            .doUpdateSet({ seen_price: artwork.price }),
        )
        .execute();
      await touch(trx, cart.id);
      return { sessionId: id, created, name: artwork.title };
    });
  }

  return {
    findCart: (sessionId: string | undefined, trx: Db = db) => findCart(trx, sessionId),
    view: (sessionId: string | undefined) => cartView(db, sessionId),
    itemCount: (sessionId: string | undefined) => cartItemCount(db, sessionId),

    /**
     * Adds a product (and variant), or an original, to the visitor's cart, creating the cart on
     * the first add. Returns the session id to keep in the cookie (a new one when there was no
     * valid cart).
     */
    async add(
      sessionId: string | undefined,
      input: AddToCart,
    ): Promise<{ sessionId: string; created: boolean; name: string }> {
      if ("artworkId" in input) return addOriginal(sessionId, input.artworkId);
      return relaxed(async (trx) => {
        const product = await trx
          .selectFrom("products")
          .select(["id", "name", "price", "is_available", "stock"])
          .where("id", "=", input.productId)
          .executeTakeFirst();
        if (!product) throw new NotFound("Product not found");
        const variants = await trx
          .selectFrom("product_variants")
          .select(["name", "price"])
          .where("product_id", "=", product.id)
          .orderBy("position")
          .execute();
        let unitPrice = product.price;
        if (variants.length > 0) {
          const names = variants.map((variant) => variant.name).join(", ");
          if (!input.variant) throw new Invalid(`Please choose a size: ${names}`);
          const variant = variants.find((candidate) => candidate.name === input.variant);
          if (!variant) throw new Invalid(`Unknown size "${input.variant}": choose ${names}`);
          unitPrice = variant.price;
        } else if (input.variant) {
          throw new Invalid(`${product.name} does not come in different sizes`);
        }
        const reason = unavailableReason({
          name: product.name,
          isAvailable: Boolean(product.is_available),
          unitPrice,
          stock: product.stock,
          variantExists: true,
        });
        if (reason) throw new Conflict(reason);

        const { cart, id, created } = await cartOrNew(trx, sessionId);
        const variant = input.variant ?? null;
        let existing = trx
          .selectFrom("cart_items")
          .select(["id", "quantity"])
          .where("cart_session_id", "=", cart.id)
          .where("product_id", "=", product.id);
        existing =
          variant === null
            ? existing.where("variant", "is", null)
            : existing.where("variant", "=", variant);
        const line = await existing.executeTakeFirst();
        const quantity = (line?.quantity ?? 0) + input.quantity;
        if (quantity > MAX_LINE_QUANTITY) {
          throw new Conflict(`You can add at most ${MAX_LINE_QUANTITY} of one item`);
        }
        checkStock(product.name, product.stock, quantity);
        if (line) {
          await trx
            .updateTable("cart_items")
            .set({ quantity, seen_price: unitPrice })
            .where("id", "=", line.id)
            .execute();
        } else {
          await trx
            .insertInto("cart_items")
            .values({
              cart_session_id: cart.id,
              product_id: product.id,
              quantity,
              variant,
              variant_price: variant === null ? null : unitPrice,
              seen_price: unitPrice,
              added_at: nowIso(),
            })
            .execute();
        }
        await touch(trx, cart.id);
        return { sessionId: id, created, name: product.name };
      });
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
          checkStock(current!.name, current!.stock, quantity);
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
