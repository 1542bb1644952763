/**
 * What the catalogue service returns (catalog.ts re-exports these for its callers), and how a
 * stored picture becomes one a page can show responsively.
 */

import { type Kysely, sql, type Transaction } from "kysely";
import type { SaleState, SaleStatus } from "#core/artwork-sale.ts";
import type { MediaImage } from "#core/media-urls.ts";
import type { ProductVariant } from "#core/variants.ts";
import type { Database } from "../db/schema.ts";
import type { MediaAsset, MediaService } from "./media.ts";

/** What every catalogue read is made from. */
export interface CatalogSource {
  db: Kysely<Database>;
  media: MediaService;
}

/** An artwork as the API and pages present it (PRODUCT.md §3, plus its responsive image). */
export interface ArtworkView {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string;
  category: string;
  subcategory: string | null;
  artType: string | null;
  medium: string | null;
  year: number | null;
  dimensions: string | null;
  /** The owner's description of the picture; null: the title describes it (as `image.alt`). */
  altText: string | null;
  isFeatured: boolean;
  displayOrder: number | null;
  isForSale: boolean;
  /** Minor units; null: no price (on request when it is for sale). */
  price: number | null;
  /** What visitors are told: available, reserved, sold, on-request or not-for-sale. */
  saleStatus: SaleStatus;
  /** The stored state behind it (the owner's view; the public API leaves it out). */
  saleState: SaleState;
  image: MediaImage | null;
  /** Every photo in order, the cover (`imageUrl`, `altText`, `image`) first. */
  images: ArtworkPhotoView[];
  /** The artwork's own page, `/art/{id}-{slug}` (core/artwork-path.ts). */
  url: string;
}

/** One of an artwork's photos: the uploaded picture, its alt text and its responsive image. */
export interface ArtworkPhotoView {
  imageUrl: string;
  /** The owner's description of the photo; null: the title describes it (as `image.alt`). */
  altText: string | null;
  image: MediaImage | null;
}

export interface ProductView {
  id: number;
  name: string;
  description: string;
  /** Minor units; null: no price (sizes carry their own). */
  price: number | null;
  imageUrl: string;
  imageUrls: string[];
  images: MediaImage[];
  category: string;
  subcategory: string | null;
  isAvailable: boolean;
  externalUrl: string | null;
  order: number | null;
  stock: number | null;
  /** In the buyer's order (core/variants.ts); none: the product has one price and stock. */
  variants: ProductVariant[];
}

export interface SnapCardView {
  id: number;
  name: string | null;
  title: string;
  description: string | null;
  imageUrl: string;
  image: MediaImage | null;
  category: string;
  subcategory: string | null;
  price: number | null;
  features: string[];
  externalUrl: string | null;
  order: number | null;
  /** The owner's description of the picture; null: the title describes it (as `image.alt`). */
  altText: string | null;
}

export interface CarouselImageView {
  id: number;
  url: string;
  alt: string;
  thumbnail: string;
  title: string | null;
  caption: string | null;
  /** The slide's place, from 0. */
  displayOrder: number;
  image: MediaImage | null;
}

/** A published testimonial, as the home page shows it. */
export interface PublicTestimonial {
  id: number;
  quote: string;
  author: string;
  location: string | null;
}

/** The About page's quote block: a line from the artist (a post, say) and where it was said. */
export interface AboutQuote {
  text: string;
  href: string | null;
}

/** The About page's setting: media keys of its pictures, their alt texts, and the quote. */
export interface AboutSetting {
  biography: string[];
  portrait?: string;
  portraitAlt?: string;
  studio?: string;
  studioAlt?: string;
  quote?: AboutQuote | null;
}

export interface AboutView {
  biography: string[];
  portrait: MediaImage | null;
  studio: MediaImage | null;
  quote: AboutQuote | null;
}

/** A page's share picture (og:image) and its alt text. */
export interface ShareImage {
  url: string;
  alt: string;
}

/** A picture for responsive display; `alt` replaces the upload's own (its file name) when given. */
export const imageOf = (asset: MediaAsset | undefined, alt?: string): MediaImage | null =>
  asset
    ? {
        key: asset.key,
        width: asset.width,
        height: asset.height,
        widths: asset.widths,
        placeholder: asset.placeholder,
        alt: alt ?? asset.alt,
      }
    : null;

/** The media keys of rows that have a picture. */
export const keysOf = (rows: ReadonlyArray<{ media_key: string | null }>) =>
  rows.flatMap((row) => (row.media_key ? [row.media_key] : []));

/**
 * The URL of a product's first picture (by position), as a subquery of a query whose
 * `productId` column names the product: a cart line's and an announced product's picture.
 */
export const firstProductImage = (
  db: Kysely<Database> | Transaction<Database>,
  productId: "products.id" | "cart_items.product_id",
) =>
  db
    .selectFrom("product_images")
    .select("product_images.url")
    .where("product_images.product_id", "=", sql.ref<number>(productId))
    .orderBy("product_images.position")
    .limit(1);
