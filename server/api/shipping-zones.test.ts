import { describe, expect, it } from "vitest";
import { addCoaster } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { DEMO_TAX, type Json, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

/** The same parcel's address in three zones of a GB shop. */
const ADDRESSES = {
  GB: { country: "GB", city: "London", state: "", zipCode: "NW1 6XE" },
  FR: { country: "FR", city: "Lyon", state: "", zipCode: "69001" },
  AU: { country: "AU", city: "Sydney", state: "NSW", zipCode: "2000" },
} as const;

describe.each(DB_KINDS)("shipping by destination (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, store: DEMO_TAX });

  /** A visitor with two £4 coasters in the cart. */
  async function shopper(address: string) {
    const coaster = await addCoaster(t.db(), `Tern coaster ${address}`);
    const buyer = visitor(t, address);
    expect((await buyer.add({ productId: coaster, quantity: 2 })).status).toBe(201);
    return buyer;
  }

  it("charges one cart three different shippings for a British, a French and an Australian address", async () => {
    const shipped: Record<string, Json> = {};
    for (const [i, [country, address]] of Object.entries(ADDRESSES).entries()) {
      const buyer = await shopper(`203.0.113.${60 + i}`);
      const placed = await buyer.send("/api/orders", json("POST", { ...CUSTOMER, ...address }));
      expect(placed.status, country).toBe(201);
      shipped[country] = placed.body;
    }
    expect(shipped.GB).toMatchObject({ shipping: "9.99", shippingZone: "home", total: "19.43" });
    expect(shipped.FR).toMatchObject({ shipping: "14.99", shippingZone: "europe" });
    expect(shipped.AU).toMatchObject({ shipping: "24.99", shippingZone: "world" });
    // The owner sees the zone each order was charged for.
    const admin = await t.owner(`/api/admin/orders/${shipped.AU.orderNumber}`);
    expect(admin.body).toMatchObject({ shippingZone: "world", shipping: "24.99" });
  });

  it("shows the cart's totals for a chosen country, the home country by default", async () => {
    const buyer = await shopper("203.0.113.70");
    const home = await buyer.cart();
    expect(home.body.totals).toEqual({
      subtotal: "8.00",
      discount: "0.00",
      // No discount code on this cart.
      discountCode: null,
      codeDiscount: "0.00",
      // 8 % of the coasters and the shipping: 8.00 + 9.99.
      tax: "1.44",
      taxIncluded: false,
      taxRemoved: "0.00",
      shipping: "9.99",
      total: "19.43",
      zone: "home",
      country: "GB",
    });
    const france = await buyer.send("/api/cart?country=fr");
    expect(france.body.totals).toMatchObject({ shipping: "14.99", total: "24.83", zone: "europe" });
    const australia = await buyer.send("/api/cart?country=AU");
    expect(australia.body.totals).toMatchObject({
      shipping: "24.99",
      zone: "world",
      country: "AU",
    });
    for (const bad of ["Narnia", "UK", "ZZ", "1"]) {
      const refused = await buyer.send(`/api/cart?country=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors).toEqual({ country: "Choose a country from the list" });
    }
  });

  it("lets the owner set each zone's fee, threshold and extra per original, which orders then charge", async () => {
    const { store } = (await t.owner("/api/admin/settings")).body;
    expect(store.zones).toEqual({
      europe: { fee: "14.99", freeShippingThreshold: "120.00" },
      world: { fee: "24.99", freeShippingThreshold: "" },
    });
    expect(store.originalShipping).toEqual({ home: "15.00", europe: "35.00", world: "60.00" });
    const saved = await t.owner(
      "/api/admin/settings",
      json("PATCH", {
        store: {
          ...store,
          zones: {
            europe: { fee: "11.50", freeShippingThreshold: "" },
            world: { fee: 30, freeShippingThreshold: "5" },
          },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.store.zones).toEqual({
      europe: { fee: "11.50", freeShippingThreshold: "" },
      world: { fee: "30.00", freeShippingThreshold: "5.00" },
    });
    // A client that leaves the zones out keeps them.
    const { zones: _zones, originalShipping: _originals, ...rest } = saved.body.store;
    await t.owner("/api/admin/settings", json("PATCH", { store: rest }));
    expect((await t.owner("/api/admin/settings")).body.store.zones.europe.fee).toBe("11.50");

    const buyer = await shopper("203.0.113.71");
    expect((await buyer.send("/api/cart?country=DE")).body.totals.shipping).toBe("11.50");
    // Goods of £8 are over the world's new £5 threshold: free.
    expect((await buyer.send("/api/cart?country=JP")).body.totals.shipping).toBe("0.00");

    for (const [field, bad, message] of [
      ["zones", "near", "Give Europe's and the rest of the world's shipping"],
      ["zones", { europe: { fee: "x", freeShippingThreshold: "" } }, undefined],
      ["originalShipping", { home: "-1", europe: "1", world: "1" }, "Enter an amount like 9.99"],
    ] as const) {
      const refused = await t.owner(
        "/api/admin/settings",
        json("PATCH", { store: { ...store, [field]: bad } }),
      );
      expect(refused.status, field).toBe(400);
      const errors = Object.entries(refused.body.errors as Record<string, string>);
      expect(
        errors.some(([key]) => key.startsWith(`store.${field}`)),
        field,
      ).toBe(true);
      if (message) expect(errors.map(([, text]) => text)).toContain(message);
    }
  });
});
