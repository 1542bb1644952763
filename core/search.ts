/** Catalogue search (PRODUCT.md §5, decision 012 §4): case-insensitive substring, at most 10. */
import { artworkPath } from "./artwork-path.ts";
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
  price: Price;
  image: string;
  path: string;
}

/** An artwork as search reads it. */
export interface SearchableArtwork<Price = number | null> {
  id: number;
  title: string;
  category: string;
  subcategory: string | null;
  imageUrl: string;
  price: Price;
}

/** A product is read as an artwork is, by its name where an artwork has a title. */
export type SearchableProduct<Price = number | null> = Omit<SearchableArtwork<Price>, "title"> & {
  name: string;
};

/** A snap card is read as an artwork is. */
export type SearchableSnapCard<Price = number | null> = SearchableArtwork<Price>;

const contains = (field: string | null | undefined, needle: string) =>
  (field ?? "").toLowerCase().includes(needle);

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
 * Artworks match on title, category or subcategory; products on name or category; snap cards on
 * title. A blank query finds nothing. Artworks first, then products, then snap cards.
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
        price: a.price,
        image: a.imageUrl,
        path: resultPath("artwork", a),
      });
    }
  }
  for (const p of catalog.products) {
    if (contains(p.name, needle) || contains(p.category, needle)) {
      results.push({
        type: "product",
        id: p.id,
        title: p.name,
        category: p.category,
        subcategory: p.subcategory,
        price: p.price,
        image: p.imageUrl,
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
        image: s.imageUrl,
        path: resultPath("snap-card", s),
      });
    }
  }
  return results.slice(0, SEARCH_LIMIT);
}
