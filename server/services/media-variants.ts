/**
 * The sizes of an image: sharp (loaded on the first image), the WebP and AVIF settings, and the
 * one pass that decodes an image once and writes every variant a page serves.
 */
import type { OutputInfo, default as Sharp } from "sharp";
import { Invalid } from "#core/domain-errors.ts";
import type { MediaSection } from "#core/media-files.ts";
import { type MediaFormat, variantWidths } from "#core/media-urls.ts";
import type { MediaStorage } from "./media-storage.ts";

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

/** Matches the `variants` column of an image stored as a draft. */
export const DRAFT_PATTERN = '%"draft":true%';

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp (and libvips with it) is loaded on the first image, not at start: a server that only
 * serves pages never maps it. One libvips thread per image and no operation cache keep memory
 * flat; parallelism comes from running one image per core (see `decodeSlot`).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** What sharp's failure to read an image tells the person who uploaded it. */
export function unreadable(error: unknown): Invalid {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new Invalid("Image is too large");
  return new Invalid("Image could not be read");
}

const toHex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, "0");

/**
 * The image's mean colour (`#rrggbb`) from its decoded pixels, shown while it loads. Summed here:
 * sharp's `stats()` gave the same means but also measured every band's entropy and sharpness, a
 * quarter of the CPU of making a draft's sizes.
 */
export function placeholderColour(pixels: Uint8Array, channels: number): string {
  const bands = Math.min(channels, 3);
  const sums = [0, 0, 0];
  for (let band = 0; band < bands; band++) {
    let sum = 0;
    for (let i = band; i < pixels.length; i += channels) sum += pixels[i]!;
    sums[band] = sum;
  }
  const count = pixels.length / channels;
  return `#${sums
    .slice(0, bands)
    .map((sum) => toHex(sum / count))
    .join("")}`;
}

/** Where variants go, and the slots that bound how many images are decoded at once. */
export interface VariantPlace {
  storage: MediaStorage;
  decodeSlot: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The store's folder of an image's variants (its key is checked by the caller). */
export const variantsFolder = (key: string) => `variants/${key}`;

const TYPES: Record<MediaFormat, string> = { webp: "image/webp", avif: "image/avif" };

/** Decodes, orients and converts to sRGB once, then encodes every variant; returns its facts. */
export async function writeVariants(
  { storage, decodeSlot }: VariantPlace,
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
    const folder = variantsFolder(key);
    const written = new Set<string>();
    for (const width of widths) {
      for (const format of draft ? DRAFT.formats : FORMATS) {
        const resized = sharp(data, raw).resize({ width });
        const encoded =
          format === "webp"
            ? resized.webp(draft ? DRAFT.webp : ENCODE.webp)
            : resized.avif(ENCODE.avif);
        const name = `${width}.${format}`;
        await storage.write(`${folder}/${name}`, await encoded.toBuffer(), TYPES[format]);
        written.add(name);
      }
    }
    const placeholder = placeholderColour(data, info.channels);
    // Sizes an earlier run made that this one did not (another section's widths) go.
    const kept = new Set(widths.map(String));
    for (const name of await storage.list(folder)) {
      if (!written.has(name) && !kept.has(name.split(".")[0]!))
        await storage.remove(`${folder}/${name}`);
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
