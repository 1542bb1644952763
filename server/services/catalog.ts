import type { Kysely } from "kysely";
import { artworkPath } from "#core/artwork-path.ts";
import { type SaleState, type SaleStatus, saleStatusOf } from "#core/artwork-sale.ts";
import { featuredInOrder } from "#core/featured-artworks.ts";
import { type MediaImage, mediaUrl, pickWidth } from "#core/media-urls.ts";
import { type SearchResult, searchCatalog } from "#core/search.ts";
import { sortSnapCards } from "#core/snap-order.ts";
import type { Database } from "../db/schema.ts";
import type { MediaAsset, MediaService } from "./media.ts";
import type { ReadCache } from "./read-cache.ts";

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
  /** The artwork's own page, `/art/{id}-{slug}` (core/artwork-path.ts). */
  url: string;
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
  variants: Array<{ name: string; price: number }>;
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

/** How wide a share picture is asked for: what link previews show best. */
const SHARE_WIDTH = 1200;

/** A picture for responsive display; `alt` replaces the upload's own (its file name) when given. */
const imageOf = (asset: MediaAsset | undefined, alt?: string): MediaImage | null =>
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

const keysOf = (rows: ReadonlyArray<{ media_key: string | null }>) =>
  rows.flatMap((row) => (row.media_key ? [row.media_key] : []));

/** Read access to the public catalogue. */
export function createCatalogService(db: Kysely<Database>, media: MediaService, cache?: ReadCache) {
  /** A read kept until the database next changes (when the service has a cache). */
  const remembered =
    <A extends unknown[], T>(name: string, read: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> =>
      cache
        ? cache.get(`catalog.${name}:${JSON.stringify(args)}`, () => read(...args))
        : read(...args);

  const listArtworks = remembered(
    "artworks",
    async function listArtworks(
      filter: { category?: string; artType?: string; featured?: boolean } = {},
    ): Promise<ArtworkView[]> {
      let query = db.selectFrom("artworks").selectAll();
      if (filter.category) query = query.where("category", "=", filter.category);
      if (filter.artType) query = query.where("art_type", "=", filter.artType);
      if (filter.featured) query = query.where("is_featured", "=", true);
      const rows = await query.orderBy("sort_order").orderBy("id").execute();
      const images = await media.findMany(keysOf(rows));
      const views = rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.image_url,
        category: row.category,
        subcategory: row.subcategory,
        artType: row.art_type,
        medium: row.medium,
        year: row.year,
        dimensions: row.dimensions,
        altText: row.alt_text,
        isFeatured: Boolean(row.is_featured),
        displayOrder: row.sort_order,
        isForSale: Boolean(row.is_for_sale),
        price: row.price,
        saleStatus: saleStatusOf({
          isForSale: Boolean(row.is_for_sale),
          price: row.price,
          saleState: row.sale_state,
        }),
        saleState: row.sale_state as SaleState,
        image: imageOf(
          row.media_key ? images.get(row.media_key) : undefined,
          row.alt_text || row.title,
        ),
        url: artworkPath(row),
      }));
      // Featured ones in display order on both engines (PostgreSQL sorts nulls last, SQLite first).
      return filter.featured ? featuredInOrder(views) : views;
    },
  );

  const listProducts = remembered("products", async (): Promise<ProductView[]> => {
    const [rows, imageRows, variantRows] = await Promise.all([
      db.selectFrom("products").selectAll().orderBy("sort_order").orderBy("id").execute(),
      db
        .selectFrom("product_images")
        .selectAll()
        .orderBy("product_id")
        .orderBy("position")
        .execute(),
      db
        .selectFrom("product_variants")
        .selectAll()
        .orderBy("product_id")
        .orderBy("position")
        .execute(),
    ]);
    const assets = await media.findMany(keysOf(imageRows));
    return rows.map((row) => {
      const images = imageRows.filter((image) => image.product_id === row.id);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        price: row.price,
        imageUrl: images[0]?.url ?? "",
        imageUrls: images.map((image) => image.url),
        images: images.flatMap((image) => {
          const view = imageOf(image.media_key ? assets.get(image.media_key) : undefined);
          return view ? [view] : [];
        }),
        category: row.category,
        subcategory: row.subcategory,
        isAvailable: Boolean(row.is_available),
        externalUrl: row.external_url,
        order: row.sort_order,
        stock: row.stock,
        variants: variantRows
          .filter((variant) => variant.product_id === row.id)
          .map((variant) => ({ name: variant.name, price: variant.price })),
      };
    });
  });

  const listSnapCards = remembered("snapCards", async (): Promise<SnapCardView[]> => {
    const rows = await db.selectFrom("snap_cards").selectAll().execute();
    const images = await media.findMany(keysOf(rows));
    const views = rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      description: row.description,
      imageUrl: row.image_url,
      image: imageOf(
        row.media_key ? images.get(row.media_key) : undefined,
        row.alt_text || row.title,
      ),
      category: row.category,
      subcategory: row.subcategory,
      price: row.price,
      features: row.features ? (JSON.parse(row.features) as string[]) : [],
      externalUrl: row.external_url,
      order: row.sort_order,
      altText: row.alt_text,
    }));
    return sortSnapCards(views);
  });

  /** The home page's hero slides, in order (`url` the large variant, `thumbnail` the small one). */
  const carouselImages = remembered("carousel", async (): Promise<CarouselImageView[]> => {
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
  });

  return {
    listArtworks,
    listProducts,
    listSnapCards,

    carouselImages,

    /** The About page: biography paragraphs and the portrait, studio and post pictures. */
    about: remembered("about", async (): Promise<AboutView> => {
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", "about")
        .executeTakeFirst();
      const stored = row ? (JSON.parse(row.value) as Partial<AboutSetting>) : {};
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
    }),

    /**
     * The picture a shared link shows for a page without its own (PRODUCT.md §2): the one set in
     * Settings, else the first hero slide; null when there is neither.
     */
    shareImage: remembered("share-image", async (): Promise<ShareImage | null> => {
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", "sharing")
        .executeTakeFirst();
      const stored = row ? (JSON.parse(row.value) as { image?: string; alt?: string }) : {};
      const chosen = stored.image
        ? (await media.findMany([stored.image])).get(stored.image)
        : undefined;
      if (chosen) {
        return {
          url: mediaUrl(chosen.key, pickWidth(chosen.widths, SHARE_WIDTH)),
          alt: stored.alt || chosen.alt,
        };
      }
      const [slide] = await carouselImages();
      return slide?.image
        ? {
            url: mediaUrl(slide.image.key, pickWidth(slide.image.widths, SHARE_WIDTH)),
            alt: slide.alt,
          }
        : null;
    }),

    /** The published testimonials, in order (PRODUCT.md §3). */
    testimonials: remembered("testimonials", async (): Promise<PublicTestimonial[]> => {
      const rows = await db
        .selectFrom("testimonials")
        .select(["id", "quote", "author", "location"])
        .where("is_published", "=", true)
        .orderBy("position")
        .orderBy("id")
        .execute();
      return rows;
    }),

    /** PRODUCT.md §5 search over the whole catalogue, at most 10 results. */
    async search(query: string): Promise<SearchResult[]> {
      if (query.trim() === "") return [];
      const [artworks, products, snapCards] = await Promise.all([
        listArtworks(),
        listProducts(),
        listSnapCards(),
      ]);
      return searchCatalog(query, { artworks, products, snapCards });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
