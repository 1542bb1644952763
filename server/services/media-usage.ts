/**
 * Which stored pictures something still shows, and letting go of those nothing shows any more: a
 * picture may be shared (the same upload on two records, a placed order's line, a certificate,
 * the About page, the share picture), so its files go only once its last user has let go of it.
 */
import type { Kysely, Transaction } from "kysely";
import { mediaKeyOf } from "#core/media-urls.ts";
import type { Database } from "../db/schema.ts";
import type { MediaService } from "./media.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The tables whose rows show one picture each, by `media_key`. */
const PICTURE_TABLES = [
  "artworks",
  "artwork_images",
  "snap_cards",
  "carousel_images",
  "product_images",
] as const;

/** Settings that name a picture by its key, and the fields that do. */
const PICTURE_SETTINGS = { about: ["portrait", "studio"], sharing: ["image"] } as const;

/**
 * Of `keys`, those still shown by something: a record, a setting, a placed order or a certificate
 * (a real sale of a demo piece keeps its certificate and its picture).
 */
export async function stillShown(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [records, ordered, settings] = await Promise.all([
    Promise.all(
      PICTURE_TABLES.map((table) =>
        db.selectFrom(table).select("media_key").where("media_key", "in", keys).execute(),
      ),
    ),
    // Placed orders and certificates keep their own copy of a picture's address.
    Promise.all(
      (["order_items", "certificates"] as const).map((table) =>
        db
          .selectFrom(table)
          .select("image_url")
          .where((eb) => eb.or(keys.map((key) => eb("image_url", "like", `/media/${key}/%`))))
          .execute(),
      ),
    ),
    db
      .selectFrom("settings")
      .select(["key", "value"])
      .where("key", "in", Object.keys(PICTURE_SETTINGS))
      .execute(),
  ]);
  const shown = new Set<string>();
  for (const row of records.flat()) if (row.media_key) shown.add(row.media_key);
  for (const row of ordered.flat()) {
    const key = row.image_url ? mediaKeyOf(row.image_url) : undefined;
    if (key) shown.add(key);
  }
  for (const row of settings) {
    const value = JSON.parse(row.value) as Record<string, unknown>;
    for (const field of PICTURE_SETTINGS[row.key as keyof typeof PICTURE_SETTINGS]) {
      if (typeof value[field] === "string") shown.add(value[field]);
    }
  }
  return shown;
}

/**
 * Deletes the files and records of those of `keys` that nothing shows any more (after the change
 * that let go of them is committed). Returns how many went.
 */
export async function discardUnused(
  db: Db,
  media: Pick<MediaService, "discard">,
  keys: readonly (string | null)[],
): Promise<number> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (candidates.length === 0) return 0;
  const shown = await stillShown(db, candidates);
  return media.discard(candidates.filter((key) => !shown.has(key)));
}
