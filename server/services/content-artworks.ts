/**
 * The owner's artwork and snap card edits: a snap card is a record of one uploaded image, an
 * artwork of up to twelve (artwork-images.ts). An original's sale state is the open order's to
 * decide while one holds it; at most six artworks are featured. A new picture replaces the old in
 * place: the record, its address and its states stay, and the update answers with the pictures it
 * let go of, for content.ts to delete once nothing else shows them. Plain functions over the
 * database; content.ts binds them.
 */
import type { Kysely } from "kysely";
import type { z } from "zod";
import { artTypeFor } from "#core/art-categories.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import { MAX_FEATURED, TOO_MANY_FEATURED } from "#core/featured-artworks.ts";
import { OPEN_STATUSES } from "#core/order-status.ts";
import type {
  ArtworkCreateSchema,
  ArtworkUpdateSchema,
  SnapCardCreateSchema,
  SnapCardUpdateSchema,
} from "#core/schemas/content-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";
import { artworkKeys, coverColumns, replaceLaterPhotos } from "./artwork-images.ts";
import { type Db, type FieldColumns, givenColumns, mediaKeys, owned } from "./content-rows.ts";

/** An artwork's form fields stored as they are, when created and when edited. */
const ARTWORK_COLUMNS = {
  title: "title",
  description: "description",
  medium: "medium",
  year: "year",
  dimensions: "dimensions",
  altText: "alt_text",
  isFeatured: "is_featured",
  displayOrder: "sort_order",
  isForSale: "is_for_sale",
  price: "price",
  saleStatus: "sale_state",
} as const satisfies FieldColumns<z.output<typeof ArtworkUpdateSchema>, Database["artworks"]>;

/** The snap card fields an edit stores as they are (its picture takes its media key too). */
const SNAP_CARD_COLUMNS = {
  title: "title",
  name: "name",
  description: "description",
  subcategory: "subcategory",
  altText: "alt_text",
  displayOrder: "sort_order",
} as const satisfies FieldColumns<z.output<typeof SnapCardUpdateSchema>, Database["snap_cards"]>;

/** What a new artwork and a new snap card both store: a titled record of one uploaded picture. */
async function pictureColumns(
  db: Db,
  input: Pick<
    z.output<typeof ArtworkCreateSchema> | z.output<typeof SnapCardCreateSchema>,
    "title" | "description" | "imageUrl" | "category" | "altText"
  >,
) {
  const [key] = await mediaKeys(db, [input.imageUrl]);
  return {
    title: input.title,
    description: input.description,
    image_url: input.imageUrl,
    media_key: key ?? null,
    category: input.category,
    alt_text: input.altText,
  };
}

/**
 * Refuses to change the sale state of an original an open order holds: the order decides it
 * (reserved until paid, sold once paid, available again if cancelled).
 */
async function noOpenOrderHolds(trx: Db, artworkId: number) {
  const holder = await trx
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select("orders.order_number")
    .where("order_items.artwork_id", "=", artworkId)
    // A line whose original was released no longer holds it.
    .where("order_items.released_at", "is", null)
    .where("orders.status", "in", [...OPEN_STATUSES])
    .executeTakeFirst();
  if (holder) {
    const message = `Order ${holder.order_number} holds this piece: it is sold when the order is paid and available again if it is cancelled`;
    throw new Conflict(message, { saleStatus: message });
  }
}

/** Refuses a featured artwork beyond {@link MAX_FEATURED} (PRODUCT.md §9). */
async function roomToFeature(trx: Db) {
  const { n } = await trx
    .selectFrom("artworks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_featured", "=", true)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_FEATURED)
    throw new Conflict(TOO_MANY_FEATURED, { isFeatured: TOO_MANY_FEATURED });
}

/** Adds an artwork from an uploaded image. Returns its id. */
export async function createArtwork(
  db: Kysely<Database>,
  input: z.output<typeof ArtworkCreateSchema>,
): Promise<number> {
  return db.transaction().execute((trx) => insertArtwork(trx, input));
}

/** Adds an artwork inside the caller's transaction (a commission's finished piece, say). */
export async function insertArtwork(
  trx: Db,
  input: z.output<typeof ArtworkCreateSchema>,
): Promise<number> {
  const picture = await pictureColumns(trx, input);
  if (input.isFeatured) await roomToFeature(trx);
  const now = nowIso();
  return insertRow(trx, "artworks", {
    ...picture,
    ...givenColumns(input, ARTWORK_COLUMNS),
    subcategory: input.artType,
    art_type: input.artType,
    created_at: now,
    updated_at: now,
  });
}

/** What a changed picture sets on the artwork row: the photos' cover, or the new cover alone. */
async function pictureChange(trx: Db, id: number, input: z.output<typeof ArtworkUpdateSchema>) {
  if (input.images && input.imageUrl !== undefined)
    throw new Invalid("Give imageUrl (a new cover) or images (every photo), not both", {
      imageUrl: "Give imageUrl or images, not both",
    });
  if (input.images) {
    const cover = await coverColumns(trx, input.images);
    await replaceLaterPhotos(trx, id, input.images.slice(1));
    return cover;
  }
  if (input.imageUrl === undefined) return {};
  const [key] = await mediaKeys(trx, [input.imageUrl]);
  return { image_url: input.imageUrl, media_key: key ?? null };
}

/**
 * Changes any of an artwork's fields (PRODUCT.md §7). The art type is kept to what the category
 * it ends up in knows; a seventh featured artwork is refused. Returns the pictures it let go of.
 */
export async function updateArtwork(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof ArtworkUpdateSchema>,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("artworks")
      .select(["category", "art_type", "is_featured", "sale_state"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound("Artwork not found"));
    if (input.saleStatus !== undefined && input.saleStatus !== current.sale_state)
      await noOpenOrderHolds(trx, id);
    if (input.isFeatured && !current.is_featured) await roomToFeature(trx);
    const category = input.category ?? current.category;
    const artType =
      input.artType !== undefined || input.category !== undefined
        ? artTypeFor(category, input.artType !== undefined ? input.artType : current.art_type)
        : undefined;
    // Only a new picture lets one go: other edits skip the look-ups.
    const replacing = input.images !== undefined || input.imageUrl !== undefined;
    const before = replacing ? await artworkKeys(trx, id) : [];
    const set = {
      ...givenColumns(input, ARTWORK_COLUMNS),
      ...(input.category !== undefined ? { category } : {}),
      ...(artType !== undefined ? { art_type: artType, subcategory: artType } : {}),
      ...(await pictureChange(trx, id, input)),
    };
    const {
      is_featured: _featured,
      sort_order: _order,
      is_for_sale: _forSale,
      sale_state: _state,
      ...content
    } = set;
    await trx
      .updateTable("artworks")
      .set({
        ...set,
        ...owned(Object.keys(content).length > 0 || input.images),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    const after = new Set(replacing ? await artworkKeys(trx, id) : []);
    return before.filter((key) => !after.has(key));
  });
}

/** Adds a snap card from an uploaded image. Returns its id. */
export async function createSnapCard(
  db: Kysely<Database>,
  input: z.output<typeof SnapCardCreateSchema>,
): Promise<number> {
  return insertRow(db, "snap_cards", {
    ...(await pictureColumns(db, input)),
    name: input.name,
    subcategory: input.subcategory,
    sort_order: input.order ?? null,
    created_at: nowIso(),
  });
}

/**
 * Changes a snap card's title, name, description, picture, edition, alt text or display order
 * (PRODUCT.md §7). Returns the picture it let go of, if it was given a new one.
 */
export async function updateSnapCard(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof SnapCardUpdateSchema>,
): Promise<string[]> {
  const [key] = input.imageUrl !== undefined ? await mediaKeys(db, [input.imageUrl]) : [];
  const before =
    key === undefined
      ? undefined
      : await db
          .selectFrom("snap_cards")
          .select("media_key")
          .where("id", "=", id)
          .executeTakeFirst();
  const set = {
    ...givenColumns(input, SNAP_CARD_COLUMNS),
    ...(input.imageUrl !== undefined ? { image_url: input.imageUrl, media_key: key ?? null } : {}),
  };
  const { sort_order: _order, ...content } = set;
  // An empty change still has to find the card: set its id to itself.
  const result = await db
    .updateTable("snap_cards")
    .set(
      Object.keys(set).length > 0 ? { ...set, ...owned(Object.keys(content).length > 0) } : { id },
    )
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFound("Snap card not found");
  return before?.media_key && key !== undefined && key !== before.media_key
    ? [before.media_key]
    : [];
}
