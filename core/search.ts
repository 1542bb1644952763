/** Catalogue search (PRODUCT.md §5, decision 012 §4): case-insensitive substring, at most 10. */
import { artworkPath } from "./artwork-path.ts";
import { type MediaImage, mediaUrl, pickWidth } from "./media-urls.ts";
import { productPath } from "./storefront.ts";

export const SEARCH_LIMIT = 10;

export type SearchResultType = "artwork" | "product" | "snap-card";

/** A search result; `Price` is minor units in the server, the decimal text in the JSON API. */
export interface SearchResult<Price = number | null> {
  type: SearchResultType;
  id: number;
  title: string;
  category: string;
  subcategory: string | null;
  /** Null for an original that is sold or reserved: `status` says which instead. */
  price: Price | null;
  /** A picture that exists: the smallest stored size at least {@link THUMBNAIL_WIDTH} wide. */
  image: string;
  path: string;
  /** Only for an original no longer available: shown instead of a price. */
  status?: "sold" | "reserved";
}

/** The search list shows its pictures 48 px wide: twice that covers a sharp screen. */
export const THUMBNAIL_WIDTH = 96;

/** A stored picture's sizes, when the record has one (else its `imageUrl` is used as it is). */
type StoredImage = Pick<MediaImage, "key" | "widths"> | null;

/** An artwork as search reads it. */
export interface SearchableArtwork<Price = number | null> {
  id: number;
  title: string;
  category: string;
  subcategory: string | null;
  imageUrl: string;
  image?: StoredImage;
  price: Price;
  /** An original's status for visitors (core/artwork-sale.ts): sold and reserved show as such. */
  saleStatus?: string;
}

/**
 * A product is read as an artwork is, by its name where an artwork has a title, and also found
 * by its variants' names and its collection's name.
 */
export type SearchableProduct<Price = number | null> = Omit<
  SearchableArtwork<Price>,
  "title" | "image"
> & {
  name: string;
  images?: readonly NonNullable<StoredImage>[];
  variants?: readonly { name: string }[];
  /** The name of the collection it is in, as the owner typed it. */
  collection?: string;
};

/** A snap card is read as an artwork is. */
export type SearchableSnapCard<Price = number | null> = SearchableArtwork<Price>;

const contains = (field: string | null | undefined, needle: string) =>
  (field ?? "").toLowerCase().includes(needle);

/** The picture a result shows: a stored size that exists, else the record's own URL. */
export function searchThumbnail(imageUrl: string, image: StoredImage | undefined): string {
  return image ? mediaUrl(image.key, pickWidth(image.widths, THUMBNAIL_WIDTH)) : imageUrl;
}

/** Sold and reserved originals say so instead of showing a price. */
function availability<Price>(
  record: SearchableArtwork<Price>,
): Pick<SearchResult<Price>, "price" | "status"> {
  const status = record.saleStatus;
  return status === "sold" || status === "reserved"
    ? { price: null, status }
    : { price: record.price };
}

/**
 * Where a result leads: the artwork's own page (`/art/12-morning-over-the-estuary`); a product's
 * own dialog on its shop tab (`/shop?tab=coasters&product=12`); a snap card's slideshow at that
 * card (`/snap-cards?card=7`).
 */
export function resultPath(
  type: SearchResultType,
  record: { id: number; title: string; category: string },
): string {
  if (type === "product") return productPath(record.category, record.id);
  if (type === "snap-card") return `/snap-cards?card=${record.id}`;
  return artworkPath(record);
}

/**
 * Artworks match on title, category or subcategory; products on name, category, collection or a
 * variant's name; snap cards on title. A blank query finds nothing. Artworks first, then products, then snap cards.
 */
export function searchCatalog<Price>(
  query: string,
  catalog: {
    artworks: readonly SearchableArtwork<Price>[];
    products: readonly SearchableProduct<Price>[];
    snapCards: readonly SearchableSnapCard<Price>[];
  },
): SearchResult<Price>[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const results: SearchResult<Price>[] = [];
  for (const a of catalog.artworks) {
    if (
      contains(a.title, needle) ||
      contains(a.category, needle) ||
      contains(a.subcategory, needle)
    ) {
      results.push({
        type: "artwork",
        id: a.id,
        title: a.title,
        category: a.category,
        subcategory: a.subcategory,
        ...availability(a),
        image: searchThumbnail(a.imageUrl, a.image),
        path: resultPath("artwork", a),
      });
    }
  }
  for (const p of catalog.products) {
    if (
      contains(p.name, needle) ||
      contains(p.category, needle) ||
      contains(p.collection, needle) ||
      p.variants?.some((variant) => contains(variant.name, needle))
    ) {
      results.push({
        type: "product",
        id: p.id,
        title: p.name,
        category: p.category,
        subcategory: p.subcategory,
        price: p.price,
        image: searchThumbnail(p.imageUrl, p.images?.[0]),
        path: resultPath("product", { ...p, title: p.name }),
      });
    }
  }
  for (const s of catalog.snapCards) {
    if (contains(s.title, needle)) {
      results.push({
        type: "snap-card",
        id: s.id,
        title: s.title,
        category: s.category,
        subcategory: s.subcategory,
        price: s.price,
        image: searchThumbnail(s.imageUrl, s.image),
        path: resultPath("snap-card", s),
      });
    }
  }
  return results.slice(0, SEARCH_LIMIT);
}
