import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bundleGroup,
  coasterBundlePrice,
  DEFAULT_RULES,
  type PricedLine,
  type PricingRules,
  priceCart,
  pricePayment,
  snapBundlePrice,
  taxOn,
} from "./pricing.ts";
import { withoutTax } from "./tax.ts";

const snap = (quantity: number, unitPrice = 1000): PricedLine => ({
  category: "snap-cards",
  quantity,
  unitPrice,
});
const coaster = (quantity: number, unitPrice = 400): PricedLine => ({
  category: "coasters",
  quantity,
  unitPrice,
});
const card = (quantity: number, unitPrice = 400): PricedLine => ({
  category: "cards",
  quantity,
  unitPrice,
});

describe("snap bundles (every 3 for £25, a remainder of 2 for £18, 1 at the unit price)", () => {
  // What 1 to 9 packs at £10 cost.
  const prices = [1000, 1800, 2500, 3500, 4300, 5000, 6000, 6800, 7500];
  it.each(prices.map((price, index) => [index + 1, price]))(
    "%i packs cost %i",
    (quantity, price) => {
      expect(snapBundlePrice(quantity, 1000)).toBe(price);
    },
  );
});

describe("coaster bundles (every 4 for £15, a remainder of 2 for £8, totals of 2–3 start at £8)", () => {
  it.each([
    [1, 400],
    [2, 800],
    [3, 1200],
    [4, 1500],
    [5, 1900],
    [6, 2300],
    [7, 2700],
    [8, 3000],
    [10, 3800],
  ])("%i coasters at £4 cost %i", (quantity, price) => {
    expect(coasterBundlePrice(quantity, 400)).toBe(price);
  });

  it("saves the offer's amount, not a fixed price, when the unit price is not £4", () => {
    // 3 coasters: no offer covers them, so they cost their price (the old fixed £8 pair gave £2 away).
    expect(coasterBundlePrice(3, 500)).toBe(1500);
    // 7 coasters: a set of 4 saves £1, three more at the unit price each.
    expect(coasterBundlePrice(7, 500)).toBe(3400);
    expect(coasterBundlePrice(5, 500)).toBe(2400);
    // Four £35 items cost £139, not the old fixed £15.
    expect(coasterBundlePrice(4, 3500)).toBe(13_900);
  });
});

describe("bundle groups", () => {
  it("prices the three snap editions together and everything else alone", () => {
    const categories = [
      "snap-cards",
      "snap-cat",
      "snap-rat",
      "coasters",
      "cards",
      "greetings-cards",
    ];
    expect(categories.map(bundleGroup)).toEqual([
      ...Array(3).fill("snap-cards"),
      "coasters",
      ...Array(2).fill("other"),
    ]);
  });

  it("uses the combined quantity of the collection and saves the offer's amount", () => {
    // A cat pack, a dog pack and a rat pack: "all 3 games: save £5", whatever each costs.
    const totals = priceCart([
      { category: "snap-cards", quantity: 1, unitPrice: 1000 },
      { category: "snap-cards", quantity: 1, unitPrice: 1000 },
      { category: "snap-cat", quantity: 1, unitPrice: 1200 },
    ]);
    expect(totals.subtotal).toBe(3200);
    expect(totals.goods).toBe(2700);
    expect(totals.discount).toBe(500);
    // Snap-Dog at £30: two packs save £2, not the old £42.
    expect(priceCart([snap(2, 3000)]).goods).toBe(5800);
  });
});

describe("cart totals", () => {
  it("is all zero for an empty cart", () => {
    expect(priceCart([])).toEqual({
      itemCount: 0,
      subtotal: 0,
      discount: 0,
      goods: 0,
      codeDiscount: 0,
      tax: 0,
      shipping: 0,
      total: 0,
      freeShippingGap: 0,
    });
  });

  it("adds tax on the goods after savings and the shipping, and shipping up to £50", () => {
    const totals = priceCart([snap(2), coaster(4), card(1, 300)]);
    // 2000 + 1600 + 300 regular; 1800 + 1500 + 300 after bundles; 8 % of 3600 + 999 = 367.92.
    expect(totals).toEqual({
      itemCount: 7,
      subtotal: 3900,
      discount: 300,
      goods: 3600,
      codeDiscount: 0,
      tax: 368,
      shipping: 999,
      total: 3600 + 368 + 999,
      freeShippingGap: 1401,
    });
  });

  it("charges shipping at exactly £50.00 and ships free above it", () => {
    const atFifty = priceCart([card(10, 500)]);
    expect(atFifty.goods).toBe(5000);
    expect(atFifty.shipping).toBe(999);
    expect(atFifty.freeShippingGap).toBe(1);
    const above = priceCart([card(10, 500), card(1, 1)]);
    expect(above.shipping).toBe(0);
    expect(above.freeShippingGap).toBe(0);
    expect(above.total).toBe(5001 + taxOn(5001));
  });

  it("judges free shipping on the goods after bundle savings", () => {
    // Six snap packs: £60 regular, £50 after savings → shipping still applies.
    const totals = priceCart([snap(6)]);
    expect(totals.subtotal).toBe(6000);
    expect(totals.goods).toBe(5000);
    expect(totals.shipping).toBe(999);
  });

  it("rounds tax half up to the penny", () => {
    expect(taxOn(1)).toBe(0);
    expect(taxOn(7)).toBe(1); // 0.56p
    expect(taxOn(1250)).toBe(100);
    expect(taxOn(1256)).toBe(100); // 100.48
    expect(taxOn(1257)).toBe(101); // 100.56
  });

  it("applies the owner's tax rate, shipping fee and free-shipping threshold", () => {
    const rules = { taxRate: 2000, shippingFee: 450, freeShippingThreshold: 2000 };
    const under = priceCart([snap(2)], rules);
    // 20 % of the goods and the shipping: 1800 + 450.
    expect(under).toMatchObject({ goods: 1800, tax: 450, shipping: 450, freeShippingGap: 201 });
    expect(under.total).toBe(1800 + 450 + 450);
    expect(priceCart([snap(3)], rules)).toMatchObject({ goods: 2500, shipping: 0 });
    // A fractional rate (7.5 %), rounded half up.
    expect(taxOn(1000, 750)).toBe(75);
    expect(taxOn(1010, 750)).toBe(76); // 75.75
    expect(taxOn(1000, 0)).toBe(0);
  });

  it("never ships free when there is no threshold, and never charges a free fee", () => {
    const never = priceCart([card(100, 500)], { ...DEFAULT_RULES, freeShippingThreshold: null });
    expect(never).toMatchObject({ shipping: 999, freeShippingGap: 0 });
    const free = priceCart([card(1)], { ...DEFAULT_RULES, shippingFee: 0 });
    expect(free).toMatchObject({ shipping: 0, freeShippingGap: 0, total: 400 + 32 });
  });

  it("never makes a bundle dearer than the items one by one, nor saves more than they cost", () => {
    const cheap = priceCart([snap(2, 500)]);
    expect(cheap.goods).toBe(800);
    expect(cheap.discount).toBe(200);
    // "Save £2" on two 50p packs: they become free, never less than nothing.
    expect(priceCart([snap(2, 50)])).toMatchObject({ subtotal: 100, discount: 100, goods: 0 });
  });
});

const categories = ["snap-cards", "snap-dog", "coasters", "cards", "greetings-cards"] as const;
const lineArb = fc.record({
  category: fc.constantFrom(...categories),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 1, max: 5000 }),
});
// Prices at least as large as what one more item can add to an offer's saving (the third pack
// turns "save £2" into "save £5": £3; the fourth coaster saves £1). Below that, an offer may make
// one more item cost less than nothing extra, which the owner's stated saving allows.
const shopLineArb = fc.oneof(
  fc.record({
    category: fc.constantFrom("snap-cards", "snap-cat"),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 300, max: 5000 }),
  }),
  fc.record({
    category: fc.constant("coasters"),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 100, max: 5000 }),
  }),
  fc.record({
    category: fc.constant("cards"),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 1, max: 5000 }),
  }),
);

describe("pricing properties", () => {
  it("totals are never negative and always add up", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), (lines) => {
        const t = priceCart(lines);
        for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
        expect(t.goods).toBe(t.subtotal - t.discount);
        expect(t.total).toBe(t.goods + t.tax + t.shipping);
        expect(t.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it("savings are never above the regular price", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), (lines) => {
        const t = priceCart(lines);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
      }),
    );
  });

  it("adding an item never lowers the total", () => {
    fc.assert(
      fc.property(
        fc.array(shopLineArb, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (lines, pick) => {
          const index = pick % lines.length;
          const more = lines.map((line, i) =>
            i === index ? { ...line, quantity: line.quantity + 1 } : line,
          );
          expect(priceCart(more).goods).toBeGreaterThanOrEqual(priceCart(lines).goods);
          // The total may only fall where the extra item makes shipping free.
          const before = priceCart(lines);
          const after = priceCart(more);
          if (after.shipping === before.shipping) {
            expect(after.total).toBeGreaterThanOrEqual(before.total);
          }
        },
      ),
    );
  });
});

describe("shipping takes the goods' tax (PRODUCT.md §9, Tax)", () => {
  const VAT = 2000;
  const rules = (tax: Partial<PricingRules>): PricingRules => ({
    ...DEFAULT_RULES,
    taxRate: VAT,
    ...tax,
  });

  it.each([
    // [case, tax rules, tax, taxIncluded, taxRemoved, total]
    // £4 coaster and £9.99 shipping, prices including 20 % VAT: 13.99 − 13.99 ÷ 1.2 = 2.33.
    ["included", { pricesIncludeTax: true }, 233, true, undefined, 1399],
    // Added on top: 20 % of 13.99 = 2.798.
    ["added", {}, 280, undefined, undefined, 1679],
    // A zone not charged pays neither the goods' tax nor the shipping's: 13.99 ÷ 1.2 = 11.66.
    [
      "included, zone not charged",
      { pricesIncludeTax: true, taxCharged: false },
      0,
      undefined,
      233,
      1166,
    ],
    ["added, zone not charged", { taxCharged: false }, 0, undefined, undefined, 1399],
  ] as const)("%s", (_, tax, amount, included, removed, total) => {
    const totals = priceCart([coaster(1)], rules(tax));
    expect(totals).toMatchObject({ goods: 400, shipping: 999, tax: amount, total });
    expect(totals.taxIncluded).toBe(included);
    expect(totals.taxRemoved).toBe(removed);
  });

  it("taxes an original's own shipping too, and nothing when shipping is free", () => {
    const original = { category: "original", quantity: 1, unitPrice: 45_000 };
    const totals = priceCart([original], rules({ pricesIncludeTax: true, perOriginal: 1500 }));
    // 450.00 + 15.00 including VAT: 465.00 − 465.00 ÷ 1.2 = 77.50.
    expect(totals).toMatchObject({ shipping: 1500, tax: 7750, total: 46_500 });
    const free = priceCart([card(20, 500)], rules({ pricesIncludeTax: true }));
    expect(free).toMatchObject({ shipping: 0, tax: 10_000 - withoutTax(10_000, VAT) });
  });

  it("is the tax of the whole, goods and shipping, rounded once", () => {
    fc.assert(
      fc.property(fc.array(shopLineArb, { maxLength: 6 }), fc.boolean(), (lines, included) => {
        const t = priceCart(lines, rules({ pricesIncludeTax: included }));
        const taxable = t.goods + t.shipping;
        expect(t.tax).toBe(included ? taxable - withoutTax(taxable, VAT) : taxOn(taxable, VAT));
        expect(t.total).toBe(included ? taxable : taxable + t.tax);
      }),
    );
  });
});

describe("pricePayment: a commission's deposit or balance, taxed as the work is", () => {
  it.each([
    // [case, rules, tax, taxIncluded, taxRemoved, total]
    // A £90 deposit on prices including 20 % VAT: £15.00 of it is VAT, and £90 is paid.
    ["included", { taxRate: 2000, pricesIncludeTax: true }, 1500, true, undefined, 9000],
    ["added", { taxRate: 2000 }, 1800, undefined, undefined, 10_800],
    [
      "included, home not charged",
      { taxRate: 2000, pricesIncludeTax: true, taxCharged: false },
      0,
      undefined,
      1500,
      7500,
    ],
    ["no tax", { taxRate: 0 }, 0, undefined, undefined, 9000],
  ] as const)("%s", (_, rules, tax, included, removed, total) => {
    const totals = pricePayment(9000, rules);
    expect(totals).toMatchObject({ subtotal: 9000, discount: 0, goods: 9000, shipping: 0 });
    expect(totals).toMatchObject({ tax, total });
    expect(totals.taxIncluded).toBe(included);
    expect(totals.taxRemoved).toBe(removed);
  });
});
