import { type Db, readSetting } from "./shared.ts";

/** What every site said before a charity statement became the owner's choice. */
const OLD_CHARITY_STATEMENT = "10% of all profits go to a national autism charity.";

/** The tables whose rows the demo seeds, beside `testimonials` (which has had `is_demo` since 006). */
const TABLES = ["artworks", "products", "snap_cards", "carousel_images"] as const;

/**
 * Marks the demo's rows, so that the owner can remove the demo and keep their own.
 * A site seeded before this migration is marked by time: the seed wrote every row, and the
 * `demo_seeded` setting, with one timestamp. The demo's settings texts are remembered in that
 * setting as they were seeded (only those never saved since), so that removal can tell the
 * demo's words from the owner's.
 */
export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("is_demo", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
  }
  await keepCharityStatement(db);
  const seeded = (await readSetting<{ at?: string; settings?: unknown }>(db, "demo_seeded")) ?? {};
  if (!seeded.at || seeded.settings) return;
  for (const table of TABLES) {
    await db
      .updateTable(table)
      .set({ is_demo: true })
      .where("created_at", "=", seeded.at)
      .execute();
  }
  const untouched = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", ["profile", "about", "store"])
    .where("updated_at", "=", seeded.at)
    .execute();
  const settings = Object.fromEntries(untouched.map((row) => [row.key, JSON.parse(row.value)]));
  await db
    .updateTable("settings")
    .set({ value: JSON.stringify({ ...seeded, settings }) })
    .where("key", "=", "demo_seeded")
    .execute();
}

/**
 * A new site no longer states a charity by default; a site that already did keeps saying so: the
 * old default is written into its shop settings (once, at this migration's time).
 */
async function keepCharityStatement(db: Db): Promise<void> {
  const started = await db.selectFrom("owner_credentials").select("id").executeTakeFirst();
  const settings = await db.selectFrom("settings").select("key").limit(1).executeTakeFirst();
  if (!started && !settings) return; // a brand-new database: the site has never run
  const row = await db
    .selectFrom("settings")
    .select(["value", "updated_at"])
    .where("key", "=", "store")
    .executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  if ("charityStatement" in stored) return;
  const value = JSON.stringify({ ...stored, charityStatement: OLD_CHARITY_STATEMENT });
  if (row) await db.updateTable("settings").set({ value }).where("key", "=", "store").execute();
  else {
    // On a demo site the statement counts as the demo's words (written at the seed's time).
    const at = (await readSetting<{ at?: string }>(db, "demo_seeded"))?.at;
    await db
      .insertInto("settings")
      .values({ key: "store", value, updated_at: at ?? new Date().toISOString() })
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("is_demo").execute();
  }
}
