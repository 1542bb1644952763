import { describe, expect, it } from "vitest";
import { displayName, editionByTitle, type SortableSnapCard, sortSnapCards } from "./snap-order.ts";

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

describe("editionByTitle", () => {
  it("groups by snap-cat, snap-dog or snap-rat anywhere in the title, any case", () => {
    expect(editionByTitle("Snap-Cat: Marmalade")).toBe("cat");
    expect(editionByTitle("the SNAP-DOG deck")).toBe("dog");
    expect(editionByTitle("snap-rat")).toBe("rat");
    expect(editionByTitle("Snap Cat")).toBeUndefined();
  });
});
