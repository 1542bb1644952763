import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, priceCart } from "./pricing.ts";
import { shippingRules } from "./shipping-zones.ts";
import { DEFAULT_STORE } from "./store.ts";
import { applyTax, type TaxRules, taxSentence, withoutTax } from "./tax.ts";

const ADDED: TaxRules = { taxRate: 2000 };
const INCLUDED: TaxRules = { taxRate: 2000, pricesIncludeTax: true };

describe("applyTax", () => {
  it.each([
    // [case, goods, rules, tax, included, removed]
    ["added, charged", 1000, ADDED, 200, undefined, undefined],
    ["added, half a penny rounds up", 1003, { taxRate: 750 }, 75, undefined, undefined], // 75.225
    ["added, 0.5p up", 1010, { taxRate: 750 }, 76, undefined, undefined], // 75.75
    ["added, zone not charged", 1000, { ...ADDED, taxCharged: false }, 0, undefined, undefined],
    ["included, charged", 1200, INCLUDED, 200, true, undefined],
    ["included, rounded to the penny", 1000, INCLUDED, 167, true, undefined], // 833.33 net
    ["included, 8 %", 1999, { taxRate: 800, pricesIncludeTax: true }, 148, true, undefined], // 1850.93
    ["included, zone not charged", 1200, { ...INCLUDED, taxCharged: false }, 0, undefined, 200],
    [
      "included, zone not charged, rounding",
      1000,
      { ...INCLUDED, taxCharged: false },
      0,
      undefined,
      167,
    ],
    ["no tax", 1000, { taxRate: 0 }, 0, undefined, undefined],
    ["no tax, prices include it", 1000, { taxRate: 0, pricesIncludeTax: true }, 0, true, undefined],
    ["nothing to tax", 0, { ...INCLUDED, taxCharged: false }, 0, undefined, undefined],
  ] as const)("%s", (_, goods, rules, tax, included, removed) => {
    const amounts = applyTax(goods, rules);
    expect(amounts.tax).toBe(tax);
    expect(amounts.taxIncluded).toBe(included);
    expect(amounts.taxRemoved).toBe(removed);
  });

  it("takes a price including tax back to price ÷ (1 + rate), half a penny up", () => {
    expect(withoutTax(1200, 2000)).toBe(1000);
    expect(withoutTax(1000, 2000)).toBe(833); // 833.33
    expect(withoutTax(1001, 2000)).toBe(834); // 834.1666…
    expect(withoutTax(3, 2000)).toBe(3); // 2.5 rounds up
    expect(withoutTax(1000, 0)).toBe(1000);
  });

  it("never takes more than the price, and price ÷ (1 + rate) is the nearest penny", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 9999 }), (gross, rate) => {
        const net = withoutTax(gross, rate);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(gross);
        expect(Math.abs(net - (gross * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("priceCart with the owner's tax", () => {
  const print = (unitPrice: number, quantity = 1) => ({ category: "prints", quantity, unitPrice });

  it.each([
    // [case, store's tax, country, tax, taxIncluded, taxRemoved, total]: £50.00 of prints, and
    // the zone's shipping (home 9.99, Europe 14.99, the world 24.99) taxed as the goods are.
    ["added at home", { taxRate: 2000 }, "GB", 1200, undefined, undefined, 7199], // 20 % of 59.99
    ["added, Europe charged", { taxRate: 2000 }, "FR", 1300, undefined, undefined, 7799],
    [
      "added, the world not charged",
      { taxRate: 2000, taxZones: { home: true, europe: true, world: false } },
      "US",
      0,
      undefined,
      undefined,
      7499,
    ],
    [
      "included at home: 59.99 − 59.99 ÷ 1.2",
      { taxRate: 2000, pricesIncludeTax: true },
      "GB",
      1000,
      true,
      undefined,
      5999,
    ],
    [
      "included, the world not charged: (50.00 + 24.99) ÷ 1.2",
      {
        taxRate: 2000,
        pricesIncludeTax: true,
        taxZones: { home: true, europe: true, world: false },
      },
      "US",
      0,
      undefined,
      1250,
      6249,
    ],
    ["a new site: no tax", {}, "GB", 0, undefined, undefined, 5999],
  ] as const)("%s", (_, tax, country, expected, included, removed, total) => {
    const rules = shippingRules({ ...DEFAULT_STORE, ...tax }, country);
    const totals = priceCart([print(2500, 2)], rules);
    expect(totals).toMatchObject({ subtotal: 5000, goods: 5000, tax: expected, total });
    expect(totals.taxIncluded).toBe(included);
    expect(totals.taxRemoved).toBe(removed);
  });

  it("the demo's rules add 8 % to the goods and the shipping", () => {
    expect(priceCart([print(1000)], DEFAULT_RULES)).toMatchObject({
      tax: 160, // 8 % of 19.99
      total: 1000 + 999 + 160,
    });
  });

  it("always adds up: goods and shipping, less any tax removed, plus tax when added", () => {
    const rulesArb = fc.record({
      taxRate: fc.integer({ min: 0, max: 9999 }),
      pricesIncludeTax: fc.boolean(),
      taxCharged: fc.boolean(),
      shippingFee: fc.nat(5000),
      freeShippingThreshold: fc.constant(null),
    });
    const lineArb = fc.record({
      category: fc.constant("prints"),
      quantity: fc.integer({ min: 1, max: 5 }),
      unitPrice: fc.nat(100_000),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 5 }), rulesArb, (lines, rules) => {
        const t = priceCart(lines, rules);
        const removed = t.taxRemoved ?? 0;
        const taxable = t.goods + t.shipping;
        expect(t.total).toBe(taxable - removed + (t.taxIncluded ? 0 : t.tax));
        expect(t.total).toBeGreaterThanOrEqual(0);
        if (rules.pricesIncludeTax) expect(t.total).toBeLessThanOrEqual(taxable);
        else expect(t.total).toBeGreaterThanOrEqual(taxable);
      }),
    );
  });
});

describe("taxSentence", () => {
  it.each([
    [
      "included",
      { taxRate: 2000, taxName: "VAT", pricesIncludeTax: true },
      "Prices include VAT (20%).",
    ],
    ["added", { taxRate: 750, taxName: "GST" }, "GST (7.5%) is added to these prices."],
    ["no tax", { taxRate: 0, taxName: "VAT", pricesIncludeTax: true }, null],
    ["not charged", { taxRate: 2000, taxName: "VAT", taxCharged: false }, null],
  ] as const)("%s", (_, rules, sentence) => {
    expect(taxSentence(rules)).toBe(sentence);
  });
});
