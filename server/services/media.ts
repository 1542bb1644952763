import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Metadata, OutputInfo, default as Sharp } from "sharp";
import { Invalid, TooLarge, Unsupported } from "#core/domain-errors.ts";
import {
  isMediaSection,
  MEDIA_SECTION_NAMES,
  type MediaSection,
  originalFileName,
} from "#core/media-files.ts";
import { type MediaFormat, type MediaImage, mediaUrl, variantWidths } from "#core/media-urls.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { insideMedia, sniffImageType } from "./media-checks.ts";
import { createSemaphore } from "./semaphore.ts";

export { insideMedia, sniffImageType } from "./media-checks.ts";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS: readonly MediaFormat[] = ["avif", "webp"];
const ENCODE = {
  webp: { quality: 80, effort: 4 },
  avif: { quality: 52, effort: 2 },
} as const;
/**
 * A draft (the demo's first start): WebP alone at the encoder's quickest effort, about a tenth of
 * the work of the full set; `reoptimize(…, { drafts: true })` makes the full set later, and the
 * /media route answers a missing AVIF with the WebP meanwhile (server/http/media-route.ts).
 */
const DRAFT = { formats: ["webp"] as MediaFormat[], webp: { quality: 80, effort: 0 } };

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp (and libvips with it) is loaded on the first image, not at start: a server that only
 * serves pages never maps it. One libvips thread per image and no operation cache keep memory
 * flat; parallelism comes from running one image per core (see `decodeSlot`).
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export interface MediaAsset extends MediaImage {
  section: MediaSection;
  /** The default variant for `imageUrl` fields: WebP at the middle width. */
  url: string;
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

function toAsset(row: AssetRow): MediaAsset {
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

const toHex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, "0");

/**
 * Writes a file under a temporary name beside it, then renames it into place: a reader (this
 * process or another one sharing MEDIA_DIR) sees the old file or the new one, never half of one.
 * Rename replaces atomically within one filesystem, which a folder and its own files always are.
 */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * The one module that touches image bytes: checks uploads, stores originals privately under a
 * content hash, and writes the WebP and AVIF variants every page serves.
 */
export function createMediaService(options: {
  db: Kysely<Database>;
  dataDir: string;
  /** Where images live (MEDIA_DIR): `DATA_DIR/media` unless said, perhaps a shared folder. */
  mediaDir?: string;
}) {
  const { db } = options;
  const root = options.mediaDir ?? path.join(options.dataDir, "media");
  const originalsDir = path.join(root, "originals");
  const variantsDir = path.join(root, "variants");
  const decodeSlot = createSemaphore(Math.max(1, os.availableParallelism()));

  /** Decodes, orients and converts to sRGB once, then encodes every variant; returns its facts. */
  async function writeVariants(
    key: string,
    bytes: Uint8Array,
    section: MediaSection,
    draft = false,
  ) {
    const sharp = await loadSharp();
    return decodeSlot(async () => {
      const maxWidth = Math.max(...variantWidths(section, Number.MAX_SAFE_INTEGER));
      let decoded: { data: Buffer; info: OutputInfo };
      try {
        decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
          .rotate() // apply the EXIF orientation, then forget it
          .toColourspace("srgb")
          .resize({ width: maxWidth, withoutEnlargement: true })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        throw unreadable(error);
      }
      const { data, info } = decoded;
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const widths = variantWidths(section, info.width);
      const target = insideMedia(variantsDir, key);
      await mkdir(target, { recursive: true });
      const written = new Set<string>();
      for (const width of widths) {
        for (const format of draft ? DRAFT.formats : FORMATS) {
          const resized = sharp(data, raw).resize({ width });
          const encoded =
            format === "webp"
              ? resized.webp(draft ? DRAFT.webp : ENCODE.webp)
              : resized.avif(ENCODE.avif);
          const name = `${width}.${format}`;
          await writeAtomically(path.join(target, name), await encoded.toBuffer());
          written.add(name);
        }
      }
      const { channels } = await sharp(data, raw).stats();
      const placeholder = `#${channels
        .slice(0, 3)
        .map((channel) => toHex(channel.mean))
        .join("")}`;
      // Sizes an earlier run made that this one did not (another section's widths) go.
      const kept = new Set(widths.map(String));
      for (const name of await readdir(target)) {
        if (!name.startsWith(".") && !written.has(name) && !kept.has(name.split(".")[0]!))
          await rm(path.join(target, name), { force: true });
      }
      const largest = widths.at(-1) ?? info.width;
      return {
        widths,
        width: largest,
        height: Math.round((info.height * largest) / info.width),
        placeholder,
      };
    });
  }

  /**
   * Where an asset's original is kept: its key and the file type's usual extension. A record whose
   * key or type the pipeline never makes (a crafted backup's) is refused, never turned into a path.
   */
  function originalPath(key: string, mime: string): string {
    const name = originalFileName(key, mime);
    if (!name) {
      throw new Invalid(
        `An image record has a key or type the media pipeline never makes (${JSON.stringify(key)}, ${JSON.stringify(mime)})`,
      );
    }
    return insideMedia(originalsDir, name);
  }

  /** An image's variants folder and original, when its record was never written. */
  async function removeFiles(key: string, original: string): Promise<void> {
    // The same image uploaded twice at once: the other upload's record keeps its files.
    if (await findAsset(key).catch(() => undefined)) return;
    await rm(insideMedia(variantsDir, key), { recursive: true, force: true });
    await rm(original, { force: true });
  }

  async function findAsset(key: string): Promise<MediaAsset | undefined> {
    const row = await db
      .selectFrom("media_assets")
      .selectAll()
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? toAsset(row) : undefined;
  }

  return {
    /** Where variants are served from (read-only for the /media route). */
    variantsDir,

    /**
     * Checks and stores an uploaded image and writes its variants. Refuses non-images (415),
     * files over 25 MB (413), images over 40 megapixels (400) and unreadable files (400) before
     * decoding anything.
     */
    async ingest(
      bytes: Uint8Array,
      originalName: string,
      section: MediaSection,
      alt = "",
      /** Only a draft of the variants for now (see DRAFT): the demo's first start. */
      options: { draft?: boolean } = {},
    ): Promise<MediaAsset> {
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

      const key = createHash("sha256")
        .update(section)
        .update(":")
        .update(bytes)
        .digest("hex")
        .slice(0, 32);
      const existing = await findAsset(key);
      if (existing) return existing;

      const original = originalPath(key, `image/${type}`);
      try {
        const facts = await writeVariants(key, bytes, section, options.draft);
        await mkdir(originalsDir, { recursive: true });
        await writeAtomically(original, bytes);
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
        await db
          .insertInto("media_assets")
          .values(row)
          .onConflict((conflict) => conflict.column("key").doNothing())
          .execute();
        return toAsset(row);
      } catch (error) {
        // A full disk (ENOSPC for a file, SQLITE_FULL for the record) or any other failure leaves
        // no half-made image: no sizes without an original, no files without a record.
        await removeFiles(key, original);
        throw error;
      }
    },

    /** One stored asset by key. */
    find: findAsset,

    /** Assets by key, for presenting catalogue records. */
    async findMany(keys: readonly string[]): Promise<Map<string, MediaAsset>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom("media_assets")
        .selectAll()
        .where("key", "in", [...new Set(keys)])
        .execute();
      return new Map(rows.map((row) => [row.key, toAsset(row)]));
    },

    /**
     * Deletes stored images for good: their records, originals and variants. The caller has made
     * sure nothing shows them any more. Returns how many there were.
     */
    async discard(keys: readonly string[]): Promise<number> {
      const wanted = [...new Set(keys)].filter((key) => /^[a-f0-9]{32}$/.test(key));
      if (wanted.length === 0) return 0;
      const rows = await db
        .selectFrom("media_assets")
        .select(["key", "mime"])
        .where("key", "in", wanted)
        .execute();
      for (const row of rows) {
        const original = originalPath(row.key, row.mime); // refuses a crafted record first
        // The record goes first: a file left behind is harmless, a record without files is not.
        await db.deleteFrom("media_assets").where("key", "=", row.key).execute();
        await rm(insideMedia(variantsDir, row.key), { recursive: true, force: true });
        await rm(original, { force: true });
      }
      return rows.length;
    },

    /**
     * Regenerates the variants of one section (or all) from the stored originals, calling
     * `onProgress` after each image; with `drafts`, only the images stored as drafts.
     */
    async reoptimize(
      section: MediaSection | "all",
      onProgress: (progress: { done: number; total: number; key: string }) => void = () => {},
      options: { drafts?: boolean } = {},
    ): Promise<{ section: MediaSection | "all"; updated: number }> {
      const sections = section === "all" ? MEDIA_SECTION_NAMES : [section];
      let query = db
        .selectFrom("media_assets")
        .select(["key", "section", "mime"])
        .where("section", "in", sections);
      if (options.drafts) query = query.where("variants", "like", DRAFT_PATTERN);
      const rows = await query.orderBy("id").execute();
      // Every record is checked before any file is touched: a crafted one stops the whole run.
      for (const row of rows) {
        originalPath(row.key, row.mime); // refuses a key or type the pipeline never makes
        if (!isMediaSection(row.section))
          throw new Invalid(`An image record has an unknown section (${row.section})`);
      }
      let done = 0;
      for (const row of rows) {
        const bytes = await readFile(originalPath(row.key, row.mime)).catch((error: unknown) => {
          // Drafts are finished in the background: the owner may have discarded one meanwhile.
          if (options.drafts && (error as NodeJS.ErrnoException).code === "ENOENT") return null;
          throw error;
        });
        if (!bytes) continue;
        const facts = await writeVariants(row.key, bytes, row.section as MediaSection);
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
          await rm(insideMedia(variantsDir, row.key), { recursive: true, force: true });
          continue;
        }
        done++;
        onProgress({ done, total: rows.length, key: row.key });
      }
      return { section, updated: done };
    },
  };
}

/**
 * Renders an SVG drawing (the demo content's procedural artwork) to a JPEG of `width` pixels.
 * Trusted input only: uploads never reach this, and ingest refuses SVG.
 */
export async function rasterizeSvg(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 })
    .resize({ width })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 90, mozjpeg: false })
    .toBuffer();
}

function unreadable(error: unknown): Invalid {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new Invalid("Image is too large");
  return new Invalid("Image could not be read");
}

/** Matches the `variants` column of an image stored as a draft. */
export const DRAFT_PATTERN = '%"draft":true%';

export type MediaService = ReturnType<typeof createMediaService>;
