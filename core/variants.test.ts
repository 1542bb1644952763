import { describe, expect, it } from "vitest";
import { lineProblem } from "./cart-problems.ts";
import { VariantsSchema } from "./schemas/variant-input.ts";
import { buyState, lowestPrice } from "./storefront.ts";
import { allSoldOut, firstChoice, lineStock, variantLineName } from "./variants.ts";

const A4 = { id: 1, name: "A4", price: 2500, stock: 5 };
const A3 = { id: 2, name: "A3", price: 3500, stock: 0 };

describe("variants", () => {
  it.each([
    [null, null, null],
    [null, 3, 3],
    [4, null, 4],
    [4, 3, 3],
    [2, 3, 2],
  ])("a line of product stock %s and variant stock %s can have %s", (product, variant, left) => {
    expect(lineStock(product, variant)).toBe(left);
  });

  it("names a variant's line after its product", () => {
    expect(variantLineName("Fox print", "A3")).toBe("Fox print (A3)");
    expect(variantLineName("Fox print", null)).toBe("Fox print");
  });

  it("starts the buyer at the first variant left, and is sold out only when all are", () => {
    expect(firstChoice([A3, A4])).toBe(A4);
    expect(firstChoice([A3])).toBe(A3);
    expect(allSoldOut([A3])).toBe(true);
    expect(allSoldOut([A3, A4])).toBe(false);
    expect(allSoldOut([{ stock: null }])).toBe(false);
    expect(allSoldOut([])).toBe(false);
    const print = { isAvailable: true, price: 2500, stock: null };
    expect(buyState({ ...print, variants: [A3, A4] })).toBe("buy");
    expect(buyState({ ...print, variants: [A3] })).toBe("sold-out");
  });

  it("shows the lowest variant's price, not the product's own, for a product with variants", () => {
    expect(lowestPrice({ price: 1000, variants: [A3, A4] })).toBe(2500);
    expect(lowestPrice({ price: 1000, variants: [] })).toBe(1000);
  });

  it("names the variant in a line's stock and price problems", () => {
    const line = {
      name: "Fox print",
      variant: "A3",
      quantity: 2,
      isAvailable: true,
      variantExists: true,
      unitPrice: 3500,
      seenPrice: 3500,
    };
    expect(lineProblem({ ...line, stock: 0 })?.message).toBe("Fox print (A3) is sold out");
    expect(lineProblem({ ...line, stock: 1 })?.message).toBe("Only 1 of Fox print (A3) left");
    expect(lineProblem({ ...line, stock: null, seenPrice: 3000 })?.message).toBe(
      "The price of Fox print (A3) has changed since you added it",
    );
  });
});

describe("the variants a form or a JSON client sends", () => {
  it("reads a form's numbered fields in their order, into minor units, '' stock as not tracked", () => {
    expect(
      VariantsSchema.parse({
        "1": { id: "", name: " A3 ", price: "35", stock: "" },
        "0": { id: "7", name: "A4", price: "25.50", stock: "3" },
      }),
    ).toEqual([
      { id: 7, name: "A4", price: 2550, stock: 3 },
      { id: undefined, name: "A3", price: 3500, stock: null },
    ]);
    expect(VariantsSchema.parse("")).toEqual([]);
    expect(VariantsSchema.parse([{ name: "A4", price: 25 }])).toEqual([
      { id: undefined, name: "A4", price: 2500, stock: null },
    ]);
  });

  it("refuses a repeated name (whatever its case), more than 20 and a stock that is no count", () => {
    const refused = VariantsSchema.safeParse([
      { name: "A4", price: "1" },
      { name: "a4", price: "1", stock: "1e3" },
    ]);
    const issues = refused.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["1.stock", "Stock must be a whole number of 0 or more"]);
    expect(issues).toContainEqual(["1.name", '"a4" is already a variant: give each its own name']);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `V${i}`, price: "1" }));
    expect(VariantsSchema.safeParse(many).error?.issues[0]?.message).toBe("At most 20 variants");
  });
});
