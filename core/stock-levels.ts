/** How much is left of a product, as the owner's desk and the product list filter it. */

/** At or below this many left (and above none), a product is low on stock. */
export const LOW_STOCK = 3;

export type StockFilter = "out" | "low";

/** The list filter a `?stock=` value names; anything else is none. */
export function stockFilter(value: string | null | undefined): StockFilter | undefined {
  return value === "out" || value === "low" ? value : undefined;
}

/** Whether a product's stock (null: not tracked, never short) is in the filter. */
export function inStockFilter(stock: number | null, filter: StockFilter): boolean {
  if (stock === null) return false;
  return filter === "out" ? stock <= 0 : stock > 0 && stock <= LOW_STOCK;
}
