import type { Transaction } from "kysely";
import { originalUnavailableReason, saleStatusOf } from "#core/artwork-sale.ts";
import { unavailableReason } from "#core/cart-problems.ts";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { type AddToCart, MAX_LINE_QUANTITY } from "#core/schemas/cart-input.ts";
import { lineStock, variantLineName } from "#core/variants.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { cartOrNew, checkStock, touch } from "./cart-lines.ts";
import { chosenVariant } from "./product-variants.ts";

/** What an add answers: the session id to keep in the cookie, and the name of what was added. */
export interface Added {
  sessionId: string;
  created: boolean;
  name: string;
}

/**
 * Adds an original that can be bought: always one; adding it again keeps the one line (a second
 * add at the same time is absorbed by the unique index). 409 when it cannot be bought.
 */
export async function addOriginal(
  trx: Transaction<Database>,
  sessionId: string | undefined,
  artworkId: number,
): Promise<Added> {
  const artwork = await trx
    .selectFrom("artworks")
    .select(["id", "title", "price", "is_for_sale", "sale_state"])
    .where("id", "=", artworkId)
    .executeTakeFirstOrThrow(() => new NotFound("Artwork not found"));
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
}

/**
 * Adds a product (in a variant, for one that has them) at the catalogue's price: a line of its
 * own, or more of a line already there, within the line's limit and the stock (the variant's and
 * the product's). 409 naming the variant when it is sold out.
 */
export async function addProduct(
  trx: Transaction<Database>,
  sessionId: string | undefined,
  input: Exclude<AddToCart, { artworkId: number }>,
): Promise<Added> {
  const product = await trx
    .selectFrom("products")
    .select(["id", "name", "price", "is_available", "stock"])
    .where("id", "=", input.productId)
    .executeTakeFirstOrThrow(() => new NotFound("Product not found"));
  const variant = await chosenVariant(trx, product, input);
  const unitPrice = variant ? variant.price : product.price;
  const stock = lineStock(product.stock, variant?.stock ?? null);
  const reason = unavailableReason({
    name: product.name,
    variant: variant?.name,
    isAvailable: Boolean(product.is_available),
    unitPrice,
    stock,
    variantExists: true,
  });
  if (reason) throw new Conflict(reason);

  const { cart, id, created } = await cartOrNew(trx, sessionId);
  let existing = trx
    .selectFrom("cart_items")
    .select(["id", "quantity"])
    .where("cart_session_id", "=", cart.id)
    .where("product_id", "=", product.id);
  existing = variant
    ? existing.where("variant_id", "=", variant.id)
    : existing.where("variant", "is", null);
  const line = await existing.executeTakeFirst();
  const quantity = (line?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) {
    throw new Conflict(`You can add at most ${MAX_LINE_QUANTITY} of one item`);
  }
  checkStock(variantLineName(product.name, variant?.name ?? null), stock, quantity);
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
        variant: variant?.name ?? null,
        variant_id: variant?.id ?? null,
        variant_price: variant ? unitPrice : null,
        seen_price: unitPrice,
        added_at: nowIso(),
      })
      .execute();
  }
  await touch(trx, cart.id);
  return { sessionId: id, created, name: product.name };
}
