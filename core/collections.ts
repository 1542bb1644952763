/**
 * The shop's collections as pages read them: the tabs in the owner's order, which
 * products each holds, and the offer lines of its banner. Pure; the rows come from
 * server/services/collections.ts.
 */
import { priceWriter } from "./catalogue.ts";
import { collectionOf, type Offer, type OfferLine, offerLines } from "./offers.ts";

/** One line of a collection's specification: "Size: Poker size, 63x88mm". */
export interface Specification {
  label: string;
  value: string;
}

/** A collection as visitors see it. */
export interface CollectionInfo {
  id: number;
  slug: string;
  name: string;
  description: string;
  footnote: string;
  itemNoun: string;
  /** Shown as a list under the description (and, for Snap's, on the Snap page); [] for none. */
  specifications: Specification[];
  offers: Offer[];
}

/** The tab named in the address (`?tab={slug}`), else the first; undefined when there are none. */
export function collectionTab<C extends CollectionInfo>(
  tabs: readonly C[],
  value: string | null | undefined,
): C | undefined {
  return tabs.find((tab) => tab.slug === value) ?? tabs[0];
}

/** Whether a product of `category` is in the collection `slug` (the Snap editions are in Snap's). */
export function inCollection(slug: string, category: string): boolean {
  return collectionOf(category) === slug;
}

/** Every price a product is sold at: its own, or its variants'. */
function pricesOf(product: { price: number | null; variants: ReadonlyArray<{ price: number }> }) {
  if (product.variants.length > 0) return product.variants.map((variant) => variant.price);
  return product.price !== null ? [product.price] : [];
}

/** The banner's lines for a collection's offers, over the prices of its products. */
export function collectionOfferLines(
  collection: CollectionInfo,
  products: ReadonlyArray<{ price: number | null; variants: ReadonlyArray<{ price: number }> }>,
  symbol: string,
): OfferLine[] {
  return offerLines(
    collection.offers,
    products.flatMap(pricesOf),
    priceWriter(symbol),
    collection.itemNoun,
  );
}
