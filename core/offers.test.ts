import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceWriter } from "./catalogue.ts";
import { collectionOf, type Offer, offerLines, offerSaving } from "./offers.ts";
import { priceCart } from "./pricing.ts";

const pound = priceWriter("£");
/** An offer's saving on items costing `sum`, in hundredths of a penny (the rule, written again). */
const exact = (offer: Offer, sum: number) =>
  Math.min(offer.save !== undefined ? offer.save * 100 : sum * offer.percentOff, sum * 100);

/**
 * The most any assignment of items to offer uses can save: every way of labelling each item
 * "not covered" or "in use k", with each use's size one of the offers' quantities. Exponential:
 * the reference for small carts.
 */
function bruteSaving(prices: readonly number[], offers: readonly Offer[]): number {
  let best = 0;
  const labels = new Array<number>(prices.length).fill(0);
  const visit = (i: number) => {
    if (i === prices.length) {
      const uses = new Map<number, number[]>();
      labels.forEach((label, item) => {
        if (label > 0) uses.set(label, [...(uses.get(label) ?? []), prices[item]!]);
      });
      let saving = 0;
      for (const items of uses.values()) {
        const sum = items.reduce((a, b) => a + b, 0);
        const fits = offers.filter((offer) => offer.quantity === items.length);
        if (fits.length === 0) return;
        saving += Math.max(...fits.map((offer) => exact(offer, sum)));
      }
      best = Math.max(best, Math.round(saving / 100));
      return;
    }
    for (let label = 0; label <= prices.length; label++) {
      labels[i] = label;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}

const offerArb: fc.Arbitrary<Offer> = fc.oneof(
  fc.record({ quantity: fc.integer({ min: 1, max: 4 }), save: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({
    quantity: fc.integer({ min: 1, max: 4 }),
    percentOff: fc.integer({ min: 1, max: 100 }),
  }),
);
const pricesArb = (maxLength: number) => fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength });

describe("the best combination of offers", () => {
  it.each<[string, number[], Offer[], number]>([
    ["no offers", [1000, 1000], [], 0],
    ["2 packs: save £2", [1000, 1000], [{ quantity: 2, save: 200 }], 200],
    ["4 packs: 3 + 1 saves £5, more than 2 + 2 (£4)", [1000, 1000, 1000, 1000], DEMO_SNAP(), 500],
    ["5 packs: 3 + 2", Array(5).fill(1000), DEMO_SNAP(), 700],
    [
      "a percentage takes the dearest items",
      [500, 3000, 1000],
      [{ quantity: 2, percentOff: 10 }],
      400,
    ],
    ["a saving never exceeds the items' price", [50, 50], [{ quantity: 2, save: 200 }], 100],
    [
      "percentage or amount, whichever saves more on the items",
      [2000, 2000, 2000],
      [
        { quantity: 3, save: 500 },
        { quantity: 3, percentOff: 15 },
      ],
      900,
    ],
    [
      "a single-item offer on the dearest, a pair on the rest",
      [10, 1, 1],
      [
        { quantity: 1, save: 5 },
        { quantity: 2, save: 3 },
      ],
      7,
    ],
  ])("%s", (_, prices, offers, saving) => {
    expect(offerSaving(prices, offers)).toBe(saving);
  });

  it("finds the best combination (checked against every assignment of small carts)", () => {
    // Where no saving is larger than the items it covers (the shop's case: "save £2" on £10
    // packs), grouping the dearest first is as good as any assignment.
    fc.assert(
      fc.property(pricesArb(5), fc.array(offerArb, { maxLength: 3 }), (prices, offers) => {
        const cheapest = Math.min(...prices);
        const uncapped = offers.filter(
          (offer) => offer.save === undefined || offer.save <= offer.quantity * cheapest,
        );
        expect(offerSaving(prices, uncapped)).toBe(bruteSaving(prices, uncapped));
      }),
      { numRuns: 300 },
    );
  });

  it("groups the dearest items first when a saving is more than the items it covers", () => {
    // "Save 3p on any 2" over 2p, 2p, 1p, 1p: the two 2p items save 3p, the 1p pair 2p (its price).
    expect(offerSaving([2, 2, 1, 1], [{ quantity: 2, save: 3 }])).toBe(5);
  });

  it("never saves more than the items cost, nor less than nothing", () => {
    fc.assert(
      fc.property(pricesArb(40), fc.array(offerArb, { maxLength: 4 }), (prices, offers) => {
        const saving = offerSaving(prices, offers);
        expect(saving).toBeGreaterThanOrEqual(0);
        expect(saving).toBeLessThanOrEqual(prices.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("never lowers a cart below its regular price minus the owner's stated savings", () => {
    // However the owner prices the products, each use of an offer takes at most its stated
    // amount (or its percentage of the items it covers), and only as many uses as fit.
    fc.assert(
      fc.property(pricesArb(30), fc.array(offerArb, { maxLength: 4 }), (prices, offers) => {
        const regular = prices.reduce((a, b) => a + b, 0);
        const stated = offers.reduce((sum, offer) => {
          const uses = Math.floor(prices.length / offer.quantity);
          return (
            sum + (offer.save !== undefined ? uses * offer.save * 100 : regular * offer.percentOff)
          );
        }, 0);
        expect(offerSaving(prices, offers)).toBeLessThanOrEqual(Math.round(stated / 100));
      }),
    );
  });

  it("changing a price beside an offer never makes the cart cheaper than the offer says", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (quantity, before, after) => {
          const priced = (unitPrice: number) =>
            priceCart([{ category: "snap-cat", quantity, unitPrice }]);
          for (const unitPrice of [before, after]) {
            const totals = priced(unitPrice);
            // At most £5 for every 3 packs and £2 for a remaining pair, never below zero.
            const stated = Math.floor(quantity / 3) * 500 + (quantity % 3 === 2 ? 200 : 0);
            expect(totals.discount).toBeLessThanOrEqual(stated);
            expect(totals.goods).toBeGreaterThanOrEqual(Math.max(0, totals.subtotal - stated));
          }
        },
      ),
    );
  });
});

describe("offer lines (banners, the home page's bundle box, the admin's hints)", () => {
  it("read as the seed's when every product has one price", () => {
    expect(offerLines(DEMO_SNAP(), [1000, 1000], pound, "games").map((line) => line.text)).toEqual([
      "Any 2 games £18 (save £2)",
      "Any 3 games £25 (save £5)",
    ]);
  });

  it("say only the saving when prices differ", () => {
    const offers: Offer[] = [
      { quantity: 3, percentOff: 15 },
      { quantity: 2, save: 250 },
    ];
    expect(offerLines(offers, [1000, 1200], pound).map((line) => line.text)).toEqual([
      "Any 2: save £2.50",
      "Any 3: save 15%",
    ]);
  });

  it("state what the cart charges", () => {
    fc.assert(
      fc.property(
        fc.array(offerArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 5000 }),
        (offers, price) => {
          for (const line of offerLines(offers, [price], pound)) {
            // One use of the line's offer; another offer may save more, never less.
            const charged =
              price * line.quantity - offerSaving(Array(line.quantity).fill(price), offers);
            expect(charged).toBeLessThanOrEqual(line.price!);
          }
        },
      ),
    );
  });
});

describe("collections of the seed's categories", () => {
  it("puts the Snap editions and the older card category in their family's collection", () => {
    expect(
      ["snap-cat", "snap-dog", "snap-rat", "snap-cards", "greetings-cards", "cards", "prints"].map(
        collectionOf,
      ),
    ).toEqual(["snap-cards", "snap-cards", "snap-cards", "snap-cards", "cards", "cards", "prints"]);
  });
});

function DEMO_SNAP(): Offer[] {
  return [
    { quantity: 2, save: 200 },
    { quantity: 3, save: 500 },
  ];
}
