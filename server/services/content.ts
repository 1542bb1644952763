import type { Kysely } from "kysely";
import { OPEN_STATUSES } from "#core/order-status.ts";
import type { Database } from "../db/schema.ts";
import { bound } from "./bound.ts";
import {
  createArtwork,
  createSnapCard,
  updateArtwork,
  updateSnapCard,
} from "./content-artworks.ts";
import { createProduct, updateProduct } from "./content-products.ts";
import { type ContentTable, removeRow } from "./content-rows.ts";
import type { MediaService } from "./media.ts";
import { discardUnused } from "./media-usage.ts";

/** The admin sidebar's counts and system status. */
export async function contentCounts(db: Kysely<Database>) {
  const count = (table: ContentTable) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [products, artworks, snapCards, multiImage, pendingOrders, unreadMessages] =
    await Promise.all([
      count("products"),
      count("artworks"),
      count("snap_cards"),
      db
        .selectFrom("product_images")
        .select("product_id")
        .groupBy("product_id")
        .having((eb) => eb.fn.countAll(), ">", 1)
        .execute()
        .then((rows) => rows.length),
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "in", OPEN_STATUSES)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
      db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("read_at", "is", null)
        .where("is_spam", "=", false)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
    ]);
  return { products, artworks, snapCards, multiImage, pendingOrders, unreadMessages };
}

/**
 * The owner's catalogue edits: products (with ordered images and card sizes: content-products.ts),
 * artworks and snap cards (content-artworks.ts). Image URLs must be images uploaded to this site.
 * Reads go through the catalogue service, so the public pages and lists show a change at once.
 * A picture an update replaced is deleted once nothing else shows it (media-usage.ts).
 */
export function createContentService(db: Kysely<Database>, media: Pick<MediaService, "discard">) {
  /** The update, then the deletion of the pictures it let go of (after its transaction). */
  const replacing =
    <I>(update: (db: Kysely<Database>, id: number, input: I) => Promise<string[]>) =>
    async (id: number, input: I): Promise<void> => {
      await discardUnused(db, media, await update(db, id, input));
    };
  return {
    createProduct: bound(db, createProduct),
    updateProduct: replacing(updateProduct),
    deleteProduct: (id: number) => removeRow(db, "products", id, "Product"),
    createArtwork: bound(db, createArtwork),
    updateArtwork: replacing(updateArtwork),
    deleteArtwork: (id: number) => removeRow(db, "artworks", id, "Artwork"),
    createSnapCard: bound(db, createSnapCard),
    updateSnapCard: replacing(updateSnapCard),
    deleteSnapCard: (id: number) => removeRow(db, "snap_cards", id, "Snap card"),
    counts: bound(db, contentCounts),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
