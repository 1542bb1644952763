import { describe, expect, it } from "vitest";
import { variantLineName } from "./variants.ts";

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
