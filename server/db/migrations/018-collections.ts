import { type Db, tableWithId, withTimestamps } from "./shared.ts";

/**
 * The seed's three families as collections, with the texts and bundles that used to be code
 *: the demo's data. Offers are JSON in minor units, `{quantity, save}` or
 * `{quantity, percentOff}`; they price the seed's £10 packs and £4 coasters exactly as the old
 * bundles did (2 packs £18, 3 £25; 4 coasters £15). `categories` are the product categories each
 * collection held before (the Snap editions and "greetings-cards" belong to their family's).
 * Frozen here: the demo seed (demo/seed.ts) writes the same rows into a new site.
 */
export const SEED_COLLECTIONS = [
  {
    slug: "snap-cards",
    name: "Snap Playing Cards",
    description:
      "A 52-card game of Snap, poker size (63x88mm) with 3mm rounded corners on 310gsm board. Ages 3+, printed in the UK, toy-safe certified.",
    footnote: "Snap-Cat, Snap-Dog and Snap-Rat are trademarks of the artist.",
    item_noun: "games",
    offers: [
      { quantity: 2, save: 200 },
      { quantity: 3, save: 500 },
    ],
    categories: ["snap-cards", "snap-cat", "snap-dog", "snap-rat"],
  },
  {
    slug: "cards",
    name: "Greetings Cards",
    description: "300gsm card from FSC mix sources, acid free, blank inside. Printed in the UK.",
    footnote: "",
    item_noun: "",
    offers: [],
    categories: ["cards", "greetings-cards"],
  },
  {
    slug: "coasters",
    name: "Coasters",
    description:
      "90x90mm, printed in the UK, hardback, waterproof, heat resistant and 3mm thick, with a cork back.",
    footnote: "",
    item_noun: "",
    offers: [{ quantity: 4, save: 100 }],
    categories: ["coasters"],
  },
] as const;

/** A seed collection as a row of the table (position and time given). */
export function seedCollectionRow(
  seed: (typeof SEED_COLLECTIONS)[number],
  position: number,
  now: string,
) {
  const { categories: _, offers, ...texts } = seed;
  return {
    ...texts,
    offers: JSON.stringify(offers),
    position,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Collections: the shop's tabs in the owner's order, each with its texts and offers.
 * A product's `category` is its collection's slug (the seed's Snap editions keep theirs). A site
 * migrated from an older version gets the seed's collections that hold products, with the seed's
 * offers, so its carts price as before; a new site starts with none.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "collections", { ifNotExists: true })
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    // Small print shown under the tab (the Snap trademark line); empty: none.
    .addColumn("footnote", "text", (c) => c.notNull().defaultTo(""))
    // The collection's word for its items in offer lines ("Any 2 games £18"); empty: none.
    .addColumn("item_noun", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("offers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
    .$call(withTimestamps)
    .execute();

  await addSeedCollections(db, "held");
}

/**
 * Gives a database of an older version the seed's collections that hold products (`"held"`, in
 * the seed's order), so that its carts price as they did. Also run for a backup made before
 * collections existed (services/backup-tables.ts); `"all"` adds all three (the tests' databases,
 * which stand for a site with the demo's collections).
 */
export async function addSeedCollections(db: Db, which: "held" | "all"): Promise<void> {
  const now = new Date().toISOString();
  let position = 0;
  for (const seed of SEED_COLLECTIONS) {
    const held = await db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("category", "in", [...seed.categories])
      .executeTakeFirstOrThrow();
    if (which === "held" && Number(held.count) === 0) continue;
    await db
      .insertInto("collections")
      .values(seedCollectionRow(seed, position++, now))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("collections").ifExists().execute();
}
