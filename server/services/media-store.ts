/**
 * Where images are kept: their records in `media_assets`, their originals (private, under a
 * content hash) and their variants in the media store (a folder or a bucket: media-storage.ts).
 * Plain functions over a {@link MediaPlace}; media.ts binds them.
 */

import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { Invalid } from "#core/domain-errors.ts";
import { isMediaKey, type MediaSection, originalFileName } from "#core/media-files.ts";
import { type MediaImage, mediaUrl } from "#core/media-urls.ts";
import type { Database } from "../db/schema.ts";
import { folderStorage, type MediaStorage } from "./media-storage.ts";
import { type VariantPlace, variantsFolder } from "./media-variants.ts";
import { createSemaphore } from "./semaphore.ts";

export interface MediaAsset extends MediaImage {
  section: MediaSection;
  /** The default variant for `imageUrl` fields: WebP at the middle width. */
  url: string;
}

/** The database and store of one media service, and its decoding slots. */
export interface MediaPlace extends VariantPlace {
  db: Kysely<Database>;
}

export interface MediaOptions {
  db: Kysely<Database>;
  dataDir: string;
  /** Where images live (MEDIA_DIR): `DATA_DIR/media` unless said, perhaps a shared folder. */
  mediaDir?: string;
  /** Another store than that folder: a bucket (MEDIA_S3_URL, media-bucket.ts). */
  storage?: MediaStorage;
}

/** The place of a media service: its store (MEDIA_DIR unless said), one decoding slot per core. */
export function mediaPlace({ db, dataDir, mediaDir, storage }: MediaOptions): MediaPlace {
  return {
    db,
    storage: storage ?? folderStorage(mediaDir ?? path.join(dataDir, "media")),
    decodeSlot: createSemaphore(Math.max(1, os.availableParallelism())),
  };
}

interface AssetRow {
  key: string;
  section: string;
  width: number;
  height: number;
  placeholder: string | null;
  alt: string | null;
  variants: string;
}

/**
 * The URL API fields use by default: the middle WebP variant (600 px for the portfolio, 400 px for
 * the shop and snap cards), or the large one where a section has two (the carousel's 1920 px).
 */
export function defaultVariantUrl(key: string, widths: readonly number[]): string {
  return mediaUrl(key, widths[Math.floor(widths.length / 2)] ?? 0, "webp");
}

export function toAsset(row: AssetRow): MediaAsset {
  const { widths } = JSON.parse(row.variants) as { widths: number[] };
  return {
    key: row.key,
    section: row.section as MediaSection,
    width: row.width,
    height: row.height,
    widths,
    placeholder: row.placeholder ?? "#e9e4dc",
    alt: row.alt ?? "",
    url: defaultVariantUrl(row.key, widths),
  };
}

/**
 * Where an asset's original is kept in the store: its key and the file type's usual extension. A
 * record whose key or type the pipeline never makes (a crafted backup's) is refused, never turned
 * into a name.
 */
export function originalOf(key: string, mime: string): string {
  const name = originalFileName(key, mime);
  if (!name) {
    throw new Invalid(
      `An image record has a key or type the media pipeline never makes (${JSON.stringify(key)}, ${JSON.stringify(mime)})`,
    );
  }
  return `originals/${name}`;
}

/** An image's variants folder, gone (it is made again from the original when wanted). */
export async function removeVariants({ storage }: MediaPlace, key: string): Promise<void> {
  if (!isMediaKey(key)) throw new Invalid(`Not an image key: ${JSON.stringify(key)}`);
  await storage.removeFolder(variantsFolder(key));
}

/** One stored asset by key. */
export async function findAsset({ db }: MediaPlace, key: string): Promise<MediaAsset | undefined> {
  const row = await db
    .selectFrom("media_assets")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? toAsset(row) : undefined;
}

/** The variants an image's record lists (`draft`: no AVIF yet); undefined when there is none. */
export async function recordedVariants(
  db: Kysely<Database>,
  key: string,
): Promise<{ widths: number[]; draft?: boolean } | undefined> {
  const row = await db
    .selectFrom("media_assets")
    .select("variants")
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.variants) as { widths: number[]; draft?: boolean }) : undefined;
}

/**
 * Whether an image's record says it has this variant (`{width}.{format}`): its width is one of
 * the record's, and a draft has no AVIF yet. Asked before a bucket is, for what is not cached.
 */
export async function hasVariant({ db }: MediaPlace, key: string, file: string): Promise<boolean> {
  const recorded = await recordedVariants(db, key);
  if (!recorded) return false;
  const { widths, draft } = recorded;
  const [width, format] = file.split(".");
  return widths.includes(Number(width)) && !(draft && format === "avif");
}

/** Assets by key, for presenting catalogue records. */
export async function findAssets(
  { db }: MediaPlace,
  keys: readonly string[],
): Promise<Map<string, MediaAsset>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom("media_assets")
    .selectAll()
    .where("key", "in", [...new Set(keys)])
    .execute();
  return new Map(rows.map((row) => [row.key, toAsset(row)]));
}

/**
 * Deletes stored images for good: their records, originals and variants. The caller has made
 * sure nothing shows them any more. Returns how many there were.
 */
export async function discardAssets(place: MediaPlace, keys: readonly string[]): Promise<number> {
  const wanted = [...new Set(keys)].filter((key) => /^[a-f0-9]{32}$/.test(key));
  if (wanted.length === 0) return 0;
  const rows = await place.db
    .selectFrom("media_assets")
    .select(["key", "mime"])
    .where("key", "in", wanted)
    .execute();
  for (const row of rows) {
    const original = originalOf(row.key, row.mime); // refuses a crafted record first
    // The record goes first: a file left behind is harmless, a record without files is not.
    await place.db.deleteFrom("media_assets").where("key", "=", row.key).execute();
    await removeVariants(place, row.key);
    await place.storage.remove(original);
  }
  return rows.length;
}
