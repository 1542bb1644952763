import { describe, expect, it } from "vitest";
import { LEGAL_KEYS, LEGAL_PAGES, legalPage, legalPageAt } from "./legal-pages.ts";

describe("legal pages", () => {
  it("have one page per key, each at its own address", () => {
    expect(LEGAL_PAGES.map((page) => page.key)).toEqual([...LEGAL_KEYS]);
    expect(new Set(LEGAL_PAGES.map((page) => page.path)).size).toBe(LEGAL_PAGES.length);
    expect(legalPage("shippingReturns").path).toBe("/shipping-returns");
  });

  it("find the page of a path, its data load and a trailing slash, and nothing else", () => {
    expect(legalPageAt("/terms")?.key).toBe("terms");
    expect(legalPageAt("/terms/")?.key).toBe("terms");
    expect(legalPageAt("/privacy.data")?.key).toBe("privacy");
    expect(legalPageAt("/shipping-returns")?.key).toBe("shippingReturns");
    expect(legalPageAt("/terms/x")).toBeUndefined();
    expect(legalPageAt("/")).toBeUndefined();
  });
});
