/**
 * The owner's product edits: a product with its ordered images and its variants
 * (product-variants.ts). Plain functions over the database; content.ts binds them.
 */
import type { Kysely } from "kysely";
import type { z } from "zod";
import { familyOf } from "#core/catalogue.ts";
import { Invalid, NotFound } from "#core/domain-errors.ts";
import type { ProductCreateSchema, ProductUpdateSchema } from "#core/schemas/content-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";
import { checkCollection } from "./collections.ts";
import { type Db, type FieldColumns, givenColumns, mediaKeys, owned } from "./content-rows.ts";
import { saveVariants } from "./product-variants.ts";

/** A product's form fields and the columns they are stored in, when created and when edited. */
const PRODUCT_COLUMNS = {
  name: "name",
  description: "description",
  price: "price",
  isAvailable: "is_available",
  externalUrl: "external_url",
  stock: "stock",
  order: "sort_order",
} as const satisfies FieldColumns<z.output<typeof ProductUpdateSchema>, Database["products"]>;

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

/** Creates a product; the first image is its thumbnail. Returns its id. */
export async function createProduct(
  db: Kysely<Database>,
  input: z.output<typeof ProductCreateSchema>,
): Promise<number> {
  const urls = input.imageUrls?.length ? input.imageUrls : input.imageUrl ? [input.imageUrl] : [];
  if (urls.length === 0)
    throw new Invalid("At least one image is required", {
      imageUrls: "At least one image is required",
    });
  return db.transaction().execute(async (trx) => {
    await checkCollection(trx, input.category);
    const now = nowIso();
    const id = await insertRow(trx, "products", {
      ...givenColumns(input, PRODUCT_COLUMNS),
      category: input.category,
      subcategory: isSnapCategory(input.category) ? (input.subcategory ?? "cat") : null,
      created_at: now,
      updated_at: now,
    });
    await replaceImages(trx, id, urls);
    if (input.variants) await saveVariants(trx, id, input.variants);
    return id;
  });
}

/** The media keys of a product's images. */
const productKeys = async (db: Db, productId: number) =>
  (
    await db
      .selectFrom("product_images")
      .select("media_key")
      .where("product_id", "=", productId)
      .execute()
  ).flatMap((row) => (row.media_key ? [row.media_key] : []));

/**
 * Changes any of a product's fields; images are replaced in the order given, in place (the
 * product, its cart lines and orders stay). Returns the pictures it let go of.
 */
export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof ProductUpdateSchema>,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("products")
      .select(["category", "subcategory"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound("Product not found"));
    if (input.category !== undefined) await checkCollection(trx, input.category);
    const category = input.category ?? current.category;
    const set = {
      ...givenColumns(input, PRODUCT_COLUMNS),
      ...(input.category !== undefined ? { category } : {}),
      ...(input.subcategory !== undefined || input.category !== undefined
        ? { subcategory: editionAfterEdit(category, input.subcategory, current.subcategory) }
        : {}),
    };
    const { is_available: _shown, sort_order: _order, ...content } = set;
    await trx
      .updateTable("products")
      .set({
        ...set,
        ...owned(Object.keys(content).length > 0 || input.imageUrls || input.variants),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    const before = input.imageUrls ? await productKeys(trx, id) : [];
    if (input.imageUrls) await replaceImages(trx, id, input.imageUrls);
    if (input.variants) await saveVariants(trx, id, input.variants);
    const after = new Set(input.imageUrls ? await productKeys(trx, id) : []);
    return before.filter((key) => !after.has(key));
  });
}
