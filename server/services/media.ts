import { createHash, randomBytes } from "node:crypto";
import type { Metadata, OutputInfo } from "sharp";
import { Invalid, TooLarge, Unsupported } from "#core/domain-errors.ts";
import { isMediaSection, MEDIA_SECTION_NAMES, type MediaSection } from "#core/media-files.ts";
import { nowIso } from "../clock.ts";
import { bound } from "./bound.ts";
import { eachAtOnce } from "./each-at-once.ts";
import { type SourceType, sniffImageType } from "./media-checks.ts";
import {
  discardAssets,
  findAsset,
  findAssets,
  hasVariant,
  type MediaAsset,
  type MediaOptions,
  type MediaPlace,
  mediaPlace,
  originalOf,
  removeVariants,
  toAsset,
} from "./media-store.ts";
import {
  DRAFT_PATTERN,
  loadSharp,
  MAX_INPUT_PIXELS,
  unreadable,
  variantsFolder,
  writeVariants,
} from "./media-variants.ts";

export { insideMedia, sniffImageType } from "./media-checks.ts";
export { defaultVariantUrl, type MediaAsset } from "./media-store.ts";
export { DRAFT_PATTERN, MAX_INPUT_PIXELS, rasterizeSvg } from "./media-variants.ts";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** An image's variants folder and original, when its record was never written. */
async function removeFiles(place: MediaPlace, key: string, original: string): Promise<void> {
  // The same image uploaded twice at once: the other upload's record keeps its files.
  if (await findAsset(place, key).catch(() => undefined)) return;
  await removeVariants(place, key);
  await place.storage.remove(original);
}

/**
 * The checks every uploaded image passes before anything decodes it: at most 25 MB (413), an image
 * type by its bytes (415), a header sharp can read that agrees (400), at most 40 megapixels (400).
 */
export async function checkImage(bytes: Uint8Array): Promise<{ type: SourceType; meta: Metadata }> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new TooLarge("Image is larger than 25 MB");
  }
  const type = sniffImageType(bytes);
  if (!type) throw new Unsupported("Unsupported image type");
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata(); // reads the header only
  } catch (error) {
    throw unreadable(error);
  }
  if (meta.format !== type || !meta.width || !meta.height) {
    throw new Invalid("Image could not be read");
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new Invalid("Image is too large");
  }
  return { type, meta };
}

/** A private image as stored: never given variants, so no /media address ever serves it. */
export interface PrivateImage {
  key: string;
  mime: "image/webp";
  width: number;
  height: number;
  bytes: number;
}

/** The longest side a private image keeps: enough to paint from, far less than a camera's. */
export const PRIVATE_MAX_SIDE = 1600;

/**
 * Checks an image like every upload, then stores one reduced copy (a WebP at most
 * {@link PRIVATE_MAX_SIDE} on its longer side, upright, no EXIF, GPS or camera metadata: sharp
 * writes none unless asked) under a random key, which no one can derive from the picture. That
 * copy is all that is kept: not the upload's bytes, no record in `media_assets`, no variants, so
 * no /media address ever serves it. One decode slot, as every upload takes. For images only their
 * owner and the site's owner may see (a commission's reference photos); the caller serves it after
 * its own access check.
 */
export async function storePrivate(place: MediaPlace, bytes: Uint8Array): Promise<PrivateImage> {
  await checkImage(bytes);
  const sharp = await loadSharp();
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await place.decodeSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
        .rotate()
        .resize(PRIVATE_MAX_SIDE, PRIVATE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    throw unreadable(error);
  }
  const key = randomBytes(16).toString("hex");
  await place.storage.write(originalOf(key, "image/webp"), output.data, "image/webp");
  return {
    key,
    mime: "image/webp",
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.byteLength,
  };
}

/** A private image's bytes, or undefined when its file is gone. */
export async function readPrivate(
  place: MediaPlace,
  key: string,
  mime: string,
): Promise<Buffer | undefined> {
  return place.storage.read(originalOf(key, mime));
}

/** Deletes private images' files (their records are the caller's). */
export async function removePrivate(
  place: MediaPlace,
  images: readonly { key: string; mime: string }[],
): Promise<void> {
  for (const image of images) await place.storage.remove(originalOf(image.key, image.mime));
}

/**
 * Checks and stores an uploaded image and writes its variants. Refuses non-images (415), files
 * over 25 MB (413), images over 40 megapixels (400) and unreadable files (400) before decoding
 * anything.
 */
export async function ingest(
  place: MediaPlace,
  bytes: Uint8Array,
  originalName: string,
  section: MediaSection,
  alt = "",
  /** Only a draft of the variants for now (media-variants.ts): the demo's first start. */
  options: { draft?: boolean } = {},
): Promise<MediaAsset> {
  const { type } = await checkImage(bytes);
  const key = createHash("sha256")
    .update(section)
    .update(":")
    .update(bytes)
    .digest("hex")
    .slice(0, 32);
  const existing = await findAsset(place, key);
  if (existing) return existing;

  const original = originalOf(key, `image/${type}`);
  try {
    const facts = await writeVariants(place, key, bytes, section, options.draft);
    await place.storage.write(original, bytes, `image/${type}`);
    const row = {
      key,
      section,
      original_name: originalName.slice(0, 255),
      mime: `image/${type}`,
      width: facts.width,
      height: facts.height,
      placeholder: facts.placeholder,
      alt: alt.slice(0, 500),
      variants: JSON.stringify({ widths: facts.widths, ...(options.draft && { draft: true }) }),
      bytes: bytes.byteLength,
      created_at: nowIso(),
    };
    await place.db
      .insertInto("media_assets")
      .values(row)
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    return toAsset(row);
  } catch (error) {
    // A full disk (ENOSPC for a file, SQLITE_FULL for the record), a bucket that cannot be
    // reached or any other failure leaves no half-made image: no sizes without an original, no
    // files without a record. Tidying up may fail for the same reason; the first failure is the
    // one to tell.
    await removeFiles(place, key, original).catch(() => {});
    throw error;
  }
}

/**
 * A variant opened for the /media route (`file` is `{width}.{format}`, both checked by the route),
 * or undefined when there is none. A bucket fetches what its cache lacks only when the image's
 * record names that variant.
 */
export function openVariant(place: MediaPlace, key: string, file: string) {
  return place.storage.open(`${variantsFolder(key)}/${file}`, () => hasVariant(place, key, file));
}

/**
 * Regenerates the variants of one section (or all) from the stored originals, calling
 * `onProgress` after each image; with `drafts`, only the images stored as drafts. `concurrency`
 * images are made at once (one by default, so that a running server keeps a core for its
 * visitors); a restore, with the server stopped, gives every core one (decodeSlot bounds it).
 */
export async function reoptimize(
  place: MediaPlace,
  section: MediaSection | "all",
  onProgress: (progress: { done: number; total: number; key: string }) => void = () => {},
  options: { drafts?: boolean; concurrency?: number } = {},
): Promise<{ section: MediaSection | "all"; updated: number }> {
  const { db } = place;
  const sections = section === "all" ? MEDIA_SECTION_NAMES : [section];
  let query = db
    .selectFrom("media_assets")
    .select(["key", "section", "mime"])
    .where("section", "in", sections);
  if (options.drafts) query = query.where("variants", "like", DRAFT_PATTERN);
  const rows = await query.orderBy("id").execute();
  // Every record is checked before any file is touched: a crafted one stops the whole run.
  for (const row of rows) {
    originalOf(row.key, row.mime); // refuses a key or type the pipeline never makes
    if (!isMediaSection(row.section))
      throw new Invalid(`An image record has an unknown section (${row.section})`);
  }
  let done = 0;
  const one = async (row: (typeof rows)[number]) => {
    const bytes = await place.storage.read(originalOf(row.key, row.mime));
    if (!bytes) {
      // Drafts are finished in the background: the owner may have discarded one meanwhile.
      if (options.drafts) return;
      throw new Error(`The original of image ${row.key} is missing from ${place.storage.location}`);
    }
    const facts = await writeVariants(place, row.key, bytes, row.section as MediaSection);
    const { numUpdatedRows } = await db
      .updateTable("media_assets")
      .set({
        width: facts.width,
        height: facts.height,
        placeholder: facts.placeholder,
        variants: JSON.stringify({ widths: facts.widths }),
      })
      .where("key", "=", row.key)
      .executeTakeFirst();
    // Discarded while its variants were being made: they go too.
    if (numUpdatedRows === 0n) {
      await removeVariants(place, row.key);
      return;
    }
    done++;
    onProgress({ done, total: rows.length, key: row.key });
  };
  await eachAtOnce(rows, options.concurrency ?? 1, one);
  return { section, updated: done };
}

/**
 * The one module that touches image bytes: checks uploads (media-checks.ts), stores originals
 * privately under a content hash (media-store.ts), and writes the WebP and AVIF variants every
 * page serves (media-variants.ts).
 */
export function createMediaService(options: MediaOptions) {
  const place = mediaPlace(options);
  return {
    /** The folder or bucket the files are in. */
    storage: place.storage,
    openVariant: bound(place, openVariant),
    ingest: bound(place, ingest),
    find: bound(place, findAsset),
    findMany: bound(place, findAssets),
    discard: bound(place, discardAssets),
    reoptimize: bound(place, reoptimize),
    storePrivate: bound(place, storePrivate),
    readPrivate: bound(place, readPrivate),
    removePrivate: bound(place, removePrivate),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
