import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  categoriesOf,
  categoryDefaults,
  FAMILIES,
  familyOf,
  priceHints,
  priceWriter,
} from "./catalogue.ts";
import { priceCart } from "./pricing.ts";
import { SHOP_TABS } from "./storefront.ts";

const pound = priceWriter("£");

describe("the catalogue table", () => {
  it("puts every category in exactly one family", () => {
    for (const category of CATEGORIES) expect(familyOf(category.id)?.id).toBe(category.family);
    const listed = FAMILIES.flatMap((family) => categoriesOf(family.id));
    expect(listed.sort()).toEqual(CATEGORIES.map((category) => category.id).sort());
  });

  describe.each(FAMILIES.map((family) => [family.id, family] as const))("%s", (_, family) => {
    const lines = family.banner.lines(pound);

    it.each(lines.map((line) => [line.text, line] as const))(
      "banner line %s states what the cart charges",
      (text, line) => {
        for (const category of categoriesOf(family.id)) {
          const { goods } = priceCart([
            { category, quantity: line.quantity, unitPrice: lines[0]!.price },
          ]);
          // Without bundles, a line is one item at its own price (a card in one of its sizes).
          const charged = family.bundle
            ? goods
            : priceCart([{ category, quantity: 1, unitPrice: line.price }]).goods;
          expect(charged).toBe(line.price);
        }
        expect(
          [pound.full(line.price), pound.short(line.price)].some((p) => text.includes(p)),
        ).toBe(true);
      },
    );

    it("shows the same lines in the shop's banner", () => {
      const tab = SHOP_TABS.find((candidate) => candidate.id === family.id)!;
      expect(tab.banner.prices("£")).toEqual(lines.map((line) => line.text));
    });

    it("starts a new product at the banner's single price", () => {
      const defaults = categoryDefaults(family.id)!;
      expect(Math.round(Number(defaults.price) * 100)).toBe(
        family.bundle ? lines[0]!.price : Math.min(...lines.map((line) => line.price)),
      );
    });
  });

  it("keeps the shop's texts", () => {
    expect(SHOP_TABS.map((tab) => tab.banner.prices("£"))).toEqual([
      ["1 pack £10.00", "Any 2 games £18 (save £2)", "All 3 games £25 (save £5)"],
      ["Large 15x21cm £4.00", "Small Square 12x12cm £3.00", "Small Rectangle 10x15cm £3.00"],
      ["1 coaster £4.00", "Any 2 £8.00", "Set of 4 £15.00"],
    ]);
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
