import type { MediaImage } from "#core/media-urls.ts";
import type { ProductVariant } from "#core/variants.ts";

/** A product as the shop page needs it. */
export interface ShopProduct {
  id: number;
  name: string;
  description: string;
  /** Minor units; null: no price of its own. */
  price: number | null;
  category: string;
  isAvailable: boolean;
  stock: number | null;
  images: MediaImage[];
  variants: ProductVariant[];
  /** Where else the owner sells it (an http(s) address), shown as "Also available at …". */
  externalUrl: string | null;
}
