import { describe, expect, it } from "vitest";
import { formatMoney, toMinor } from "./money.ts";

describe("formatMoney", () => {
  it.each([
    ["10.00", "£10.00"],
    [1000, "£10.00"],
    [399, "£3.99"],
    ["", ""],
    [null, ""],
    [-250, "-£2.50"],
  ] as const)("%s → %s", (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });
});

describe("formatMoney in the store's currency", () => {
  it.each([
    ["USD", "$4.00"],
    ["EUR", "€4.00"],
    ["CAD", "CA$4.00"],
    ["CHF", "CHF 4.00"],
  ])("%s → %s", (currency, shown) => {
    expect(formatMoney(400, currency)).toBe(shown);
  });
});

describe("toMinor", () => {
  it("reads 2-decimal strings into pence", () => {
    expect(toMinor("4.00")).toBe(400);
    expect(toMinor("0.1")).toBe(10);
    expect(toMinor("")).toBeNull();
    expect(toMinor("abc")).toBeNull();
  });
});
