/**
 * A cart's rows and lines, as plain functions over a database or a transaction: the reads that the
 * cart page, the badge and checkout share, and the small steps every cart write is made of.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { ORIGINAL_CATEGORY, type SaleStatus, saleStatusOf } from "#core/artwork-sale.ts";
import { lineProblem } from "#core/cart-problems.ts";
import type { CartItem } from "#core/cart-totals.ts";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { lineStock } from "#core/variants.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { firstProductImage } from "./catalog-views.ts";

export type Db = Kysely<Database> | Transaction<Database>;

export interface CartView {
  items: CartItem[];
  itemCount: number;
}

/**
 * A cart line with everything checkout needs to price and record it, in minor units. A line holds
 * a product or an original artwork (`artworkId`, quantity 1, category `original`).
 */
export interface CartLine {
  id: number;
  productId: number | null;
  artworkId: number | null;
  /** An original's sale status as it is now (core/artwork-sale.ts); undefined for products. */
  saleStatus?: SaleStatus;
  name: string;
  category: string;
  quantity: number;
  /** The variant's name as it is now (as added, once the variant is removed). */
  variant: string | null;
  /** The variant (null: none, or removed since it was added). */
  variantId: number | null;
  /** The current unit price: the variant's, else the product's; null when there is none. */
  unitPrice: number | null;
  imageUrl: string | null;
  isAvailable: boolean;
  /** What can be bought of the line: its variant's and its product's stock (core/variants.ts). */
  stock: number | null;
  /** False when the line names a variant the product no longer has. */
  variantExists: boolean;
  /** The unit price the buyer was last shown (null: not recorded). */
  seenPrice: number | null;
}

/** A new cart session id: 256 random bits, URL-safe. */
export function newCartSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** A cart cookie value we could have issued (anything else is ignored, never looked up). */
export function isCartSessionId(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * The lines of a cart (by its row id), oldest first, with current product and artwork data; only
 * line `lineId` when given.
 */
export async function readCartLines(db: Db, cartId: number, lineId?: number): Promise<CartLine[]> {
  let query = db
    .selectFrom("cart_items")
    .leftJoin("products", "products.id", "cart_items.product_id")
    .leftJoin("artworks", "artworks.id", "cart_items.artwork_id")
    .leftJoin("product_variants", "product_variants.id", "cart_items.variant_id")
    .select([
      "cart_items.id",
      "cart_items.product_id",
      "cart_items.artwork_id",
      "cart_items.quantity",
      "cart_items.variant",
      "cart_items.seen_price",
      "products.name",
      "products.category",
      "products.price",
      "products.is_available",
      "products.stock",
      "cart_items.variant_id",
      "product_variants.name as variant_name",
      "product_variants.price as variant_price",
      "product_variants.stock as variant_stock",
      "artworks.title as artwork_title",
      "artworks.price as artwork_price",
      "artworks.is_for_sale as artwork_for_sale",
      "artworks.sale_state as artwork_sale_state",
      "artworks.image_url as artwork_image_url",
      firstProductImage(db, "cart_items.product_id").as("image_url"),
    ])
    .where("cart_items.cart_session_id", "=", cartId)
    .orderBy("cart_items.added_at")
    .orderBy("cart_items.id");
  if (lineId !== undefined) query = query.where("cart_items.id", "=", lineId);
  const rows = await query.execute();
  return rows.map((row): CartLine => {
    if (row.artwork_id !== null) {
      const price = row.artwork_price ?? null;
      return {
        id: row.id,
        productId: null,
        artworkId: row.artwork_id,
        saleStatus: saleStatusOf({
          isForSale: Boolean(row.artwork_for_sale),
          price,
          saleState: row.artwork_sale_state ?? "sold",
        }),
        name: row.artwork_title ?? "",
        category: ORIGINAL_CATEGORY,
        quantity: 1,
        variant: null,
        variantId: null,
        unitPrice: price,
        imageUrl: row.artwork_image_url ?? null,
        isAvailable: true,
        stock: null,
        variantExists: true,
        seenPrice: row.seen_price,
      };
    }
    return {
      id: row.id,
      productId: row.product_id,
      artworkId: null,
      name: row.name ?? "",
      category: row.category ?? "",
      quantity: row.quantity,
      variant: row.variant_name ?? row.variant,
      variantId: row.variant_id,
      unitPrice: row.variant ? (row.variant_price ?? null) : (row.price ?? null),
      imageUrl: row.image_url ?? null,
      isAvailable: Boolean(row.is_available),
      stock: lineStock(row.stock ?? null, row.variant_stock ?? null),
      variantExists: !row.variant || row.variant_id !== null,
      seenPrice: row.seen_price,
    };
  });
}

export async function findCart(trx: Db, sessionId: string | undefined) {
  if (!isCartSessionId(sessionId)) return undefined;
  return trx
    .selectFrom("cart_sessions")
    .select(["id", "last_order_id"])
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
}

export async function touch(trx: Db, cartId: number) {
  await trx
    .updateTable("cart_sessions")
    .set({ updated_at: nowIso() })
    .where("id", "=", cartId)
    .execute();
}

/** A line of this cart, or 404: another visitor's line is indistinguishable from none. */
export async function ownLine(trx: Db, cartId: number | undefined, cartItemId: number) {
  const line =
    cartId === undefined
      ? undefined
      : await trx
          .selectFrom("cart_items")
          .select(["id", "product_id", "artwork_id", "variant"])
          .where("id", "=", cartItemId)
          .where("cart_session_id", "=", cartId)
          .executeTakeFirst();
  if (!line) throw new NotFound("Cart item not found");
  return line;
}

export function checkStock(name: string, stock: number | null, wanted: number) {
  if (stock !== null && wanted > stock) {
    throw new Conflict(
      stock === 0 ? `${name} is sold out` : `Only ${stock} of ${name} left in stock`,
    );
  }
}

/** The visitor's cart, or a new one (with the session id to send back). */
export async function cartOrNew(trx: Db, sessionId: string | undefined) {
  const found = await findCart(trx, sessionId);
  if (found) return { cart: found, id: sessionId as string, created: false };
  const id = newCartSessionId();
  const now = nowIso();
  const cart = await trx
    .insertInto("cart_sessions")
    .values({ session_id: id, created_at: now, updated_at: now })
    .returning(["id", "last_order_id"])
    .executeTakeFirstOrThrow();
  return { cart, id, created: true };
}

/** The visitor's cart as the API shows it; an unknown or missing session is an empty cart. */
export async function cartView(db: Db, sessionId: string | undefined): Promise<CartView> {
  const cart = await findCart(db, sessionId);
  if (!cart) return { items: [], itemCount: 0 };
  const lines = await readCartLines(db, cart.id);
  return {
    items: lines.map((line) => ({
      ...problemOf(line),
      id: line.id,
      productId: line.productId,
      artworkId: line.artworkId,
      quantity: line.quantity,
      variant: line.variant,
      variantId: line.variantId,
      unitPrice: line.unitPrice,
      product: {
        name: line.name,
        category: line.category,
        imageUrl: line.imageUrl ?? "",
      },
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** A line's problem as the cart shows it (nothing for a line that can be bought as it stands). */
function problemOf(line: CartLine): Pick<CartItem, "problem" | "problemMessage" | "seenPrice"> {
  const found = lineProblem(line);
  if (!found) return {};
  return {
    problem: found.problem,
    problemMessage: found.message,
    ...(found.problem === "price-changed" ? { seenPrice: line.seenPrice } : {}),
  };
}

/** The sum of quantities in a visitor's cart (0 for an unknown or missing session). */
export async function cartItemCount(db: Db, sessionId: string | undefined): Promise<number> {
  if (!isCartSessionId(sessionId)) return 0;
  const row = await db
    .selectFrom("cart_items")
    .innerJoin("cart_sessions", "cart_sessions.id", "cart_items.cart_session_id")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("cart_items.quantity"), eb.lit(0)).as("count"))
    .where("cart_sessions.session_id", "=", sessionId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
