/**
 * Cart and order pricing (PRODUCT.md §9; the bundles are the catalogue table's, core/catalogue.ts). Pure, in minor units (pence), and
 * the only place prices are combined: the cart page, the checkout summary and the server's order
 * all call {@link priceCart}, so the customer is charged exactly what they were shown.
 */

import { ORIGINAL_CATEGORY } from "./artwork-sale.ts";
import { type Family, type FamilyId, family, familyOf } from "./catalogue.ts";
import { DEFAULT_STORE, DEMO_TAX_RATE, type StoreSettings } from "./store.ts";
import { applyTax, goodsWithTax, type TaxRules } from "./tax.ts";

// The pricing tests and callers read the tax rule here, beside the rest of pricing.
export { taxOn } from "./tax.ts";

/** One cart line as pricing needs it. */
export interface PricedLine {
  category: string;
  quantity: number;
  /** The unit price in minor units: the variant's price when there is one, else the product's. */
  unitPrice: number;
}

export interface CartTotals {
  /** Sum of quantities. */
  itemCount: number;
  /** The regular price of everything (unit price × quantity). */
  subtotal: number;
  /** Bundle savings: subtotal minus the bundle prices; never negative. */
  discount: number;
  /** What the goods cost after bundle savings. */
  goods: number;
  /**
   * The tax on the goods after savings, rounded to the penny (core/tax.ts): added to the total,
   * or with `taxIncluded` the part of the prices that is tax.
   */
  tax: number;
  /** Only when the prices include the tax: the total does not add it again. */
  taxIncluded?: true;
  /** Only when tax was taken off prices that include it, for a zone not charged tax. */
  taxRemoved?: number;
  /** The fee (9.99) when the goods after savings are at most the threshold (50.00), else free. */
  shipping: number;
  total: number;
  /** How much more (in minor units) would make shipping free; 0 when it already is. */
  freeShippingGap: number;
}

/**
 * The owner's tax and shipping settings that pricing applies (defaults: PRODUCT.md §9): the tax
 * and shipping of one zone (core/shipping-zones.ts), with its extra fee per original.
 */
export type PricingRules = Pick<StoreSettings, "shippingFee" | "freeShippingThreshold"> &
  TaxRules & {
    perOriginal?: number;
  };

/** The demo's rules (its 8 % tax added to every zone's prices): what the pricing tests price. */
export const DEFAULT_RULES: PricingRules = {
  taxRate: DEMO_TAX_RATE,
  shippingFee: DEFAULT_STORE.shippingFee,
  freeShippingThreshold: DEFAULT_STORE.freeShippingThreshold,
};

/** The pricing group of a product category: its family when the family has bundles. */
export function bundleGroup(category: string): FamilyId | "other" {
  const found = familyOf(category);
  return found?.bundle ? found.id : "other";
}

/**
 * A bundle's price for a quantity (the rule of {@link Family.bundle}): the large tier repeats; a
 * remainder of the small tier's quantity costs the small tier; other remainders cost the unit
 * price each; below the large tier, a quantity above the small one costs the small tier plus the
 * unit price for each extra.
 */
export function tieredPrice(
  bundle: NonNullable<Family["bundle"]>,
  quantity: number,
  unitPrice: number,
): number {
  const { large, small } = bundle;
  if (quantity < large.quantity && quantity > small.quantity) {
    return small.price + (quantity - small.quantity) * unitPrice;
  }
  const remainder = quantity % large.quantity;
  const rest = remainder === small.quantity ? small.price : remainder * unitPrice;
  return Math.floor(quantity / large.quantity) * large.price + rest;
}

/** Snap packs: every 3 cost £25; a remainder of 2 costs £18; a remainder of 1, the unit price. */
export function snapBundlePrice(quantity: number, unitPrice: number): number {
  return tieredPrice(family("snap-cards").bundle!, quantity, unitPrice);
}

/**
 * Coasters: every 4 cost £15; a remainder of 2 costs £8; other remainders cost the unit price
 * each; a total of 3 costs £8 for the first two plus the unit price of the third.
 */
export function coasterBundlePrice(quantity: number, unitPrice: number): number {
  return tieredPrice(family("coasters").bundle!, quantity, unitPrice);
}

/** A bundle group's price, before the never-dearer guard of priceCart. */
export function bundlePrice(group: string, quantity: number, unitPrice: number): number {
  const bundle = group === "other" ? undefined : familyOf(group)?.bundle;
  return bundle ? tieredPrice(bundle, quantity, unitPrice) : quantity * unitPrice;
}

/**
 * Prices a cart. Bundles are computed per group on the combined quantity of its lines, using the
 * first line's unit price for the whole group (PRODUCT.md §9); lines are taken in the order given (the
 * order they were added). Products outside the two bundles cost their own price each. A group never
 * costs more than its lines at their own prices: that only matters for prices the bundles were not
 * designed for (a snap pack under £9, or a dearer item added first), where the bundle would
 * otherwise be a surcharge.
 */
export function priceCart(
  lines: readonly PricedLine[],
  rules: PricingRules = DEFAULT_RULES,
): CartTotals {
  const groups = new Map<string, { quantity: number; unitPrice: number; regular: number }>();
  let subtotal = 0;
  let itemCount = 0;
  let originals = 0;
  for (const line of lines) {
    if (line.category === ORIGINAL_CATEGORY) originals += line.quantity;
    const regular = line.unitPrice * line.quantity;
    subtotal += regular;
    itemCount += line.quantity;
    const key = bundleGroup(line.category);
    const group = groups.get(key) ?? { quantity: 0, unitPrice: line.unitPrice, regular: 0 };
    group.quantity += line.quantity;
    group.regular += regular;
    groups.set(key, group);
  }
  let goods = 0;
  for (const [key, group] of groups) {
    goods +=
      key === "other"
        ? group.regular
        : Math.min(bundlePrice(key, group.quantity, group.unitPrice), group.regular);
  }
  const discount = subtotal - goods;
  const taxed = applyTax(goods, rules);
  const free = rules.freeShippingThreshold;
  const standard = itemCount > 0 && (free === null || goods <= free) ? rules.shippingFee : 0;
  const freeShippingGap = standard > 0 && free !== null ? free + 1 - goods : 0;
  // Originals travel apart, boxed and insured: their fee is never waived.
  const shipping = standard + originals * (rules.perOriginal ?? 0);
  return {
    itemCount,
    subtotal,
    discount,
    goods,
    ...taxed,
    shipping,
    total: goodsWithTax(goods, taxed) + shipping,
    freeShippingGap,
  };
}
