/** The catalogue's tables: artworks and their photos, products, their pictures and variants, snap cards, shop collections. */
import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Bool, Timestamp } from "./columns.ts";

export interface ArtworksTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  image_url: string;
  media_key: string | null;
  category: string;
  subcategory: string | null;
  art_type: string | null;
  medium: string | null;
  year: number | null;
  dimensions: string | null;
  alt_text: string | null;
  is_for_sale: Bool;
  price: number | null;
  is_featured: Bool;
  sort_order: number | null;
  /** Seeded by the demo (migration 007): removed with it unless the owner has edited it. */
  is_demo: Bool;
  /** available, reserved (an open order holds it) or sold (migration 009; core/artwork-sale.ts). */
  sale_state: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An artwork's photos after its cover (migration 022): `position` 1 to 11, in order. */
export interface ArtworkImagesTable {
  id: Generated<number>;
  artwork_id: number;
  position: number;
  image_url: string;
  media_key: string | null;
  alt_text: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number | null;
  category: string;
  subcategory: string | null;
  is_available: Bool;
  external_url: string | null;
  sort_order: number | null;
  stock: number | null;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  media_key: string | null;
  position: number;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  price: number;
  /** How many are left (null: not tracked; migration 019). */
  stock: number | null;
  position: number;
}

export interface SnapCardsTable {
  id: Generated<number>;
  name: string | null;
  title: string;
  description: string | null;
  image_url: string;
  media_key: string | null;
  category: Generated<string>;
  subcategory: string | null;
  price: number | null;
  features: string | null;
  external_url: string | null;
  sort_order: number | null;
  alt_text: string | null;
  is_demo: Bool;
  created_at: Timestamp;
}
/** A shop collection: a tab in the owner's order, its texts and its offers (migration 018). */
export interface CollectionsTable {
  id: Generated<number>;
  /** The shop tab's address (`/shop?tab={slug}`) and its products' `category`. */
  slug: string;
  name: string;
  description: Generated<string>;
  /** Small print under the tab (a trademark line); empty: none. */
  footnote: Generated<string>;
  /** The word for its items in offer lines ("games"); empty: none. */
  item_noun: Generated<string>;
  /** JSON: the specification list, `[{label, value}]` (the Snap deck's); `[]`: none. */
  specifications: Generated<string>;
  /** JSON: the offers, `{quantity, save}` (minor units) or `{quantity, percentOff}` (core/offers.ts). */
  offers: Generated<string>;
  position: Generated<number>;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
