import { describe, expect, it } from "vitest";
import { namesItsPrice, variantLineName } from "./variants.ts";

describe("variantLineName", () => {
  it("puts the variant in brackets after the product's name", () => {
    expect(variantLineName("Fox print", "A3")).toBe("Fox print (A3)");
    expect(variantLineName("Fox print", null)).toBe("Fox print");
  });

  it("names a variant with brackets of its own after a dash, never in brackets twice", () => {
    expect(variantLineName("Fox print", "A3 (29.7 × 42 cm)")).toBe("Fox print – A3 (29.7 × 42 cm)");
    expect(variantLineName("Fox print", "Framed (oak)")).toBe("Fox print – Framed (oak)");
  });
});

describe("namesItsPrice", () => {
  it("knows a gift card's amount written as its name", () => {
    expect(namesItsPrice("£25", 2500)).toBe(true);
    expect(namesItsPrice("£25.00", 2500)).toBe(true);
    expect(namesItsPrice("50 EUR", 5000)).toBe(true);
    expect(namesItsPrice("$1,000", 100000)).toBe(true);
  });

  it("keeps any other name beside its price", () => {
    expect(namesItsPrice("£25", 3000)).toBe(false);
    expect(namesItsPrice("A4", 400)).toBe(false);
    expect(namesItsPrice("Birthday £25", 2500)).toBe(false);
    expect(namesItsPrice("25 x 30 cm", 2500)).toBe(false);
  });
});
