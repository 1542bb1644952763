/**
 * The catalogue's reads for single pages: the home page's slides and testimonials, the About
 * page, and the picture a shared link shows. Plain reads; catalog.ts binds them and keeps their
 * results until the database next changes.
 */
import type { Kysely } from "kysely";
import { mediaUrl, pickWidth } from "#core/media-urls.ts";
import type { Database } from "../db/schema.ts";
import {
  type AboutSetting,
  type AboutView,
  type CarouselImageView,
  type CatalogSource,
  imageOf,
  type PublicTestimonial,
  type ShareImage,
} from "./catalog-views.ts";
import { readSetting } from "./setting-store.ts";

/** How wide a share picture is asked for: what link previews show best. */
const SHARE_WIDTH = 1200;

/** A setting's stored value, or an empty one when the owner never saved it. */
async function storedSetting<T>(db: Kysely<Database>, key: string): Promise<Partial<T>> {
  return (await readSetting<Partial<T>>(db, key)) ?? {};
}

/** The home page's hero slides, in order (`url` the large variant, `thumbnail` the small one). */
export async function readCarousel({ db, media }: CatalogSource): Promise<CarouselImageView[]> {
  const rows = await db
    .selectFrom("carousel_images")
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute();
  const assets = await media.findMany(rows.map((row) => row.media_key));
  return rows.flatMap((row) => {
    const asset = assets.get(row.media_key);
    if (!asset) return [];
    const smallest = Math.min(...asset.widths);
    return [
      {
        url: asset.url,
        alt: row.alt,
        thumbnail: `/media/${asset.key}/${smallest}.webp`,
        title: row.title,
        caption: row.caption,
        displayOrder: row.position,
        id: row.id,
        image: imageOf(asset),
      },
    ];
  });
}

/** The About page: biography paragraphs and the portrait, studio and post pictures. */
export async function readAbout({ db, media }: CatalogSource): Promise<AboutView> {
  const stored = await storedSetting<AboutSetting>(db, "about");
  const keys = [stored.portrait, stored.studio].filter((key): key is string => Boolean(key));
  const assets = await media.findMany(keys);
  /** The picture with the owner's alt text (the upload's own when they gave none). */
  const pick = (key: string | undefined, alt: string | undefined) => {
    const image = imageOf(key ? assets.get(key) : undefined);
    return image && alt ? { ...image, alt } : image;
  };
  return {
    biography: stored.biography ?? [],
    portrait: pick(stored.portrait, stored.portraitAlt),
    studio: pick(stored.studio, stored.studioAlt),
    quote: stored.quote?.text ? stored.quote : null,
  };
}

/**
 * The picture a shared link shows for a page without its own (PRODUCT.md §2): the one set in
 * Settings, else the first of `slides`; null when there is neither.
 */
export async function readShareImage(
  { db, media }: CatalogSource,
  slides: () => Promise<CarouselImageView[]>,
): Promise<ShareImage | null> {
  const stored = await storedSetting<{ image: string; alt: string }>(db, "sharing");
  const chosen = stored.image
    ? (await media.findMany([stored.image])).get(stored.image)
    : undefined;
  if (chosen) {
    return {
      url: mediaUrl(chosen.key, pickWidth(chosen.widths, SHARE_WIDTH)),
      alt: stored.alt || chosen.alt,
    };
  }
  const [slide] = await slides();
  return slide?.image
    ? {
        url: mediaUrl(slide.image.key, pickWidth(slide.image.widths, SHARE_WIDTH)),
        alt: slide.alt,
      }
    : null;
}

/** The published testimonials, in order (PRODUCT.md §3). */
export function readTestimonials({ db }: CatalogSource): Promise<PublicTestimonial[]> {
  return db
    .selectFrom("testimonials")
    .select(["id", "quote", "author", "location"])
    .where("is_published", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
