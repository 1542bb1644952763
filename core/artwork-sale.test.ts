import { describe, expect, it } from "vitest";
import { originalUnavailableReason, saleStatusOf } from "./artwork-sale.ts";

describe("saleStatusOf", () => {
  const of = (isForSale: boolean, price: number | null, saleState: string) =>
    saleStatusOf({ isForSale, price, saleState });

  it("hides everything of a piece that is not offered", () => {
    expect(of(false, 50000, "available")).toBe("not-for-sale");
    expect(of(false, 50000, "sold")).toBe("not-for-sale");
    expect(of(false, null, "reserved")).toBe("not-for-sale");
  });

  it("says sold and reserved before anything about the price", () => {
    expect(of(true, 50000, "sold")).toBe("sold");
    expect(of(true, null, "sold")).toBe("sold");
    expect(of(true, 50000, "reserved")).toBe("reserved");
  });

  it("is on request without a price above zero, else available", () => {
    expect(of(true, null, "available")).toBe("on-request");
    expect(of(true, 0, "available")).toBe("on-request");
    expect(of(true, 1, "available")).toBe("available");
  });
});

describe("originalUnavailableReason", () => {
  it("names the piece and why it cannot be bought", () => {
    expect(originalUnavailableReason("Heron", "available")).toBeUndefined();
    expect(originalUnavailableReason("Heron", "reserved")).toMatch(/Heron is reserved/);
    expect(originalUnavailableReason("Heron", "sold")).toBe("Heron has been sold");
    expect(originalUnavailableReason("Heron", "not-for-sale")).toBe("Heron is not for sale");
    expect(originalUnavailableReason("Heron", "on-request")).toMatch(/contact page/);
  });
});
