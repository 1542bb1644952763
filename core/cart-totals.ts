import type { CartProblem } from "./cart-problems.ts";
import { type CartTotals, type PricingRules, priceCart } from "./pricing.ts";

/**
 * A cart line as the cart service gives it (PRODUCT.md §3): `unitPrice` in minor units, the
 * variant's for a line with a size, else the product's (null: none), from the database to the page
 * as one number; only the JSON API's presenter writes it as its decimals (`variantPrice`,
 * `product.price`).
 * A line holding an original has `artworkId` (and no `productId`), quantity 1, and the category
 * `original` (core/artwork-sale.ts).
 */
export interface CartItem {
  id: number;
  productId: number | null;
  artworkId: number | null;
  quantity: number;
  variant: string | null;
  /** The variant's id (core/variants.ts); null or absent: none, or removed since. */
  variantId?: number | null;
  unitPrice: number | null;
  product: { name: string; category: string; imageUrl: string };
  /** Why the line cannot be bought as it stands (core/cart-problems.ts); absent when it can. */
  problem?: CartProblem;
  /** The problem as the buyer is told it on the line. */
  problemMessage?: string;
  /** With `price-changed`: the unit price the buyer saw before (the line's price is the new one). */
  seenPrice?: number | null;
}

/** A line's unit price in minor units (0 for a line without one, which checkout refuses). */
export function unitPriceOf(item: Pick<CartItem, "unitPrice">): number {
  return item.unitPrice ?? 0;
}

/** The cart's totals, by the same pricing the server charges. */
export function cartTotals(items: readonly CartItem[], rules?: PricingRules): CartTotals {
  return priceCart(
    items.map((item) => ({
      category: item.product.category,
      quantity: item.quantity,
      unitPrice: unitPriceOf(item),
      productId: item.productId,
    })),
    rules,
  );
}
