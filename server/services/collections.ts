import type { Kysely, Selectable, Transaction } from "kysely";
import type { CollectionInfo, Specification } from "#core/collections.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import { collectionOf, type Offer, type OfferTable } from "#core/offers.ts";
import type { CollectionCreate, CollectionUpdate } from "#core/schemas/collection-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { CollectionsTable, Database } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A collection as the owner and the shop read it; `offers` in minor units. */
export interface CollectionView extends CollectionInfo {
  position: number;
  /** Products in it (any state): an empty collection is not shown to visitors. */
  productCount: number;
}

const NOT_FOUND = "Collection not found";

function viewOf(row: Selectable<CollectionsTable>, productCount: number): CollectionView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    footnote: row.footnote,
    itemNoun: row.item_noun,
    specifications: JSON.parse(row.specifications) as Specification[],
    offers: JSON.parse(row.offers) as Offer[],
    position: row.position,
    productCount,
  };
}

/** How many products each collection holds, by slug (the seed's older categories in theirs). */
async function productCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("products")
    .select(["category", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("category")
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const slug = collectionOf(row.category);
    counts.set(slug, (counts.get(slug) ?? 0) + Number(row.count));
  }
  return counts;
}

/** Every collection in the owner's (tab) order. */
export async function listCollections(db: Db): Promise<CollectionView[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom("collections").selectAll().orderBy("position").orderBy("id").execute(),
    productCounts(db),
  ]);
  return rows.map((row) => viewOf(row, counts.get(row.slug) ?? 0));
}

/** The collections' offers by slug, as pricing reads them (core/pricing.ts). */
export async function offerTable(db: Db): Promise<OfferTable> {
  const rows = await db.selectFrom("collections").select(["slug", "offers"]).execute();
  return Object.fromEntries(rows.map((row) => [row.slug, JSON.parse(row.offers) as Offer[]]));
}

/** Refuses a product category that is none of the owner's collections (400 naming `category`). */
export async function checkCollection(db: Db, category: string): Promise<void> {
  const found = await db
    .selectFrom("collections")
    .select("id")
    .where("slug", "=", collectionOf(category))
    .executeTakeFirst();
  if (!found) {
    const message = "Choose a category from the list";
    throw new Invalid(message, { category: message });
  }
}

/** The row's columns for the texts and offers given (absent: unchanged). */
function columnsOf(input: CollectionUpdate) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description ?? "" }),
    ...(input.footnote !== undefined && { footnote: input.footnote ?? "" }),
    ...(input.itemNoun !== undefined && { item_noun: input.itemNoun ?? "" }),
    ...(input.offers !== undefined && { offers: JSON.stringify(input.offers) }),
    ...(input.specifications !== undefined && {
      specifications: JSON.stringify(input.specifications),
    }),
  };
}

const taken = (slug: string) =>
  new Conflict(`A collection at /shop?tab=${slug} already exists: choose another name or address`, {
    slug: "Already used by another collection",
  });

/** Adds a collection at the end of the tabs; its slug must be free (409 otherwise). */
export async function createCollection(db: Kysely<Database>, input: CollectionCreate) {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("collections")
        .select(["id"])
        .where("slug", "=", input.slug)
        .executeTakeFirst();
      if (existing) throw taken(input.slug);
      const last = await trx
        .selectFrom("collections")
        .select((eb) => eb.fn.max<number | null>("position").as("position"))
        .executeTakeFirst();
      const now = nowIso();
      return insertRow(trx, "collections", {
        slug: input.slug,
        name: input.name,
        ...columnsOf(input),
        position: (last?.position ?? -1) + 1,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    // Two owners' tabs creating the same address at once: the second is told, not a 500.
    if (isUniqueViolation(error, "slug")) throw taken(input.slug);
    throw error;
  }
}

/** Renames, describes or changes the offers of a collection (its slug and products stay). */
export async function updateCollection(db: Db, id: number, input: CollectionUpdate) {
  const result = await db
    .updateTable("collections")
    // Edited, a demo collection is the owner's: removing the demo keeps it (demo-content.ts).
    .set({ ...columnsOf(input), is_demo: false, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFound(NOT_FOUND);
}

/** Deletes an empty collection; one that still holds products is a 409 saying how many. */
export async function deleteCollection(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("collections")
      .select("slug")
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound(NOT_FOUND));
    const held = (await productCounts(trx)).get(row.slug) ?? 0;
    if (held > 0) {
      throw new Conflict(
        `This collection still holds ${held} ${held === 1 ? "product" : "products"}: move or delete ${held === 1 ? "it" : "them"} first`,
        { collection: `${held} ${held === 1 ? "product" : "products"}` },
      );
    }
    await trx.deleteFrom("collections").where("id", "=", id).execute();
  });
}

/** The collections service: the owner's edits (capabilities/collections.ts) and the reads. */
export function createCollectionsService(db: Kysely<Database>) {
  return {
    list: () => listCollections(db),
    /** The tabs visitors see: collections holding at least one product, in the owner's order. */
    listShown: async () => (await listCollections(db)).filter((c) => c.productCount > 0),
    offers: () => offerTable(db),
    createCollection: (input: CollectionCreate) => createCollection(db, input),
    updateCollection: (id: number, input: CollectionUpdate) => updateCollection(db, id, input),
    deleteCollection: (id: number) => deleteCollection(db, id),
  };
}
