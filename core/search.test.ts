import { describe, expect, it } from "vitest";
import { SEARCH_LIMIT, searchCatalog } from "./search.ts";

const artwork = (
  id: number,
  title: string,
  category = "paintings-drawings",
  subcategory: string | null = "cats",
) => ({
  id,
  title,
  category,
  subcategory,
  imageUrl: `/a/${id}.webp`,
  price: "",
});
const product = (id: number, name: string, category = "coasters") => ({
  id,
  name,
  category,
  subcategory: null,
  imageUrl: `/p/${id}.webp`,
  price: "4.00",
});
const snap = (id: number, title: string) => ({
  id,
  title,
  category: "snap-cards",
  subcategory: "cat",
  imageUrl: `/s/${id}.webp`,
  price: "10.00",
});

const catalog = {
  artworks: [
    artwork(1, "Fox at First Light", "paintings-drawings", "wildlife"),
    artwork(2, "Celadon Vase", "ceramics", "pots-vases"),
    artwork(3, "Studio Corner", "sketches", "general"),
  ],
  products: [product(10, "Cat Nap Coaster"), product(11, "Fox Card", "cards")],
  snapCards: [snap(20, "Snap-Cat: Marmalade"), snap(21, "Snap-Dog: Foxy")],
};

describe("searchCatalog", () => {
  it("returns nothing for a blank query", () => {
    expect(searchCatalog("", catalog)).toEqual([]);
    expect(searchCatalog("   ", catalog)).toEqual([]);
  });

  it("matches case-insensitive substrings across artworks, products and snap cards", () => {
    const results = searchCatalog("FOX", catalog);
    expect(results.map((r) => [r.type, r.id])).toEqual([
      ["artwork", 1],
      ["product", 11],
      ["snap-card", 21],
    ]);
    expect(results[0]).toEqual({
      type: "artwork",
      id: 1,
      title: "Fox at First Light",
      category: "paintings-drawings",
      subcategory: "wildlife",
      price: "",
      image: "/a/1.webp",
      path: "/art/1-fox-at-first-light",
    });
    // A product opens its own dialog on its tab.
    expect(results[1]?.path).toBe("/shop?tab=cards&product=11");
    // A snap card opens its game's slideshow at that card.
    expect(results[2]?.path).toBe("/snap-cards?card=21");
  });

  it("matches artworks on category and subcategory, products on category, snap cards on title only", () => {
    expect(searchCatalog("ceramics", catalog).map((r) => r.id)).toEqual([2]);
    expect(searchCatalog("pots-vases", catalog).map((r) => r.id)).toEqual([2]);
    expect(searchCatalog("coasters", catalog).map((r) => r.id)).toEqual([10]);
    expect(searchCatalog("snap-cards", catalog)).toEqual([]);
    // Every artwork, sketches included, leads to its own page.
    expect(searchCatalog("sketches", catalog)[0]?.path).toBe("/art/3-studio-corner");
  });

  it("caps the results at 10", () => {
    const many = {
      ...catalog,
      artworks: Array.from({ length: 25 }, (_, i) => artwork(100 + i, `Cat ${i}`)),
    };
    expect(searchCatalog("cat", many)).toHaveLength(SEARCH_LIMIT);
  });
});

describe("searchCatalog's pictures, sale status and names", () => {
  const stored = (key: string, widths: number[]) => ({ key, widths });

  it("shows the smallest stored size at least 96 px wide, whatever the section's sizes", () => {
    const found = searchCatalog("fox", {
      artworks: [{ ...artwork(1, "Fox"), image: stored("a".repeat(32), [300, 600, 1200]) }],
      products: [{ ...product(2, "Fox Coaster"), images: [stored("b".repeat(32), [200, 400])] }],
      snapCards: [{ ...snap(3, "Snap-Dog: Foxy"), image: stored("c".repeat(32), [80]) }],
    });
    expect(found.map((result) => result.image)).toEqual([
      `/media/${"a".repeat(32)}/300.webp`,
      `/media/${"b".repeat(32)}/200.webp`,
      `/media/${"c".repeat(32)}/80.webp`,
    ]);
  });

  it.each([
    ["sold", "sold", null],
    ["reserved", "reserved", null],
    ["available", undefined, "450.00"],
    ["on-request", undefined, "450.00"],
  ] as const)("an original that is %s shows %s", (saleStatus, status, price) => {
    const [found] = searchCatalog("fox", {
      artworks: [{ ...artwork(1, "Fox"), price: "450.00", saleStatus }],
      products: [],
      snapCards: [],
    });
    expect(found?.status).toBe(status);
    expect(found?.price).toBe(price);
  });

  it("finds a product by a variant's name and by its collection's name", () => {
    const print = {
      ...product(5, "Red Fox", "prints"),
      variants: [{ name: "A3 framed" }],
      collection: "Giclée Prints",
    };
    const shop = { artworks: [], products: [print], snapCards: [] };
    expect(searchCatalog("a3 FRAMED", shop).map((r) => r.id)).toEqual([5]);
    expect(searchCatalog("giclée", shop).map((r) => r.id)).toEqual([5]);
    expect(searchCatalog("A5", shop)).toEqual([]);
  });
});
