import { describe, expect, it, vi } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

/** Settings → Shop with a 20 % VAT; `tax` says the rest (prices including it, zones charged). */
const shopWith = (tax: Record<string, unknown>) => ({
  store: {
    currency: "GBP",
    taxRate: "20",
    taxName: "VAT",
    taxNumber: "GB 123 4567 89",
    shippingFee: "5.00",
    freeShippingThreshold: "",
    charityStatement: "",
    ...tax,
  },
});

/** Where the buyer lives: home, Europe and the rest of the world. */
const ADDRESSES = {
  GB: { country: "GB" },
  FR: { country: "FR", city: "Lyon", state: "", zipCode: "69001" },
  AU: { country: "AU", city: "Sydney", state: "NSW", zipCode: "2000" },
} as const;

const WORLD_NOT_CHARGED = { home: true, europe: true, world: false };

/** The tax settings the totals are checked under: added to or included in prices, zones charged. */
const ADDED = { pricesIncludeTax: false };
const ADDED_NOT_WORLD = { pricesIncludeTax: false, taxZones: WORLD_NOT_CHARGED };
const INCLUDED = { pricesIncludeTax: true };
const INCLUDED_NOT_WORLD = { pricesIncludeTax: true, taxZones: WORLD_NOT_CHARGED };

describe.each(DB_KINDS)("tax the owner sets (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  async function cartOf12Pounds() {
    const print = await addProduct(t.db(), { name: "Red Fox", category: "prints", price: 1200 });
    const buyer = visitor(t);
    expect((await buyer.add({ productId: print })).status).toBe(201);
    return buyer;
  }

  it("a new site charges no tax, and the totals say so", async () => {
    const buyer = await cartOf12Pounds();
    expect((await buyer.cart()).body.totals).toMatchObject({
      subtotal: "12.00",
      tax: "0.00",
      taxIncluded: false,
      total: "21.99",
    });
  });

  it.each([
    // [case, tax settings, country, tax, taxIncluded, taxRemoved, total]: a £12 print, and the
    // zone's shipping (home 5.00, Europe 14.99, the world 24.99) taxed as the print is.
    ["added, home: 20 % of 17.00", ADDED, "GB", "3.40", false, "0.00", 2040],
    ["added, the world charged: 20 % of 36.99", ADDED, "AU", "7.40", false, "0.00", 4439],
    ["added, the world not charged", ADDED_NOT_WORLD, "AU", "0.00", false, "0.00", 3699],
    ["included, home: 17.00 − 17.00 ÷ 1.2", INCLUDED, "GB", "2.83", true, "0.00", 1700],
    ["included, Europe charged", INCLUDED_NOT_WORLD, "FR", "4.50", true, "0.00", 2699],
    [
      "included, the world not charged: 36.99 ÷ 1.2",
      INCLUDED_NOT_WORLD,
      "AU",
      "0.00",
      false,
      "6.16",
      3083,
    ],
  ] as const)(
    "%s: the cart and the order agree",
    async (_, tax, country, amount, included, removed, total) => {
      expect((await t.owner("/api/admin/settings", json("PATCH", shopWith(tax)))).status).toBe(200);
      const buyer = await cartOf12Pounds();
      const { totals } = (await buyer.send(`/api/cart?country=${country}`)).body;
      expect(totals).toMatchObject({ tax: amount, taxIncluded: included, taxRemoved: removed });
      const pence = (value: string) => Math.round(Number(value) * 100);
      expect(pence(totals.total)).toBe(total);

      const placed = await buyer.send(
        "/api/orders",
        json("POST", { ...CUSTOMER, ...ADDRESSES[country] }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject({
        tax: amount,
        taxIncluded: included,
        taxRemoved: removed,
        taxName: "VAT",
        taxRate: "20",
        total: totals.total,
      });
    },
  );

  it("refuses a tax setting it cannot read, with the field named", async () => {
    const bad = await t.owner(
      "/api/admin/settings",
      json("PATCH", shopWith({ taxName: "", taxZones: { home: "maybe" } })),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(["store.taxName", "store.taxZones.home"]),
    );
    expect((await t.owner("/api/admin/settings")).body.store.taxRate).toBe("0");
  });

  it("numbers 50 simultaneous orders' invoices 1 to 50: no gaps, no repeats", async () => {
    const print = await addProduct(t.db(), { name: "Red Fox", category: "prints", price: 1200 });
    const buyers = Array.from({ length: 50 }, (_, i) =>
      visitor(t, `10.2.${Math.floor(i / 10)}.${i}`),
    );
    for (const buyer of buyers) await buyer.add({ productId: print });
    const results = await Promise.all(
      // Each a buyer of their own: one address holds at most three unpaid orders.
      buyers.map((buyer, i) =>
        buyer.send("/api/orders", json("POST", { ...CUSTOMER, email: `buyer-${i}@example.com` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const year = new Date().getUTCFullYear();
    const numbers = results.map((r) => r.body.invoiceNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `${year}-${String(i + 1).padStart(4, "0")}`),
    );
    // In the order they were placed: a later order never has a smaller number.
    const rows = await t
      .db()
      .selectFrom("orders")
      .select(["id", "invoice_seq"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.invoice_seq)).toEqual(rows.map((_, i) => i + 1));
  });

  it("starts each year at 1, and never gives a number again", async () => {
    const print = await addProduct(t.db(), { name: "Red Fox", category: "prints", price: 1200 });
    const order = async (address: string) => {
      const buyer = visitor(t, address);
      await buyer.add({ productId: print });
      return (await buyer.send("/api/orders", json("POST", CUSTOMER))).body.invoiceNumber;
    };
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-12-31T23:59:00Z") });
    try {
      expect(await order("203.0.113.1")).toBe("2031-0001");
      expect(await order("203.0.113.2")).toBe("2031-0002");
      vi.setSystemTime(new Date("2032-01-01T00:01:00Z"));
      expect(await order("203.0.113.3")).toBe("2032-0001");
      // An order whose number was given, then removed: its number is not given again.
      await t.db().deleteFrom("order_items").execute();
      await t.db().deleteFrom("order_status_history").execute();
      await t.db().deleteFrom("mail_outbox").execute();
      await t.db().deleteFrom("orders").where("invoice_year", "=", 2032).execute();
      expect(await order("203.0.113.4")).toBe("2032-0002");
    } finally {
      vi.useRealTimers();
    }
  });
});
