/** The fuzz suite's own pricing model (testing/fuzz/model.ts) against core/pricing.ts. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceCart } from "#core/pricing.ts";
import { FUZZ_OPTIONS, modelPrice } from "../testing/fuzz/model.ts";

describe("the fuzz model's pricing", () => {
  it("agrees with app/lib/pricing.ts on hand-checked carts", () => {
    // 2 snap (£18) + 3 coasters at £4 (£8 + £4) + a £3 card = 33.00, regular 35.00; 8 % tax
    // on the goods and the shipping: 33.00 + 9.99.
    expect(
      modelPrice([
        ["snap-cards", 2, 1000],
        ["coasters", 3, 400],
        ["cards", 1, 300],
      ]),
    ).toEqual({
      itemCount: 6,
      subtotal: 3500,
      discount: 200,
      tax: 344,
      shipping: 999,
      total: 4643,
    });
    // 7 snap save 2 × £5 (the £12 packs too: an offer saves, it never sets a price); 6 coasters
    // save £1; goods 89.00 → free shipping.
    expect(
      modelPrice([
        ["snap-dog", 4, 1000],
        ["coasters", 6, 400],
        ["snap-cat", 3, 1200],
      ]),
    ).toMatchObject({ subtotal: 10000, discount: 1100, tax: 712, shipping: 0, total: 9612 });
  });

  it("agrees with app/lib/pricing.ts on random carts", () => {
    const line = fc.tuple(
      fc.constantFrom("snap-cards", "snap-cat", "coasters", "cards", "greetings-cards"),
      fc.integer({ min: 1, max: 99 }),
      fc.integer({ min: 0, max: 5000 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const theirs = priceCart(
          lines.map(([category, quantity, unitPrice]) => ({ category, quantity, unitPrice })),
        );
        const ours = modelPrice(lines);
        expect(ours).toEqual({
          itemCount: theirs.itemCount,
          subtotal: theirs.subtotal,
          discount: theirs.discount,
          tax: theirs.tax,
          shipping: theirs.shipping,
          total: theirs.total,
        });
      }),
      { seed: FUZZ_OPTIONS.seed, numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The catalogue every run starts from (created once per engine through the admin API).
