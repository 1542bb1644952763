import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { artTypeFor } from "#core/art-categories.ts";
import { familyOf } from "#core/catalogue.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import { MAX_FEATURED, TOO_MANY_FEATURED } from "#core/featured-artworks.ts";
import { mediaKeyOf } from "#core/media-urls.ts";
import { OPEN_STATUSES } from "#core/order-status.ts";
import type {
  ArtworkCreateSchema,
  ArtworkUpdateSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  SnapCardCreateSchema,
  SnapCardUpdateSchema,
} from "#core/schemas/content-input.ts";
import { sizesOf } from "#core/storefront.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

const isSnapCategory = (category: string) => familyOf(category)?.id === "snap-cards";

/**
 * A snap product's edition after an edit: the one asked for, else the one it had, else "cat" (a
 * product that only now becomes a snap item). Editing never changes the edition unless asked.
 */
function editionAfterEdit(
  category: string,
  asked: string | null | undefined,
  current: string | null,
): string | null {
  if (!isSnapCategory(category)) return null;
  return asked ?? current ?? "cat";
}

/**
 * The owner's catalogue edits: products (with ordered images and card sizes), artworks and snap
 * cards. Image URLs must be images uploaded to this site. Reads go through the catalogue service,
 * so the public pages and lists show a change at once.
 */
export function createContentService(db: Kysely<Database>) {
  /** The media key of each URL; 400 for one that is not an uploaded image here. */
  async function mediaKeys(trx: Db, urls: readonly string[]): Promise<string[]> {
    const keys = urls.map((url) => mediaKeyOf(url));
    const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
    const found = wanted.length
      ? await trx.selectFrom("media_assets").select("key").where("key", "in", wanted).execute()
      : [];
    const known = new Set(found.map((row) => row.key));
    return keys.map((key, index) => {
      if (!key || !known.has(key))
        throw new Invalid(`Unknown image: ${urls[index]}`, {
          imageUrls: "Use an image uploaded to this site",
        });
      return key;
    });
  }

  async function replaceImages(trx: Db, productId: number, urls: readonly string[]) {
    const keys = await mediaKeys(trx, urls);
    await trx.deleteFrom("product_images").where("product_id", "=", productId).execute();
    await trx
      .insertInto("product_images")
      .values(
        urls.map((url, position) => ({
          product_id: productId,
          url,
          media_key: keys[position] ?? null,
          position,
        })),
      )
      .execute();
  }

  async function ensureCardVariants(trx: Db, productId: number, category: string) {
    await trx.deleteFrom("product_variants").where("product_id", "=", productId).execute();
    const sizes = sizesOf(category);
    if (sizes.length === 0) return;
    await trx
      .insertInto("product_variants")
      .values(
        sizes.map(({ name, price }, position) => ({
          product_id: productId,
          name,
          price,
          position,
        })),
      )
      .execute();
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

  /**
   * A demo record the owner edits becomes theirs, so removing the demo keeps it (PRODUCT.md §11):
   * new words, pictures or prices count; reordering, featuring or hiding do not.
   */
  const owned = (edited: unknown) => (edited ? { is_demo: false } : {});

  async function remove(table: "products" | "artworks" | "snap_cards", id: number, what: string) {
    const result = await db.deleteFrom(table).where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFound(`${what} not found`);
  }

  return {
    /** Creates a product; the first image is its thumbnail. Returns its id. */
    async createProduct(input: z.output<typeof ProductCreateSchema>): Promise<number> {
      const urls = input.imageUrls?.length
        ? input.imageUrls
        : input.imageUrl
          ? [input.imageUrl]
          : [];
      if (urls.length === 0)
        throw new Invalid("At least one image is required", {
          imageUrls: "At least one image is required",
        });
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const { id } = await trx
          .insertInto("products")
          .values({
            name: input.name,
            description: input.description,
            price: input.price,
            category: input.category,
            subcategory: isSnapCategory(input.category) ? (input.subcategory ?? "cat") : null,
            is_available: input.isAvailable,
            external_url: input.externalUrl,
            sort_order: input.order ?? null,
            stock: input.stock ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await replaceImages(trx, id, urls);
        await ensureCardVariants(trx, id, input.category);
        return id;
      });
    },

    /** Changes any of a product's fields; images are replaced in the order given. */
    async updateProduct(id: number, input: z.output<typeof ProductUpdateSchema>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("products")
          .select(["category", "subcategory"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!current) throw new NotFound("Product not found");
        const category = input.category ?? current.category;
        const set = {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.category !== undefined ? { category } : {}),
          ...(input.subcategory !== undefined || input.category !== undefined
            ? { subcategory: editionAfterEdit(category, input.subcategory, current.subcategory) }
            : {}),
          ...(input.isAvailable !== undefined ? { is_available: input.isAvailable } : {}),
          ...(input.externalUrl !== undefined ? { external_url: input.externalUrl } : {}),
          ...(input.stock !== undefined ? { stock: input.stock } : {}),
          ...(input.order !== undefined ? { sort_order: input.order } : {}),
        };
        const { is_available: _shown, sort_order: _order, ...content } = set;
        await trx
          .updateTable("products")
          .set({
            ...set,
            ...owned(Object.keys(content).length > 0 || input.imageUrls),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .execute();
        if (input.imageUrls) await replaceImages(trx, id, input.imageUrls);
        if (input.category !== undefined && input.category !== current.category)
          await ensureCardVariants(trx, id, category);
      });
    },

    deleteProduct: (id: number) => remove("products", id, "Product"),

    /** Adds an artwork from an uploaded image. Returns its id. */
    async createArtwork(input: z.output<typeof ArtworkCreateSchema>): Promise<number> {
      const [key] = await mediaKeys(db, [input.imageUrl]);
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        if (input.isFeatured) await roomToFeature(trx);
        const { id } = await trx
          .insertInto("artworks")
          .values({
            title: input.title,
            description: input.description,
            image_url: input.imageUrl,
            media_key: key ?? null,
            category: input.category,
            subcategory: input.artType,
            art_type: input.artType,
            medium: input.medium,
            year: input.year ?? null,
            dimensions: input.dimensions,
            alt_text: input.altText,
            is_featured: input.isFeatured,
            sort_order: input.displayOrder ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return id;
      });
    },

    /**
     * Changes any of an artwork's fields (PRODUCT.md §7). The art type is kept to what the
     * category it ends up in knows; a seventh featured artwork is refused.
     */
    async updateArtwork(id: number, input: z.output<typeof ArtworkUpdateSchema>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("artworks")
          .select(["category", "art_type", "is_featured", "sale_state"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!current) throw new NotFound("Artwork not found");
        if (input.saleStatus !== undefined && input.saleStatus !== current.sale_state)
          await noOpenOrderHolds(trx, id);
        if (input.isFeatured && !current.is_featured) await roomToFeature(trx);
        const category = input.category ?? current.category;
        const artType =
          input.artType !== undefined || input.category !== undefined
            ? artTypeFor(category, input.artType !== undefined ? input.artType : current.art_type)
            : undefined;
        const set = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.category !== undefined ? { category } : {}),
          ...(artType !== undefined ? { art_type: artType, subcategory: artType } : {}),
          ...(input.medium !== undefined ? { medium: input.medium } : {}),
          ...(input.year !== undefined ? { year: input.year } : {}),
          ...(input.dimensions !== undefined ? { dimensions: input.dimensions } : {}),
          ...(input.altText !== undefined ? { alt_text: input.altText } : {}),
          ...(input.isFeatured !== undefined ? { is_featured: input.isFeatured } : {}),
          ...(input.displayOrder !== undefined ? { sort_order: input.displayOrder } : {}),
          ...(input.isForSale !== undefined ? { is_for_sale: input.isForSale } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.saleStatus !== undefined ? { sale_state: input.saleStatus } : {}),
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
          .set({ ...set, ...owned(Object.keys(content).length > 0), updated_at: nowIso() })
          .where("id", "=", id)
          .execute();
      });
    },

    deleteArtwork: (id: number) => remove("artworks", id, "Artwork"),

    /** Adds a snap card from an uploaded image. Returns its id. */
    async createSnapCard(input: z.output<typeof SnapCardCreateSchema>): Promise<number> {
      const [key] = await mediaKeys(db, [input.imageUrl]);
      const { id } = await db
        .insertInto("snap_cards")
        .values({
          title: input.title,
          name: input.name,
          description: input.description,
          image_url: input.imageUrl,
          media_key: key ?? null,
          category: input.category,
          subcategory: input.subcategory,
          alt_text: input.altText,
          sort_order: input.order ?? null,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Changes a snap card's title, edition, alt text or display order (PRODUCT.md §7). */
    async updateSnapCard(id: number, input: z.output<typeof SnapCardUpdateSchema>): Promise<void> {
      const set = {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.subcategory !== undefined ? { subcategory: input.subcategory } : {}),
        ...(input.altText !== undefined ? { alt_text: input.altText } : {}),
        ...(input.displayOrder !== undefined ? { sort_order: input.displayOrder } : {}),
      };
      const { sort_order: _order, ...content } = set;
      // An empty change still has to find the card: set its id to itself.
      const result = await db
        .updateTable("snap_cards")
        .set(
          Object.keys(set).length > 0
            ? { ...set, ...owned(Object.keys(content).length > 0) }
            : { id },
        )
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new NotFound("Snap card not found");
    },

    deleteSnapCard: (id: number) => remove("snap_cards", id, "Snap card"),

    /** The admin sidebar's counts and system status. */
    async counts() {
      const count = (table: "products" | "artworks" | "snap_cards") =>
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
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
