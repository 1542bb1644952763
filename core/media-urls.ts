/** Image sections, their variant widths (PRODUCT.md §9) and the URLs of variants. Client-safe. */

import { MEDIA_SECTIONS, type MediaSection } from "./media-files.ts";

export type MediaFormat = "webp" | "avif";

/** What a page needs to show an image responsively and without layout shift. */
export interface MediaImage {
  key: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** The widths that exist, smallest first. */
  widths: number[];
  /** A CSS colour shown while the image loads. */
  placeholder: string;
  alt: string;
}

/** The variant widths for an image `originalWidth` wide: the section's widths, never enlarged. */
export function variantWidths(section: MediaSection, originalWidth: number): number[] {
  const widths = MEDIA_SECTIONS[section].map((width) => Math.min(width, originalWidth));
  return [...new Set(widths)].sort((a, b) => a - b);
}

export function mediaUrl(key: string, width: number, format: MediaFormat = "webp"): string {
  return `/media/${key}/${width}.${format}`;
}

export function srcSet(image: Pick<MediaImage, "key" | "widths">, format: MediaFormat): string {
  return image.widths.map((width) => `${mediaUrl(image.key, width, format)} ${width}w`).join(", ");
}

/** The variant closest to `target` pixels wide (at least it, when one exists). */
export function pickWidth(widths: readonly number[], target: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= target) ?? sorted.at(-1) ?? target;
}

/** The key of a `/media/{key}/{width}.{format}` URL, or undefined for any other URL. */
export function mediaKeyOf(url: string): string | undefined {
  return /^\/media\/([a-f0-9]{32})\/\d+\.(webp|avif)$/.exec(url)?.[1];
}

/** The smallest WebP variant of a media URL (the cart's thumbnail); other URLs are kept. */
export function thumbnailUrl(url: string, widths: readonly number[] = [200]): string {
  const key = mediaKeyOf(url);
  if (!key) return url;
  return mediaUrl(key, Math.min(...widths), "webp");
}
