/**
 * A product's variants: A4 and A3, framed or not, each with its own price and stock.
 * Pure: the shop, the cart, checkout and the admin read these rules alike.
 */

/** A variant as the catalogue lists it, in minor units (`stock` null: not tracked). */
export interface ProductVariant {
  id: number;
  name: string;
  price: number;
  stock: number | null;
}

/**
 * How many of a variant's line can be bought: the variant's stock and the product's, whichever
 * is tracked and lower (the product's counts all its variants together); null when neither is.
 */
export function lineStock(productStock: number | null, variantStock: number | null): number | null {
  if (productStock === null) return variantStock;
  if (variantStock === null) return productStock;
  return Math.min(productStock, variantStock);
}

/**
 * What a variant's line is called in e-mails and the stock messages: "Fox (A3)"; a variant whose
 * name has brackets of its own after a dash, "Fox – A3 (29.7 × 42 cm)", not in brackets twice.
 */
export function variantLineName(name: string, variant: string | null | undefined): string {
  if (!variant) return name;
  return /[()]/.test(variant) ? `${name} – ${variant}` : `${name} (${variant})`;
}

/** True when every variant tracks its stock and none is left: the product is sold out. */
export function allSoldOut(variants: ReadonlyArray<{ stock?: number | null }>): boolean {
  return variants.length > 0 && variants.every((variant) => variant.stock === 0);
}

/** The variant a buyer starts from in the dialog: the first one left, else the first. */
export function firstChoice<Variant extends { stock?: number | null }>(
  variants: readonly Variant[],
): Variant | undefined {
  return variants.find((variant) => variant.stock !== 0) ?? variants[0];
}

/**
 * Whether a variant's name is its price written out (a gift card's "£25" at 25.00, "€50" or "50
 * EUR" at 50.00): then the choice shows the amount once, by its name. `price` in minor units;
 * anything else in the name than a currency sign or code and the number keeps the price beside it.
 */
export function namesItsPrice(name: string, price: number): boolean {
  const words = name.trim().replace(/\b[A-Z]{3}\b/g, "");
  if (/[\p{L}]/u.test(words.replace(/[\p{Sc}]/gu, ""))) return false;
  const digits = words.replace(/[^\d.,]/g, "").replace(/,(?=\d{3}\b)/g, "");
  if (!/^\d+([.,]\d{1,2})?$/.test(digits)) return false;
  return Math.round(Number(digits.replace(",", ".")) * 100) === price;
}
