/**
 * What the shop shows of a product: its address, what its buy button says, its lowest price
 * (PRODUCT.md §2, §9). The tabs are the owner's collections (core/collections.ts).
 */
import { PRODUCT_CATEGORIES } from "./catalogue.ts";
import { collectionOf } from "./offers.ts";
import { allSoldOut } from "./variants.ts";

export { categoryLabel } from "./catalogue.ts";

/** A product's own address: its tab, with its dialog open (`/shop?tab=coasters&product=12`). */
export function productPath(category: string, id: number): string {
  return `/shop?tab=${collectionOf(category)}&product=${id}`;
}

/** Every category the shop shows: all of them belong to a family, so all of them. */
export const SHOP_CATEGORIES: readonly string[] = PRODUCT_CATEGORIES;

/** What a product's button offers, decided from the same facts the server checks. */
export type BuyState = "buy" | "inquire" | "coming-soon" | "sold-out";

/** What the shop shows for each state, on its buttons and badges; the admin's list says the same. */
export const BUY_STATE_LABELS: Record<BuyState, string> = {
  buy: "On sale",
  inquire: "Price on request",
  "coming-soon": "Coming Soon",
  "sold-out": "Sold out",
};

export function buyState(product: {
  isAvailable: boolean;
  price: number | null;
  stock: number | null;
  variants: ReadonlyArray<{ price: number; stock?: number | null }>;
}): BuyState {
  if (!product.isAvailable) return "coming-soon";
  if (lowestPrice(product) === null) return "inquire";
  if (product.stock === 0 || allSoldOut(product.variants)) return "sold-out";
  return "buy";
}

/**
 * A product's lowest price above nothing (minor units; null: none): its variants' when it has
 * them (the shop's "From £25.00"), else its own.
 */
export function lowestPrice(product: {
  price: number | null;
  variants: ReadonlyArray<{ price: number }>;
}): number | null {
  const all =
    product.variants.length > 0
      ? product.variants.map((variant) => variant.price)
      : [product.price];
  const prices = all.filter((price): price is number => price !== null && price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Products with variants are bought through the dialog; other products add from the grid. */
export function needsDialog(product: { variants: readonly unknown[] }): boolean {
  return product.variants.length > 0;
}
