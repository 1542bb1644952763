import { describe, expect, it } from "vitest";
import { ORIGINAL_CATEGORY } from "./artwork-sale.ts";
import { priceCart } from "./pricing.ts";
import { shippingRules, zoneOf } from "./shipping-zones.ts";
import { DEFAULT_STORE } from "./store.ts";

describe("shipping zones", () => {
  it("puts the home country first, then Europe, then the rest of the world", () => {
    expect(zoneOf("GB", "GB")).toBe("home");
    expect(zoneOf("gb ", "GB")).toBe("home");
    expect(zoneOf("FR", "GB")).toBe("europe");
    expect(zoneOf("NO", "GB")).toBe("europe");
    expect(zoneOf("AU", "GB")).toBe("world");
    expect(zoneOf("US", "GB")).toBe("world");
    // A shop elsewhere: its own country is home, and the UK is Europe.
    expect(zoneOf("IE", "IE")).toBe("home");
    expect(zoneOf("GB", "IE")).toBe("europe");
    expect(zoneOf("GB", "US")).toBe("europe");
  });
});

describe("shipping by zone", () => {
  const store = {
    ...DEFAULT_STORE,
    homeCountry: "GB",
    shippingFee: 999,
    freeShippingThreshold: 5000,
    zones: {
      europe: { fee: 1499, freeShippingThreshold: 12000 },
      world: { fee: 2499, freeShippingThreshold: null },
    },
    originalShipping: { home: 1500, europe: 3500, world: 6000 },
  };
  const card = { category: "cards", quantity: 2, unitPrice: 400 };
  const original = { category: ORIGINAL_CATEGORY, quantity: 1, unitPrice: 45000 };

  it("charges each zone its own fee and threshold, the home country when none is given", () => {
    expect(priceCart([card], shippingRules(store, "GB")).shipping).toBe(999);
    expect(priceCart([card], shippingRules(store)).shipping).toBe(999);
    expect(priceCart([card], shippingRules(store, "fr")).shipping).toBe(1499);
    expect(priceCart([card], shippingRules(store, "AU")).shipping).toBe(2499);
    expect(shippingRules(store, "AU")).toMatchObject({ zone: "world", country: "AU" });
    expect(shippingRules(store, "")).toMatchObject({ zone: "home", country: "GB" });
    // Free over each zone's own threshold; never free where there is none.
    const many = { category: "coasters", quantity: 40, unitPrice: 400 };
    expect(priceCart([many], shippingRules(store, "GB")).shipping).toBe(0);
    expect(priceCart([many], shippingRules(store, "FR")).shipping).toBe(0);
    expect(priceCart([many], shippingRules(store, "AU")).shipping).toBe(2499);
  });

  it("adds each original's fee, which a free-shipping threshold never waives", () => {
    const totals = priceCart([card, original], shippingRules(store, "GB"));
    // £458 of goods ship free, but the original still costs its £15.
    expect(totals.shipping).toBe(1500);
    expect(totals.total).toBe(totals.goods + totals.tax + 1500);
    expect(priceCart([original, { ...original }], shippingRules(store, "DE")).shipping).toBe(7000);
    expect(priceCart([original], shippingRules(store, "US")).shipping).toBe(2499 + 6000);
  });
});
