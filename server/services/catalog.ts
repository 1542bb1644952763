import type { Kysely } from "kysely";
import { collectionOf } from "#core/offers.ts";
import { type SearchResult, searchCatalog } from "#core/search.ts";
import type { Database } from "../db/schema.ts";
import { bound } from "./bound.ts";
import { readArtworks, readProducts, readSnapCards } from "./catalog-lists.ts";
import { readAbout, readCarousel, readShareImage, readTestimonials } from "./catalog-pages.ts";
import type { CatalogSource } from "./catalog-views.ts";
import type { MediaService } from "./media.ts";
import type { ReadCache } from "./read-cache.ts";

export type {
  AboutQuote,
  AboutSetting,
  AboutView,
  ArtworkView,
  CarouselImageView,
  ProductView,
  PublicTestimonial,
  ShareImage,
  SnapCardView,
} from "./catalog-views.ts";

/**
 * Read access to the public catalogue: the lists (catalog-lists.ts) and the single pages' reads
 * (catalog-pages.ts), each kept until the database next changes when the service has a cache.
 */
export function createCatalogService(db: Kysely<Database>, media: MediaService, cache?: ReadCache) {
  const source: CatalogSource = { db, media };
  const remembered = <A extends unknown[], T>(
    name: string,
    read: (source: CatalogSource, ...args: A) => Promise<T>,
  ): ((...args: A) => Promise<T>) => {
    const run = bound(source, read);
    return cache
      ? (...args) => cache.get(`catalog.${name}:${JSON.stringify(args)}`, () => run(...args))
      : run;
  };
  const listArtworks = remembered("artworks", readArtworks);
  const listProducts = remembered("products", readProducts);
  const listSnapCards = remembered("snapCards", readSnapCards);
  const carouselImages = remembered("carousel", readCarousel);

  return {
    listArtworks,
    listProducts,
    listSnapCards,
    carouselImages,
    about: remembered("about", readAbout),
    shareImage: remembered("share-image", (from) => readShareImage(from, carouselImages)),
    testimonials: remembered("testimonials", readTestimonials),

    /** PRODUCT.md §5 search over the whole catalogue, at most 10 results. */
    async search(query: string): Promise<SearchResult[]> {
      if (query.trim() === "") return [];
      const [artworks, products, snapCards, collections] = await Promise.all([
        listArtworks(),
        listProducts(),
        listSnapCards(),
        db.selectFrom("collections").select(["slug", "name"]).execute(),
      ]);
      // Products are found by their variants' names and by their collection's name.
      const names = new Map(collections.map((row) => [row.slug, row.name]));
      const named = products.map((product) => {
        const collection = names.get(collectionOf(product.category));
        return collection ? { ...product, collection } : product;
      });
      return searchCatalog(query, { artworks, products: named, snapCards });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
