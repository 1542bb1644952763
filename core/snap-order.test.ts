import { describe, expect, it } from "vitest";
import {
  displayName,
  editionOf,
  inDisplayOrder,
  type SortableSnapCard,
  sortSnapCards,
} from "./snap-order.ts";

const card = (id: number, over: Partial<SortableSnapCard> = {}): SortableSnapCard => ({
  id,
  order: null,
  name: null,
  imageUrl: `/media/x/${id}.webp`,
  ...over,
});

describe("sortSnapCards", () => {
  const sortedIds = (cards: SortableSnapCard[]) => sortSnapCards(cards).map((c) => c.id);

  it("orders by display order first, cards without one last", () => {
    expect(sortedIds([card(1), card(2, { order: 5 }), card(3, { order: 1 })])).toEqual([3, 2, 1]);
  });

  it("then by the leading number of the name", () => {
    const names = ["10_pudding", "2_biscuit", "captain", "1_maple"];
    expect(sortedIds(names.map((name, i) => card(i + 1, { name })))).toEqual([4, 2, 1, 3]);
  });

  it("then by the leading number of the image file name, then by id", () => {
    const sorted = sortedIds([
      card(9, { imageUrl: "/uploads/12-cat.png" }),
      card(8, { imageUrl: "/uploads/3-cat.png?v=2" }),
      card(7, { imageUrl: "/uploads/cat.png" }),
      card(6, { imageUrl: "/uploads/cat.png" }),
    ]);
    expect(sorted).toEqual([8, 9, 6, 7]);
  });

  it("does not change its input", () => {
    const input = [card(2), card(1)];
    sortSnapCards(input);
    expect(input.map((c) => c.id)).toEqual([2, 1]);
  });
});

describe("displayName", () => {
  it.each([
    ["01_marmalade_1024px", "01 Marmalade"],
    ["professor_whiskers", "Professor Whiskers"],
    ["snap-dog-biscuit_1024PX", "Snap Dog Biscuit"],
    ["already Nice", "Already Nice"],
    ["  spaced__out  ", "Spaced Out"],
    ["name_1024px_extra", "Name 1024px Extra"],
  ])("%s → %s", (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });
});

describe("editionOf", () => {
  it("is the card's subcategory, whatever its title says", () => {
    expect(editionOf({ subcategory: "cat" })).toBe("cat");
    expect(editionOf({ subcategory: "dog" })).toBe("dog");
    expect(editionOf({ subcategory: "rat" })).toBe("rat");
    // An admin upload "snap-dog-biscuit.jpg" is titled "snap dog biscuit": still a dog card.
    const uploaded = { title: "snap dog biscuit", subcategory: "dog" };
    expect(editionOf(uploaded)).toBe("dog");
    expect(editionOf({ subcategory: null })).toBeUndefined();
    expect(editionOf({ subcategory: "owl" })).toBeUndefined();
  });
});

describe("inDisplayOrder", () => {
  it("puts ordered things first, smallest first, and keeps the rest in their given order", () => {
    const editions = [
      { edition: "cat", order: null },
      { edition: "dog", order: 2 },
      { edition: "rat", order: 0 },
      { edition: "fox", order: null },
    ];
    expect(inDisplayOrder(editions).map((e) => e.edition)).toEqual(["rat", "dog", "cat", "fox"]);
    expect(inDisplayOrder([{ order: null }, { order: null }])).toHaveLength(2);
  });
});
