/**
 * What a wait may be for, and when it is over: a product that is sold out (every variant, or its
 * own stock at nought) or coming soon, and an original an unpaid order holds. The rules are the
 * shop's own (core/storefront.ts, core/artwork-sale.ts), read from the rows as they are now.
 */
import type { Kysely, Transaction } from "kysely";
import { artworkPath } from "#core/artwork-path.ts";
import { saleStatusOf } from "#core/artwork-sale.ts";
import type { NotifyItem } from "#core/notify.ts";
import { buyState, productPath } from "#core/storefront.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** An item's standing for a wait: buyable now, worth waiting for, or never coming back. */
export type ItemStanding = "buyable" | "waitable" | "never";

export interface ItemState {
  /** `product:{id}` or `artwork:{id}`: the key a wait is stored under. */
  key: string;
  name: string;
  /** Its public page. */
  path: string;
  standing: ItemStanding;
}

/** The key of the item a wait is stored under. */
export const itemKey = (item: NotifyItem) =>
  "productId" in item ? `product:${item.productId}` : `artwork:${item.artworkId}`;

/** The item of a stored key. */
export function itemOfKey(key: string): NotifyItem | undefined {
  const match = /^(product|artwork):(\d+)$/.exec(key);
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === "product" ? { productId: id } : { artworkId: id };
}

/** The item as it stands now, or undefined when there is no such item. */
export async function itemState(db: Db, item: NotifyItem): Promise<ItemState | undefined> {
  if ("productId" in item) {
    const product = await db
      .selectFrom("products")
      .select(["id", "name", "category", "price", "stock", "is_available"])
      .where("id", "=", item.productId)
      .executeTakeFirst();
    if (!product) return undefined;
    const variants = await db
      .selectFrom("product_variants")
      .select(["price", "stock"])
      .where("product_id", "=", product.id)
      .execute();
    const state = buyState({
      isAvailable: Boolean(product.is_available),
      price: product.price,
      stock: product.stock,
      variants,
    });
    return {
      key: itemKey(item),
      name: product.name,
      path: productPath(product.category, product.id),
      standing: state === "buy" ? "buyable" : state === "inquire" ? "never" : "waitable",
    };
  }
  const artwork = await db
    .selectFrom("artworks")
    .select(["id", "title", "is_for_sale", "price", "sale_state"])
    .where("id", "=", item.artworkId)
    .executeTakeFirst();
  if (!artwork) return undefined;
  const status = saleStatusOf({
    isForSale: Boolean(artwork.is_for_sale),
    price: artwork.price,
    saleState: artwork.sale_state,
  });
  return {
    key: itemKey(item),
    name: artwork.title,
    path: artworkPath(artwork),
    standing: status === "available" ? "buyable" : status === "reserved" ? "waitable" : "never",
  };
}
