import type { Kysely, Transaction } from "kysely";
import { collectionOf } from "#core/offers.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { DEFAULT_STORE } from "#core/store.ts";
import { nowIso } from "../clock.ts";
import { DEMO_SEEDED_KEY, type DemoMarker } from "../db/has-content.ts";
import type { Database } from "../db/schema.ts";
import { renumber } from "./home.ts";
import type { MediaService } from "./media.ts";
import { discardUnused } from "./media-usage.ts";
import { readSetting } from "./setting-store.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** What is left of the demo: its records by kind, and its settings texts still as seeded. */
export interface DemoSummary {
  artworks: number;
  products: number;
  snapCards: number;
  slides: number;
  testimonials: number;
  /** Demo commission requests, their private reference photos with them. */
  commissions: number;
  /**
   * The demo's shop collections that hold none of the owner's products: removed with
   * their offers (one that holds the owner's products stays, as does one the owner made or edited).
   */
  collections: number;
  /** Profile fields and About page parts that still say what the demo wrote. */
  texts: number;
  /** Anything at all to remove. */
  present: boolean;
}

/** What a removal took away; `images` counts the stored pictures deleted with it. */
export interface DemoRemoval extends DemoSummary {
  images: number;
}

/** The demo's records, by the name the summary gives them. */
const RECORDS = {
  artworks: "artworks",
  products: "products",
  snapCards: "snap_cards",
  slides: "carousel_images",
  testimonials: "testimonials",
  commissions: "commissions",
} as const;
type RecordKind = keyof typeof RECORDS;
const KINDS = Object.keys(RECORDS) as RecordKind[];

/** The settings the demo writes texts into. */
const TEXT_SETTINGS = ["profile", "about", "store"] as const;
type TextSetting = (typeof TEXT_SETTINGS)[number];

/** What a field reverts to when its demo text goes: a new site's value, or nothing. */
const FRESH: Record<TextSetting, Record<string, unknown>> = {
  profile: { ...DEFAULT_PROFILE },
  about: { biography: [] },
  store: { ...DEFAULT_STORE },
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The demo's fields in a stored setting: those that still hold what the demo wrote, leaving out
 * any the demo wrote as a new site's own value (the default links).
 */
function demoFields(
  setting: TextSetting,
  stored: Record<string, unknown> | undefined,
  seeded: Record<string, unknown> | undefined,
): string[] {
  if (!stored || !seeded) return [];
  return Object.keys(seeded).filter(
    (field) =>
      field in stored &&
      same(stored[field], seeded[field]) &&
      !same(seeded[field], FRESH[setting][field]),
  );
}

/**
 * Leaving the demo behind (PRODUCT.md §4, "The demo"). Seeded records carry `is_demo` until the
 * owner edits them; the demo's settings texts are told from the owner's by the copy kept in the
 * `demo_seeded` marker. Removal takes every demo record and text away in one transaction, never
 * touches orders, certificates, collectors, messages or the owner's own things, then deletes the
 * pictures nothing shows.
 */
export function createDemoContent(db: Kysely<Database>, media: MediaService) {
  const marker = (trx: Db) => readSetting<DemoMarker>(trx, DEMO_SEEDED_KEY);

  async function storedTexts(trx: Db) {
    const rows = await trx
      .selectFrom("settings")
      .select(["key", "value"])
      .where("key", "in", [...TEXT_SETTINGS])
      .execute();
    const stored = new Map(
      rows.map((row) => [row.key, JSON.parse(row.value) as Record<string, unknown>]),
    );
    const seeded = (await marker(trx))?.settings ?? {};
    return TEXT_SETTINGS.map((setting) => {
      const value = stored.get(setting);
      return { setting, value, fields: demoFields(setting, value, seeded[setting]) };
    });
  }

  /** The demo's collections that hold no product of the owner's (the demo's own go with it). */
  async function demoCollections(trx: Db): Promise<number[]> {
    const [demo, owners] = await Promise.all([
      trx.selectFrom("collections").select(["id", "slug"]).where("is_demo", "=", true).execute(),
      trx.selectFrom("products").select("category").where("is_demo", "=", false).execute(),
    ]);
    const held = new Set(owners.map((product) => collectionOf(product.category)));
    return demo.filter((collection) => !held.has(collection.slug)).map(({ id }) => id);
  }

  async function summarise(trx: Db): Promise<DemoSummary> {
    const counts = await Promise.all(
      KINDS.map((kind) =>
        trx
          .selectFrom(RECORDS[kind])
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("is_demo", "=", true)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
      ),
    );
    const texts = (await storedTexts(trx)).reduce((sum, { fields }) => sum + fields.length, 0);
    const collections = (await demoCollections(trx)).length;
    const records = Object.fromEntries(KINDS.map((kind, i) => [kind, counts[i]!])) as Record<
      RecordKind,
      number
    >;
    return {
      ...records,
      collections,
      texts,
      present: texts > 0 || collections > 0 || counts.some((n) => n > 0),
    };
  }

  /** The media keys the demo's records and texts show. */
  async function demoPictures(trx: Db): Promise<string[]> {
    const keyed = (rows: Array<{ media_key: string | null }>) =>
      rows.flatMap((row) => (row.media_key ? [row.media_key] : []));
    const [artworks, snapCards, slides, productImages] = await Promise.all([
      trx.selectFrom("artworks").select("media_key").where("is_demo", "=", true).execute(),
      trx.selectFrom("snap_cards").select("media_key").where("is_demo", "=", true).execute(),
      trx.selectFrom("carousel_images").select("media_key").where("is_demo", "=", true).execute(),
      trx
        .selectFrom("product_images")
        .innerJoin("products", "products.id", "product_images.product_id")
        .select("product_images.media_key")
        .where("products.is_demo", "=", true)
        .execute(),
    ]);
    const about = (await storedTexts(trx)).find((entry) => entry.setting === "about");
    const aboutKeys = (["portrait", "studio"] as const).flatMap((field) =>
      about?.fields.includes(field) ? [String(about.value?.[field])] : [],
    );
    return [
      ...new Set([
        ...keyed([...artworks, ...snapCards, ...slides, ...productImages]),
        ...aboutKeys,
      ]),
    ];
  }

  return {
    /** What is left of the demo, for the Settings page. */
    summary: () => summarise(db),

    /** Removes what is left of the demo; a second call finds nothing and changes nothing. */
    async remove(): Promise<DemoRemoval> {
      const { removed, pictures, references } = await db.transaction().execute(async (trx) => {
        const removed = await summarise(trx);
        if (!removed.present) return { removed, pictures: [], references: [] };
        const pictures = await demoPictures(trx);
        // The demo requests' private photos: their rows go with the commissions (foreign keys),
        // their files once the removal is written.
        const references = await trx
          .selectFrom("commission_photos")
          .innerJoin("commissions", "commissions.id", "commission_photos.commission_id")
          .select(["commission_photos.key", "commission_photos.mime"])
          .where("commissions.is_demo", "=", true)
          .execute();
        for (const kind of KINDS) {
          // A product's pictures, sizes and cart lines go with it (foreign keys); order lines
          // keep their own copy of the name and price.
          await trx.deleteFrom(RECORDS[kind]).where("is_demo", "=", true).execute();
        }
        // With the demo's products gone, its collections that hold nothing of the owner's (their
        // offers are in their rows); the tabs left keep their order.
        const emptied = await demoCollections(trx);
        if (emptied.length > 0)
          await trx.deleteFrom("collections").where("id", "in", emptied).execute();
        await renumber(trx, "carousel_images");
        await renumber(trx, "testimonials");
        const now = nowIso();
        for (const { setting, value, fields } of await storedTexts(trx)) {
          if (!value || fields.length === 0) continue;
          const next: Record<string, unknown> = { ...value };
          for (const field of fields) {
            if (field in FRESH[setting]) next[field] = FRESH[setting][field];
            else delete next[field];
          }
          await trx
            .updateTable("settings")
            .set({ value: JSON.stringify(next), updated_at: now })
            .where("key", "=", setting)
            .execute();
        }
        const seeded = await marker(trx);
        if (seeded) {
          await trx
            .updateTable("settings")
            .set({ value: JSON.stringify({ ...seeded, removedAt: now }), updated_at: now })
            .where("key", "=", DEMO_SEEDED_KEY)
            .execute();
        }
        return { removed, pictures, references };
      });
      await media.removePrivate(references);
      // The pictures go once nothing refers to them (an owner's record may share one).
      const images = await discardUnused(db, media, pictures);
      return { ...removed, images };
    },
  };
}

export type DemoContent = ReturnType<typeof createDemoContent>;
