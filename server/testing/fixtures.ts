import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const NOW = "2026-01-01T00:00:00.000Z";

/** Inserts an artwork (no image files) and returns its id. */
export async function addArtwork(
  db: Kysely<Database>,
  values: Partial<Insertable<Database["artworks"]>> & { title: string; category: string },
): Promise<number> {
  const row = await db
    .insertInto("artworks")
    .values({
      description: null,
      image_url: `/media/${"a".repeat(32)}/600.webp`,
      created_at: NOW,
      updated_at: NOW,
      ...values,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a product with image URLs and optional variants (prices in minor units). */
export async function addProduct(
  db: Kysely<Database>,
  values: { name: string; category: string; price: number | null } & Partial<
    Insertable<Database["products"]>
  >,
  extra: { images?: string[]; variants?: Array<{ name: string; price: number }> } = {},
): Promise<number> {
  const { id } = await db
    .insertInto("products")
    .values({
      description: `${values.name} description`,
      created_at: NOW,
      updated_at: NOW,
      ...values,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
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
  const { id } = await db
    .insertInto("snap_cards")
    .values({ image_url: `/media/${"c".repeat(32)}/400.webp`, created_at: NOW, ...values } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
