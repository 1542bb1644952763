import { type Db, readSetting } from "./shared.ts";

/**
 * The shop's texts that were code (item 5), frozen here as the demo's words: the demo
 * seed (demo/seed.ts) writes the same into a new demo site.
 */

/** The Snap deck's specification, shown on the Snap page: the Snap collection's list. */
export const SNAP_SPECIFICATIONS = [
  { label: "Cards", value: "52 cards" },
  { label: "Size", value: "Poker size, 63x88mm" },
  { label: "Corners", value: "3mm corner radius" },
  { label: "Board", value: "310gsm card" },
  { label: "Safety", value: "Toy-safe certified" },
] as const;

/** The shop's line under its heading (settings "store", `shopIntro`). */
export const DEMO_SHOP_INTRO =
  "Greeting cards, handcrafted coasters and Snap playing cards, printed in the UK.";

/** The footer's small print (settings "profile", `footerNote`): the demo's trademark line. */
export const demoFooterNote = (artistName: string) =>
  `Snap-Cat, Snap-Dog and Snap-Rat are trademarks of ${artistName}.`;

/** The demo's collections as migration 018 wrote them: slug and name (an owner's rename: theirs). */
const SEED_NAMES = {
  "snap-cards": "Snap Playing Cards",
  cards: "Greetings Cards",
  coasters: "Coasters",
} as const;

type Setting = Record<string, unknown>;

/**
 * Collections get a specification list (`specifications`, JSON `[{label, value}]`). Every site
 * showed the Snap deck's specification, the shop's line and the trademark line; now they are
 * data. A site whose demo is still there keeps all three as the demo's (remembered in the
 * `demo_seeded` marker, so that removing the demo takes them), and its seed collections are
 * marked the demo's; a site with Snap's collection keeps its specification (the owner edits it in
 * Collections). A new site, or one whose demo was removed, shows none of them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("collections")
    .addColumn("specifications", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await keepCatalogueTexts(db);
}

/**
 * What `up` gives a site once the column is there; also run for a backup made before it
 * (services/backup-tables.ts), so that it restores showing what it showed.
 */
export async function keepCatalogueTexts(db: Db): Promise<void> {
  await db
    .updateTable("collections")
    .set({ specifications: JSON.stringify(SNAP_SPECIFICATIONS) })
    .where("slug", "=", "snap-cards")
    .where("specifications", "=", "[]")
    .execute();

  const read = (key: string) => readSetting<Setting>(db, key);
  const marker = await read("demo_seeded");
  if (!marker || marker.removedAt) return;
  const now = new Date().toISOString();
  const write = (key: string, value: Setting) =>
    db
      .updateTable("settings")
      .set({ value: JSON.stringify(value), updated_at: now })
      .where("key", "=", key)
      .execute();

  const seeded = { ...(marker.settings as Record<string, Setting> | undefined) };
  const profile = await read("profile");
  if (profile && !("footerNote" in profile)) {
    const footerNote = demoFooterNote(String(profile.artistName));
    await write("profile", { ...profile, footerNote });
    seeded.profile = { ...seeded.profile, footerNote };
  }
  const store = await read("store");
  if (store && !("shopIntro" in store)) {
    await write("store", { ...store, shopIntro: DEMO_SHOP_INTRO });
    seeded.store = { ...seeded.store, shopIntro: DEMO_SHOP_INTRO };
  }
  await write("demo_seeded", { ...marker, settings: seeded });
  for (const [slug, name] of Object.entries(SEED_NAMES)) {
    await db
      .updateTable("collections")
      .set({ is_demo: true })
      .where("slug", "=", slug)
      .where("name", "=", name)
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("collections").dropColumn("specifications").execute();
}
