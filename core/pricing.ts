/**
 * Cart and order pricing (SPEC §9 with DESIGN.md difference 3). Pure, in minor units (pence), and
 * the only place prices are combined: the cart page, the checkout summary and the server's order
 * all call {@link priceCart}, so the customer is charged exactly what they were shown.
 */

import { DEFAULT_STORE, type StoreSettings } from "./store.ts";

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
  /** The tax rate (8 % by default) of the goods after savings, rounded to the penny. */
  tax: number;
  /** The fee (9.99) when the goods after savings are at most the threshold (50.00), else free. */
  shipping: number;
  total: number;
  /** How much more (in minor units) would make shipping free; 0 when it already is. */
  freeShippingGap: number;
}

/** The owner's tax and shipping settings that pricing applies (defaults: SPEC §9). */
export type PricingRules = Pick<StoreSettings, "taxRate" | "shippingFee" | "freeShippingOver">;

export const DEFAULT_RULES: PricingRules = {
  taxRate: DEFAULT_STORE.taxRate,
  shippingFee: DEFAULT_STORE.shippingFee,
  freeShippingOver: DEFAULT_STORE.freeShippingOver,
};

export const SNAP_BUNDLE = { three: 2500, two: 1800 } as const;
export const COASTER_BUNDLE = { four: 1500, two: 800 } as const;

/** The pricing group of a product category: the three snap editions price together. */
export function bundleGroup(category: string): "snap-cards" | "coasters" | "other" {
  if (category === "snap-cards" || /^snap-(cat|dog|rat)$/.test(category)) return "snap-cards";
  if (category === "coasters") return "coasters";
  return "other";
}

/**
 * Snap packs: every group of 3 costs £25; a remainder of 2 costs £18; a remainder of 1 costs the
 * unit price.
 */
export function snapBundlePrice(quantity: number, unitPrice: number): number {
  const threes = Math.floor(quantity / 3);
  const remainder = quantity % 3;
  const rest = remainder === 2 ? SNAP_BUNDLE.two : remainder * unitPrice;
  return threes * SNAP_BUNDLE.three + rest;
}

/**
 * Coasters: every group of 4 costs £15; a remainder of 2 costs £8; other remainders cost the unit
 * price each; a total of 2 or 3 costs £8 for the first two plus the unit price for each extra.
 */
export function coasterBundlePrice(quantity: number, unitPrice: number): number {
  if (quantity < 4) {
    return quantity >= 2 ? COASTER_BUNDLE.two + (quantity - 2) * unitPrice : quantity * unitPrice;
  }
  const fours = Math.floor(quantity / 4);
  const remainder = quantity % 4;
  const rest = remainder === 2 ? COASTER_BUNDLE.two : remainder * unitPrice;
  return fours * COASTER_BUNDLE.four + rest;
}

/** A bundle group's price by the rules of SPEC §9, before the never-dearer guard of priceCart. */
export function bundlePrice(group: string, quantity: number, unitPrice: number): number {
  if (group === "snap-cards") return snapBundlePrice(quantity, unitPrice);
  if (group === "coasters") return coasterBundlePrice(quantity, unitPrice);
  return quantity * unitPrice;
}

/** The tax (in hundredths of a percent) on an amount, rounded half up to the penny. */
export function taxOn(goods: number, taxRate = DEFAULT_RULES.taxRate): number {
  return Math.round((goods * taxRate) / 10_000);
}

/**
 * Prices a cart. Bundles are computed per group on the combined quantity of its lines, using the
 * first line's unit price for the whole group (SPEC §9); lines are taken in the order given (the
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
  for (const line of lines) {
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
  const tax = taxOn(goods, rules.taxRate);
  const free = rules.freeShippingOver;
  const shipping = itemCount > 0 && (free === null || goods <= free) ? rules.shippingFee : 0;
  const freeShippingGap = shipping > 0 && free !== null ? free + 1 - goods : 0;
  return {
    itemCount,
    subtotal,
    discount,
    goods,
    tax,
    shipping,
    total: goods + tax + shipping,
    freeShippingGap,
  };
}
