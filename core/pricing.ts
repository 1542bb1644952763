/**
 * Cart and order pricing (PRODUCT.md §9; the savings are the collections' offers, core/offers.ts). Pure, in minor units (pence), and
 * the only place prices are combined: the cart page, the checkout summary and the server's order
 * all call {@link priceCart}, so the customer is charged exactly what they were shown.
 */

import { ORIGINAL_CATEGORY } from "./artwork-sale.ts";
import { applyCode, type CodeOutcome, type DiscountTerm, spread } from "./discounts.ts";
import { GIFT_CARD_CATEGORY } from "./gift-cards.ts";
import { collectionOf, DEMO_OFFERS, itemPrices, type OfferTable, offerSaving } from "./offers.ts";
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
  /** The product (null or absent: an original): a discount code may name it. */
  productId?: number | null;
}

export interface CartTotals {
  /** Sum of quantities. */
  itemCount: number;
  /** The regular price of everything (unit price × quantity). */
  subtotal: number;
  /** Offer savings: subtotal minus what the offers make the goods cost; never negative. */
  discount: number;
  /** What the goods cost after offer savings (and before a discount code's amount). */
  goods: number;
  /**
   * A discount code's amount off the goods after the offers (0: none, or free shipping), spread
   * over the lines as `code.lineShares`; the tax is on the goods without it.
   */
  codeDiscount: number;
  /** The discount code on the cart, what it did, or why it did nothing as the cart stands. */
  code?: CodeOutcome;
  /**
   * The tax on the goods after savings and on the shipping charged with them, rounded to the
   * penny once (core/tax.ts): added to the total, or with `taxIncluded` the part
   * of the prices and the shipping that is tax.
   */
  tax: number;
  /** Only when the prices include the tax: the total does not add it again. */
  taxIncluded?: true;
  /**
   * Only when tax was taken off prices that include it, for a zone not charged tax: off the goods
   * and the shipping alike.
   */
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
    /** The collections' offers, by slug; absent: the demo's (DEMO_OFFERS), as the other defaults. */
    offers?: OfferTable;
    /** A discount code on the cart, applied after the offers (core/discounts.ts). */
    code?: DiscountTerm | null;
  };

/** The demo's rules (its 8 % tax added to every zone's prices): what the pricing tests price. */
export const DEFAULT_RULES: PricingRules = {
  taxRate: DEMO_TAX_RATE,
  shippingFee: DEFAULT_STORE.shippingFee,
  freeShippingThreshold: DEFAULT_STORE.freeShippingThreshold,
  offers: DEMO_OFFERS,
};

/** The pricing group of a product category: its collection when that has offers, else "other". */
export function bundleGroup(category: string): string {
  return groupIn(category, DEMO_OFFERS);
}

function groupIn(category: string, offers: OfferTable): string {
  const collection = collectionOf(category);
  return offers[collection]?.length ? collection : "other";
}

/** What `quantity` items of one collection at one unit price cost with its offers. */
export function bundlePrice(
  group: string,
  quantity: number,
  unitPrice: number,
  offers: OfferTable = DEMO_OFFERS,
): number {
  const regular = quantity * unitPrice;
  return regular - offerSaving(itemPrices([{ quantity, unitPrice }]), offers[group] ?? []);
}

/** Snap packs with the demo's offers: every 3 cost £25; a remainder of 2 costs £18. */
export function snapBundlePrice(quantity: number, unitPrice: number): number {
  return bundlePrice("snap-cards", quantity, unitPrice);
}

/** Coasters with the demo's offer: every 4 cost £1 less than four at the unit price. */
export function coasterBundlePrice(quantity: number, unitPrice: number): number {
  return bundlePrice("coasters", quantity, unitPrice);
}

/**
 * Prices a cart. The items of each collection are priced together with its offers, in the
 * combination that saves the buyer most (core/offers.ts): a saving never exceeds the regular price
 * of the items it covers, so no price the owner sets makes an offer a surcharge or a give-away.
 * Products of a collection without offers, and originals, cost their own price each.
 */
export function priceCart(
  lines: readonly PricedLine[],
  rules: PricingRules = DEFAULT_RULES,
): CartTotals {
  const offers = rules.offers ?? DEMO_OFFERS;
  const groups = new Map<string, PricedLine[]>();
  let subtotal = 0;
  let itemCount = 0;
  let originals = 0;
  // A gift card is mailed as a code: nothing of it ships. It is money for later, taxed when it is
  // spent on goods: its price is neither taxed nor counted towards free shipping.
  let shippable = 0;
  let cards = 0;
  for (const line of lines) {
    if (line.category === ORIGINAL_CATEGORY) originals += line.quantity;
    if (line.category !== GIFT_CARD_CATEGORY) shippable += line.quantity;
    else cards += line.unitPrice * line.quantity;
    subtotal += line.unitPrice * line.quantity;
    itemCount += line.quantity;
    const key = groupIn(line.category, offers);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  // Each collection's saving spread over its lines, so that a code knows what each line costs.
  const lineSavings = new Map<PricedLine, number>();
  let saving = 0;
  for (const [key, group] of groups) {
    if (key === "other") continue;
    const groupSaving = offerSaving(itemPrices(group), offers[key] ?? []);
    saving += groupSaving;
    const shares = spread(
      groupSaving,
      group.map((line) => line.unitPrice * line.quantity),
    );
    group.forEach((line, index) => {
      lineSavings.set(line, shares[index]!);
    });
  }
  const goods = subtotal - saving;
  const discount = subtotal - goods;
  // The code comes after the offers: a share of what each line costs once they are taken off.
  const code = rules.code
    ? applyCode(
        rules.code,
        lines.map((line) => ({
          productId: line.productId ?? null,
          collection: collectionOf(line.category),
          // A gift card is money for later: no code takes anything off it.
          goods:
            line.category === GIFT_CARD_CATEGORY
              ? 0
              : line.unitPrice * line.quantity - (lineSavings.get(line) ?? 0),
        })),
      )
    : undefined;
  const codeDiscount = code?.amount ?? 0;
  const free = rules.freeShippingThreshold;
  const shipped = goods - cards;
  const standard = shippable > 0 && (free === null || shipped <= free) ? rules.shippingFee : 0;
  // A free-shipping code waives the standard fee; it is the one code that touches shipping.
  const waived = code?.kind === "free-shipping" && !code.refusal;
  const freeShippingGap = !waived && standard > 0 && free !== null ? free + 1 - shipped : 0;
  // Originals travel apart, boxed and insured: their fee is never waived.
  const shipping = (waived ? 0 : standard) + originals * (rules.perOriginal ?? 0);
  // Tax is charged on the goods after savings and the shipping charged with them (PRODUCT.md §9,
  // "Tax"): shipping is part of the one sale, so it takes the goods' treatment (their rate, in the
  // price or added as they are, and no tax for a zone whose goods pay none). A shop has one rate,
  // so no share of the shipping is apportioned between rates; the tax is rounded once, on the
  // whole, so every summary of the order shows the one figure. A code's amount is off the price,
  // so the tax is on (or, in prices that include it, inside) what is left.
  const taxable = shipped - codeDiscount + shipping;
  const taxed = applyTax(taxable, rules);
  return {
    itemCount,
    subtotal,
    discount,
    goods,
    codeDiscount,
    ...(code ? { code } : {}),
    ...taxed,
    shipping,
    total: goodsWithTax(taxable, taxed) + cards,
    freeShippingGap,
  };
}

/** A payment asked for outside the cart (a commission's deposit or balance), priced as totals. */
export type PaymentTotals = Omit<CartTotals, "itemCount" | "freeShippingGap" | "code">;

/**
 * Prices a payment for work the shop makes, such as a commission's deposit or balance: taxed as
 * the work is (the shop's rate, in the amount or added to it as its prices are; none for a zone
 * not charged), with no shipping and no savings. The amount is what was agreed, as the shop's
 * prices are written.
 */
export function pricePayment(amount: number, rules: TaxRules): PaymentTotals {
  const taxed = applyTax(amount, rules);
  return {
    subtotal: amount,
    discount: 0,
    goods: amount,
    codeDiscount: 0,
    ...taxed,
    shipping: 0,
    total: goodsWithTax(amount, taxed),
  };
}
