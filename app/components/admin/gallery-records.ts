import { SALE_STATUS } from "#core/artwork-sale.ts";
import { SNAP_EDITIONS } from "#core/snap-order.ts";
import type { ArtworkView } from "../../../server/services/catalog-views.ts";

/** An artwork as the edit dialog shows it (PRODUCT.md §3): the catalogue's view, fewer fields. */
export type EditableArtwork = Pick<
  ArtworkView,
  | "id"
  | "title"
  | "imageUrl"
  | "description"
  | "category"
  | "artType"
  | "medium"
  | "year"
  | "dimensions"
  | "altText"
  | "images"
  | "isFeatured"
  | "displayOrder"
  | "isForSale"
  | "price"
  | "saleState"
  | "saleStatus"
>;

/** What the edit dialog (and the page's grid) needs of an artwork: nothing more goes to the page. */
export function editableArtwork(a: EditableArtwork): EditableArtwork {
  return {
    id: a.id,
    title: a.title,
    imageUrl: a.imageUrl,
    description: a.description,
    category: a.category,
    artType: a.artType,
    medium: a.medium,
    year: a.year,
    dimensions: a.dimensions,
    altText: a.altText,
    images: a.images,
    isFeatured: a.isFeatured,
    displayOrder: a.displayOrder,
    isForSale: a.isForSale,
    price: a.price,
    saleState: a.saleState,
    saleStatus: a.saleStatus,
  };
}

/**
 * An artwork's sale status as the owner's grid says it: "For sale · £450.00", "Reserved", "Sold",
 * "Price on request", "Not for sale" (with the stored state when that hides one: "Not for sale ·
 * sold").
 */
export function saleSummary(
  artwork: Pick<EditableArtwork, "saleStatus" | "saleState" | "price">,
  money: (value: number | null) => string,
): string {
  if (artwork.saleStatus === "available") return `For sale · ${money(artwork.price)}`;
  if (artwork.saleStatus === "not-for-sale" && artwork.saleState !== "available")
    return `Not for sale · ${artwork.saleState}`;
  return SALE_STATUS.labels[artwork.saleStatus];
}

/** A snap card as the edit dialog shows it. */
export interface EditableSnapCard {
  id: number;
  title: string;
  name: string | null;
  description: string | null;
  imageUrl: string;
  subcategory: string | null;
  altText: string | null;
  order: number | null;
}

export const EDITION_LABELS = { cat: "Snap-Cat", dog: "Snap-Dog", rat: "Snap-Rat" } as const;

/** The editions as a select offers them, in their order. */
export const EDITION_OPTIONS = SNAP_EDITIONS.map((value) => ({
  value,
  label: EDITION_LABELS[value],
}));
