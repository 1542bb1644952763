import { describe, expect, it } from "vitest";
import { inStockFilter, LOW_STOCK, stockFilter } from "./stock-levels.ts";

describe("stock levels", () => {
  it("reads only the two known filters", () => {
    expect(stockFilter("out")).toBe("out");
    expect(stockFilter("low")).toBe("low");
    expect(stockFilter("LOW")).toBeUndefined();
    expect(stockFilter(null)).toBeUndefined();
  });

  it("puts a product in out or low by what is left; untracked stock is never short", () => {
    expect(inStockFilter(0, "out")).toBe(true);
    expect(inStockFilter(0, "low")).toBe(false);
    expect(inStockFilter(1, "low")).toBe(true);
    expect(inStockFilter(LOW_STOCK, "low")).toBe(true);
    expect(inStockFilter(LOW_STOCK + 1, "low")).toBe(false);
    expect(inStockFilter(null, "out")).toBe(false);
    expect(inStockFilter(null, "low")).toBe(false);
  });
});
