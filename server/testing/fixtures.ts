import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const NOW = "2026-01-01T00:00:00.000Z";

/** The card sizes of PRODUCT.md §9 (prices in minor units). */
export const CARD_VARIANTS = [
  { name: "Large", price: 400 },
  { name: "Small Square", price: 300 },
  { name: "Small Rectangle", price: 300 },
];

/** The demo cards' sizes (PRODUCT.md §7) as the owner sends them with a product (issue #25). */
export const CARD_SIZES_INPUT = [
  { name: "Large 15x21cm", price: "4.00" },
  { name: "Small Square 12x12cm", price: "3.00" },
  { name: "Small Rectangle 10x15cm", price: "3.00" },
];

/** Inserts an artwork (no image files) and returns its id. */
export async function addArtwork(
  db: Kysely<Database>,
  values: Partial<Insertable<Database["artworks"]>> & { title: string; category: string },
): Promise<number> {
  return insertReturningId(db, "artworks", {
    description: null,
    image_url: `/media/${"a".repeat(32)}/600.webp`,
    created_at: NOW,
    updated_at: NOW,
    ...values,
  });
}

/** Inserts a product with image URLs and optional variants (prices in minor units). */
export async function addProduct(
  db: Kysely<Database>,
  values: { name: string; category: string; price: number | null } & Partial<
    Insertable<Database["products"]>
  >,
  extra: { images?: string[]; variants?: Array<{ name: string; price: number }> } = {},
): Promise<number> {
  const id = await insertReturningId(db, "products", {
    description: `${values.name} description`,
    created_at: NOW,
    updated_at: NOW,
    ...values,
  });
  const images = extra.images ?? [`/media/${"b".repeat(32)}/400.webp`];
  if (images.length > 0) {
    await db
      .insertInto("product_images")
      .values(images.map((url, position) => ({ product_id: id, url, media_key: null, position })))
      .execute();
  }
  if (extra.variants?.length) {
    await db
      .insertInto("product_variants")
      .values(extra.variants.map((variant, position) => ({ product_id: id, ...variant, position })))
      .execute();
  }
  return id;
}

export async function addSnapCard(
  db: Kysely<Database>,
  values: { title: string } & Partial<Insertable<Database["snap_cards"]>>,
): Promise<number> {
  return insertReturningId(db, "snap_cards", {
    image_url: `/media/${"c".repeat(32)}/400.webp`,
    created_at: NOW,
    ...values,
  });
}

/** The greetings card of the API tests: £4, in the card sizes of PRODUCT.md §9. */
export function addRobinCard(db: Kysely<Database>): Promise<number> {
  return addProduct(
    db,
    { name: "Robin card", category: "cards", price: 400 },
    { variants: CARD_VARIANTS },
  );
}

/** A £4 coaster (with one stock image), with any other columns given. */
export function addCoaster(
  db: Kysely<Database>,
  name: string,
  values: Partial<Insertable<Database["products"]>> = {},
): Promise<number> {
  return addProduct(db, { name, category: "coasters", price: 400, ...values });
}

/** Inserts one row and returns its id. */
async function insertReturningId(
  db: Kysely<Database>,
  table: "artworks" | "products" | "snap_cards",
  values: Record<string, unknown>,
): Promise<number> {
  const { id } = await db
    .insertInto(table)
    .values(values as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** How many rows `table` holds (a number on both engines: PostgreSQL counts in a bigint). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    // Any table: the count's type does not depend on which.
    .selectFrom(table as "orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stock of product `id` as stored (null: not tracked). */
export async function stockOf(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("products")
    .select("stock")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.stock;
}
