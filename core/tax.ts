/**
 * Tax as the owner sets it (PRODUCT.md §9, "Tax"): a rate, whether the prices shown include it,
 * and which shipping zones are charged it. Pure, in minor units; pricing.ts applies it to a
 * cart's goods after savings, so a cart, its checkout and its order agree to the penny.
 */

import { DEMO_TAX_RATE, formatTaxRate } from "./store.ts";

/** A rate in hundredths of a percent (800 is 8 %); how the prices and the destination take it. */
export interface TaxRules {
  taxRate: number;
  /** The prices shown are what the buyer pays: the tax is inside them, not added. */
  pricesIncludeTax?: boolean;
  /** Whether the destination's shipping zone is charged tax (unset: it is). */
  taxCharged?: boolean;
}

/** What tax does to an amount of goods; the two marks only when they apply (tax added: neither). */
export interface TaxAmounts {
  /** The tax charged: added on top, or (with `taxIncluded`) the part of the prices that is tax. */
  tax: number;
  /** The tax is inside the prices: the total does not add it again. */
  taxIncluded?: true;
  /**
   * Taken off prices that include tax, for a zone not charged tax: the buyer pays the price
   * without its tax.
   */
  taxRemoved?: number;
}

/** The tax on an amount without tax, rounded half up to the penny (by default at the demo's rate). */
export function taxOn(goods: number, taxRate: number = DEMO_TAX_RATE): number {
  return Math.round((goods * taxRate) / 10_000);
}

/**
 * An amount that includes tax, without it: amount ÷ (1 + rate), rounded half up to the penny (in
 * integers: a float division could land a hair below a half).
 */
export function withoutTax(gross: number, taxRate: number): number {
  const divisor = 10_000 + taxRate;
  return Math.floor((2 * gross * 10_000 + divisor) / (2 * divisor));
}

/** The tax on `goods` (the goods after savings, as their prices are shown) under `rules`. */
export function applyTax(goods: number, rules: TaxRules): TaxAmounts {
  const charged = rules.taxCharged ?? true;
  if (!rules.pricesIncludeTax) return { tax: charged ? taxOn(goods, rules.taxRate) : 0 };
  const contained = goods - withoutTax(goods, rules.taxRate);
  if (charged) return { tax: contained, taxIncluded: true };
  return contained > 0 ? { tax: 0, taxRemoved: contained } : { tax: 0 };
}

/** What the buyer pays for `goods` once `amounts` (applyTax's) are applied, before shipping. */
export function goodsWithTax(goods: number, amounts: TaxAmounts): number {
  return goods - (amounts.taxRemoved ?? 0) + (amounts.taxIncluded ? 0 : amounts.tax);
}

/**
 * What a price written by the shop holds of its tax, said once beside prices that are not an
 * order's (a commission's quote): "Prices include VAT (20%)." or "VAT (20%) is added to these
 * prices."; null when no tax is charged.
 */
export function taxSentence(rules: TaxRules & { taxName: string }): string | null {
  if (rules.taxRate === 0 || rules.taxCharged === false) return null;
  const tax = `${rules.taxName || "Tax"} (${formatTaxRate(rules.taxRate)}%)`;
  return rules.pricesIncludeTax ? `Prices include ${tax}.` : `${tax} is added to these prices.`;
}
