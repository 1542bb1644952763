import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  categoriesOf,
  categoryDefaults,
  FAMILIES,
  familyOf,
  priceHints,
} from "./catalogue.ts";
import { priceCart } from "./pricing.ts";

/**
 * The demo's old banner lines, [quantity, unit price, total]: the cart (with the demo's offers,
 * core/offers.ts) still charges what they stated, in every category of the family.
 */
const DEMO_LINES = {
  "snap-cards": [
    [1, 1000, 1000],
    [2, 1000, 1800],
    [3, 1000, 2500],
  ],
  cards: [
    [1, 400, 400],
    [1, 300, 300],
  ],
  coasters: [
    [1, 400, 400],
    [2, 400, 800],
    [4, 400, 1500],
  ],
} as const;

describe("the seed's categories", () => {
  it("puts every category in exactly one family", () => {
    for (const category of CATEGORIES) expect(familyOf(category.id)?.id).toBe(category.family);
    const listed = FAMILIES.flatMap((family) => categoriesOf(family.id));
    expect(listed.sort()).toEqual(CATEGORIES.map((category) => category.id).sort());
  });

  it.each(Object.entries(DEMO_LINES))("prices the demo's %s as its banners said", (id, lines) => {
    for (const category of categoriesOf(id as keyof typeof DEMO_LINES)) {
      for (const [quantity, unitPrice, total] of lines) {
        expect(priceCart([{ category, quantity, unitPrice }]).goods, category).toBe(total);
      }
    }
  });

  it("starts a new product of the demo's families at the demo's single price", () => {
    expect(FAMILIES.map((family) => categoryDefaults(family.id)?.price)).toEqual([
      "10.00",
      "3.00",
      "4.00",
    ]);
    expect(categoryDefaults("paintings")).toBeUndefined();
  });

  it("keeps the owner's typical-price hints", () => {
    expect(priceHints("snap-dog", "€")).toEqual([
      "1 pack €10.00",
      "Any 2 games €18",
      "Set of 3 €25",
    ]);
    expect(priceHints("greetings-cards", "£")).toEqual(["Small £3.00", "Large £4.00"]);
    expect(priceHints("coasters", "$")).toEqual(["$4 each", "$8 for 2", "$15 for a set of 4"]);
    expect(priceHints("paintings", "£")).toEqual([]);
  });
});
