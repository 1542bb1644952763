/**
 * The media pipeline's fixed vocabulary: its sections (and their variant widths, PRODUCT.md §9),
 * the image types it stores, and how an original's file is named. Every path built from a stored
 * image's record goes through these, so a record can never name a file outside the media folder.
 */

export const MEDIA_SECTIONS = {
  carousel: [1920, 400],
  portfolio: [1200, 600, 300],
  shop: [800, 400, 200],
  snapcards: [800, 400, 200],
} as const;

export type MediaSection = keyof typeof MEDIA_SECTIONS;

export const MEDIA_SECTION_NAMES = Object.keys(MEDIA_SECTIONS) as MediaSection[];

/** The image types an upload may be (decided by its bytes), and their originals' extensions. */
export const MEDIA_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;

export type MediaMime = keyof typeof MEDIA_TYPES;

export const MEDIA_MIMES = Object.keys(MEDIA_TYPES) as MediaMime[];

/** A stored image's key: the first 32 hex digits of a SHA-256 (lower case). */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{32}$/;

export const isMediaKey = (value: unknown): value is string =>
  typeof value === "string" && MEDIA_KEY_PATTERN.test(value);

export const isMediaMime = (value: unknown): value is MediaMime =>
  typeof value === "string" && Object.hasOwn(MEDIA_TYPES, value);

export const isMediaSection = (value: unknown): value is MediaSection =>
  typeof value === "string" && Object.hasOwn(MEDIA_SECTIONS, value);

/**
 * The file name of an original (`{key}.{ext}`), or undefined when the key or type is not one the
 * pipeline makes: callers refuse rather than build a path from it.
 */
export function originalFileName(key: unknown, mime: unknown): string | undefined {
  if (!isMediaKey(key) || !isMediaMime(mime)) return undefined;
  return `${key}.${MEDIA_TYPES[mime]}`;
}

/** Matches an original's file name, as `originalFileName` writes it. */
export const ORIGINAL_FILE_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
