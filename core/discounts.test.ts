import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyCode,
  type DiscountTerm,
  normaliseEmail,
  refusalSentence,
  spread,
} from "./discounts.ts";
import { DEFAULT_RULES, type PricedLine, type PricingRules, priceCart } from "./pricing.ts";
import { withoutTax } from "./tax.ts";

const term = (over: Partial<DiscountTerm>): DiscountTerm => ({
  code: "SPRING",
  kind: "amount",
  value: 500,
  productIds: null,
  collections: null,
  minSubtotal: null,
  ...over,
});
const print = (unitPrice: number, productId: number, quantity = 1): PricedLine => ({
  category: "prints",
  quantity,
  unitPrice,
  productId,
});
const noOffers: PricingRules = { ...DEFAULT_RULES, offers: {} };

describe("spreading a discount over lines (largest remainder)", () => {
  it("spreads £5.00 over three lines of £3.33 as 1.67, 1.67, 1.66", () => {
    expect(spread(500, [333, 333, 333])).toEqual([167, 167, 166]);
  });

  it("always adds up to the amount, never above a line's weight", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1 }), (weights) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const amount = Math.floor(sum / 3);
        const shares = spread(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : amount);
        shares.forEach((share, index) => {
          expect(share).toBeLessThanOrEqual(weights[index]!);
        });
      }),
    );
  });
});

describe("a code in the cart's pricing", () => {
  it("takes £5.00 off three lines of £3.33, to the penny, and taxes what is left", () => {
    const lines = [print(333, 1), print(333, 2), print(333, 3)];
    const totals = priceCart(lines, { ...noOffers, code: term({}) });
    expect(totals.subtotal).toBe(999);
    expect(totals.codeDiscount).toBe(500);
    expect(totals.code?.lineShares).toEqual([167, 167, 166]);
    // 8 % on (9.99 − 5.00 + 9.99 shipping) = 8 % of 14.98.
    expect(totals.tax).toBe(Math.round((1498 * 800) / 10_000));
    expect(totals.total).toBe(999 - 500 + 999 + totals.tax);
  });

  it("with prices that include tax, the tax inside the discounted price", () => {
    const lines = [print(333, 1), print(333, 2), print(333, 3)];
    const rules = { ...noOffers, pricesIncludeTax: true, code: term({}) };
    const totals = priceCart(lines, rules);
    expect(totals.taxIncluded).toBe(true);
    expect(totals.tax).toBe(1498 - withoutTax(1498, 800));
    expect(totals.total).toBe(1498);
  });

  it("comes after the offers: a percent of what the snap packs cost once bundled", () => {
    const snaps: PricedLine = {
      category: "snap-cards",
      quantity: 3,
      unitPrice: 1000,
      productId: 9,
    };
    const totals = priceCart([snaps], {
      ...DEFAULT_RULES,
      code: term({ kind: "percent", value: 10 }),
    });
    expect(totals.goods).toBe(2500);
    expect(totals.codeDiscount).toBe(250);
  });

  it("never takes a line below zero: an amount above what the covered lines cost is capped", () => {
    const totals = priceCart([print(300, 1), print(2000, 2)], {
      ...noOffers,
      code: term({ value: 1000, productIds: [1] }),
    });
    expect(totals.codeDiscount).toBe(300);
    expect(totals.code?.lineShares).toEqual([300, 0]);
  });

  it("touches shipping only as a free-shipping code, and never an original's fee", () => {
    const lines = [print(1000, 1), { category: "original", quantity: 1, unitPrice: 5000 }];
    const rules = { ...noOffers, perOriginal: 1500, freeShippingThreshold: null };
    expect(priceCart(lines, { ...rules, code: term({ value: 100 }) }).shipping).toBe(999 + 1500);
    const freed = priceCart(lines, { ...rules, code: term({ kind: "free-shipping", value: 0 }) });
    expect(freed.shipping).toBe(1500);
    expect(freed.codeDiscount).toBe(0);
  });

  it("says how much more a minimum spend needs, and takes nothing off meanwhile", () => {
    const totals = priceCart([print(1500, 1)], { ...noOffers, code: term({ minSubtotal: 2000 }) });
    expect(totals.code).toMatchObject({ refusal: "min-spend", needed: 500, amount: 0 });
    expect(totals.codeDiscount).toBe(0);
  });

  it("is not applicable to a cart without the products or collections it names", () => {
    const totals = priceCart([print(1500, 1)], {
      ...noOffers,
      code: term({ productIds: [7], collections: ["cards"] }),
    });
    expect(totals.code?.refusal).toBe("not-applicable");
    const covered = priceCart([print(1500, 1)], {
      ...noOffers,
      code: term({ collections: ["prints"] }),
    });
    expect(covered.codeDiscount).toBe(500);
  });

  it("rounds a percentage once, on the covered goods", () => {
    const outcome = applyCode(term({ kind: "percent", value: 15 }), [
      { productId: 1, collection: "prints", goods: 333 },
      { productId: 2, collection: "prints", goods: 333 },
    ]);
    expect(outcome.amount).toBe(100);
    expect(outcome.lineShares).toEqual([50, 50]);
  });
});

describe("the buyer's side", () => {
  it("compares e-mails without case, spaces or a +tag", () => {
    expect(normaliseEmail(" Anna+News@Example.COM ")).toBe("anna@example.com");
  });

  it("says each refusal in words, min-spend with the amount", () => {
    expect(refusalSentence("min-spend", "£5.00")).toBe("Spend £5.00 more to use this code.");
    expect(refusalSentence("expired")).toBe("This code has expired.");
  });
});
