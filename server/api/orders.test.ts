import { describe, expect, it } from "vitest";
import { addCoaster, addSnapPack, countRows } from "../../testing/fixtures.ts";
import { shopWithCart } from "../../testing/order-shop.ts";
import { startSmtp } from "../../testing/smtp.ts";
import { createTestApp, json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { DEMO_TAX, describeApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, EMPTY_CART, visitor } from "../../testing/visitor.ts";
import { ORDER_NUMBER_PATTERN } from "../services/orders.ts";

const key = (n: number | string) => `key-${String(n).padStart(16, "0")}`;

describeApp("orders API", { store: DEMO_TAX }, (t) => {
  const { db } = t;
  const count = (table: "orders" | "customers" | "order_items" | "mail_outbox") =>
    countRows(db(), table);

  it("places an order priced by the server, and answers 201 with the order", async () => {
    const { v, snap, card } = await shopWithCart(t);
    const { status, body } = await v.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, idempotencyKey: key(1) }),
    );
    expect(status).toBe(201);
    expect(body.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    // Regular 20.00 + 8.00 + 3.00 = 31.00; bundles 18.00 + 8.00 + 3.00 = 29.00; 8 % tax on the
    // goods and the shipping: 29.00 + 9.99.
    expect(body).toMatchObject({
      status: "pending",
      subtotal: "31.00",
      discount: "2.00",
      tax: "3.12",
      shipping: "9.99",
      total: "42.11",
      currency: "GBP",
      customer: { ...CUSTOMER },
    });
    expect(body.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: "10.00",
        lineTotal: "20.00",
        product: expect.objectContaining({ id: snap, name: "Snap-Cat" }),
      }),
      expect.objectContaining({ quantity: 2, price: "4.00", lineTotal: "8.00" }),
      expect.objectContaining({
        quantity: 1,
        price: "3.00",
        variant: "Small Square",
        product: expect.objectContaining({ id: card }),
      }),
    ]);
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    // The cart is empty, the history has its first entry and both e-mails are written: the
    // owner's held, since a new site's owner address is still the placeholder.
    expect((await v.cart()).body).toEqual(EMPTY_CART);
    const history = await db().selectFrom("order_status_history").selectAll().execute();
    expect(history).toEqual([expect.objectContaining({ status: "pending", note: "Order placed" })]);
    const mail = await db().selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(mail.map((m) => [m.kind, m.to_address, m.status])).toEqual([
      ["order-confirmation", "ada@example.com", "pending"],
      ["owner-new-order", "hello@example.com", "held"],
    ]);
    expect(mail[0]!.subject).toBe(`Your order ${body.orderNumber} at Easel Studio`);
    expect(mail[0]!.text_body).toContain("2 × Snap-Cat: £20.00");
    expect(mail[0]!.text_body).toContain("Bundle savings: -£2.00");
    expect(mail[0]!.text_body).toContain("Total: £42.11");
    expect(mail[0]!.html_body).toContain("<table");
    expect(mail[1]!.text_body).toContain("Ada Lovelace");
  });

  it("reads an order back by its number, and 404s an unknown one", async () => {
    const { v } = await shopWithCart(t);
    const placed = (await v.send("/api/orders", json("POST", CUSTOMER))).body;
    const read = await v.send(`/api/orders/${placed.orderNumber}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(placed);
    for (const unknown of ["EA-0000-0000-0000", "nope", "1%20OR%201=1"]) {
      const response = await t.request(`/api/orders/${unknown}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Order not found" });
    }
  });

  it("limits order lookups per client", async () => {
    const responses = [];
    for (let i = 0; i < 31; i++)
      responses.push(await t.request("/api/orders/EA-0000-0000-0000", {}, "198.51.100.7"));
    expect(responses.slice(0, 30).every((r) => r.status === 404)).toBe(true);
    expect(responses[30]!.status).toBe(429);
    expect(responses[30]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await t.request("/api/orders/EA-0000-0000-0000", {}, "198.51.100.8")).status).toBe(404);
  });

  it("returns every field's message of PRODUCT.md §5 with 400 and orders nothing", async () => {
    const { v } = await shopWithCart(t);
    const { status, body } = await v.send(
      "/api/orders",
      json("POST", {
        firstName: "A",
        lastName: "",
        email: "not-an-email",
        address: "1 Rd",
        city: "X",
        state: "Y",
        zipCode: "123",
        country: "US",
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      address: "Please enter a complete address",
      city: "City must be at least 2 characters",
      state: "State must be at least 2 characters",
      zipCode: "Zip code must be at least 5 characters",
    });
    expect(body.message).toBe("First name must be at least 2 characters");
    expect(await count("orders")).toBe(0);
    expect((await v.cart()).body.itemCount).toBe(5);
  });

  it("defaults the country to the shop's home country (GB) and keeps the phone optional", async () => {
    const { v } = await shopWithCart(t);
    const { phone: _phone, country: _country, ...rest } = CUSTOMER;
    const { status, body } = await v.send("/api/orders", json("POST", rest));
    expect(status).toBe(201);
    expect(body.customer.country).toBe("GB");
    expect(body.customer.phone).toBeNull();
  });

  it("refuses an empty cart with 400 Cart is empty", async () => {
    const v = visitor(t);
    const { status, body } = await v.send("/api/orders", json("POST", CUSTOMER));
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Cart is empty",
      errors: { cart: "Please add items to your cart before checking out." },
    });
  });

  it("charges today's catalogue prices, whatever the client sends", async () => {
    const { v, snap } = await shopWithCart(t);
    const forged = await v.send(
      "/api/orders",
      json("POST", {
        ...CUSTOMER,
        total: "0.01",
        subtotal: "0.01",
        items: [{ productId: snap, price: "0.01" }],
      }),
    );
    expect(forged.status).toBe(201);
    expect(forged.body.total).toBe("42.11");
    // A price change after adding to the cart is what the order charges, once the buyer has
    // confirmed the line at its new price (until then checkout refuses it).
    const v2 = visitor(t, "203.0.113.30");
    await v2.add({ productId: snap });
    await db().updateTable("products").set({ price: 1250 }).where("id", "=", snap).execute();
    expect((await v2.send("/api/orders", json("POST", CUSTOMER))).status).toBe(409);
    const [line] = (await v2.cart()).body.items;
    await v2.send("/api/cart/update", json("PATCH", { cartItemId: line.id, quantity: 1 }));
    const repriced = await v2.send("/api/orders", json("POST", CUSTOMER));
    expect(repriced.body.subtotal).toBe("12.50");
  });

  it("refuses a cart holding something that can no longer be bought, and keeps the cart", async () => {
    const { v, coaster } = await shopWithCart(t);
    await db()
      .updateTable("products")
      .set({ is_available: false })
      .where("id", "=", coaster)
      .execute();
    const { status, body } = await v.send("/api/orders", json("POST", CUSTOMER));
    expect(status).toBe(409);
    expect(body.message).toBe(
      "Hare coaster is not available to buy yet. Please remove it from your cart.",
    );
    expect(await count("orders")).toBe(0);
    expect((await v.cart()).body.itemCount).toBe(5);
  });

  it("returns the first order for a repeated submission and never creates another", async () => {
    const { v } = await shopWithCart(t);
    const body = { ...CUSTOMER, idempotencyKey: key("double") };
    // A double click: both requests at once with the form's key.
    const [a, b] = await Promise.all([
      v.send("/api/orders", json("POST", body)),
      v.send("/api/orders", json("POST", body)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    // A retry after a lost answer, and a second tab with its own key: still the same order.
    const retry = await v.send("/api/orders", json("POST", body));
    expect(retry.status).toBe(200);
    expect(retry.body.orderNumber).toBe(a.body.orderNumber);
    const otherTab = await v.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, idempotencyKey: key("tab2") }),
    );
    expect(otherTab.status).toBe(200);
    expect(otherTab.body.orderNumber).toBe(a.body.orderNumber);
    expect(await count("orders")).toBe(1);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("never shows an order to another cart that sends its key, even at the same moment", async () => {
    const { v, snap } = await shopWithCart(t);
    const body = { ...CUSTOMER, idempotencyKey: key("shared") };
    const first = await v.send("/api/orders", json("POST", body));
    expect(first.status).toBe(201);
    const stranger = visitor(t, "203.0.113.99");
    await stranger.add({ productId: snap });
    const reuse = await stranger.send("/api/orders", json("POST", body));
    expect(reuse.status).toBe(409);
    expect(reuse.body.message).toBe(
      "This checkout was already used for another order. Please reload the page and try again.",
    );
    expect(JSON.stringify(reuse.body)).not.toContain(first.body.orderNumber);
    expect((await stranger.cart()).body.itemCount).toBe(1);

    // Two carts racing with one new key: one order, one refusal, never a 500.
    const racers = [visitor(t, "203.0.113.101"), visitor(t, "203.0.113.102")];
    for (const racer of racers) await racer.add({ productId: snap });
    const raced = await Promise.all(
      racers.map((racer) =>
        racer.send("/api/orders", json("POST", { ...CUSTOMER, idempotencyKey: key("race") })),
      ),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count("orders")).toBe(2);
  });

  it("takes 50 simultaneous checkouts from 50 carts as 50 distinct orders", async () => {
    const snap = await addSnapPack(db(), "Snap-Rat");
    const visitors = Array.from({ length: 50 }, (_, i) =>
      visitor(t, `10.0.${Math.floor(i / 10)}.${i}`),
    );
    for (const v of visitors) await v.add({ productId: snap });
    const results = await Promise.all(
      visitors.map((v, i) =>
        // Each a buyer of their own: one address holds at most three unpaid orders.
        v.send(
          "/api/orders",
          json("POST", {
            ...CUSTOMER,
            email: `buyer-${i}@example.com`,
            idempotencyKey: key(`c${i}`),
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.orderNumber)).size).toBe(50);
    expect(await count("orders")).toBe(50);
    expect(await count("order_items")).toBe(50);
    expect(await count("mail_outbox")).toBe(100);
  });

  it("sells exactly the stock when 200 checkouts race for 10", async () => {
    const id = await addCoaster(db(), "Last coasters", { stock: 10 });
    const visitors = Array.from({ length: 200 }, (_, i) =>
      visitor(t, `10.1.${Math.floor(i / 50)}.${i}`),
    );
    for (const v of visitors) expect((await v.add({ productId: id })).status).toBe(201);
    const results = await Promise.all(
      // Each a buyer of their own: one address holds at most three unpaid orders.
      visitors.map((v, i) =>
        v.send("/api/orders", json("POST", { ...CUSTOMER, email: `buyer-${i}@example.com` })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    // Whoever finds it gone (mid-checkout, or already at zero) is told it sold out.
    for (const refusal of results.filter((r) => r.status === 409)) {
      expect(refusal.body.message).toMatch(
        /^(Sorry, )?Last coasters (has just sold|is sold) out\. Please remove it from your cart\.$/,
      );
    }
    const product = await db()
      .selectFrom("products")
      .select("stock")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(product.stock).toBe(0);
    expect(await count("orders")).toBe(10);
    // The losers keep their carts.
    const loser = visitors[statuses.indexOf(409)]!;
    expect((await loser.cart()).body.itemCount).toBe(1);
  });
});

describe.each(DB_KINDS)("order e-mail delivery (%s)", (kind) => {
  it("sends the confirmation and the owner's notice through SMTP after the order", async () => {
    const smtp = await startSmtp();
    const t = await createTestApp(kind, {
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@studio.example",
    });
    try {
      const id = await addSnapPack(t.database.handle.db);
      const v = visitor(t);
      await v.add({ productId: id });
      const placed = await v.send("/api/orders", json("POST", CUSTOMER));
      expect(placed.status).toBe(201);
      // The order prompts a delivery pass; no waiting for the poll interval.
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(2);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
        "ada@example.com",
        "owner@studio.example",
      ]);
      const statuses = await t.database.handle.db
        .selectFrom("mail_outbox")
        .select("status")
        .execute();
      await expect
        .poll(async () =>
          (await t.database.handle.db.selectFrom("mail_outbox").select("status").execute()).map(
            (r) => r.status,
          ),
        )
        .toEqual(["sent", "sent"]);
      expect(statuses).toHaveLength(2);
    } finally {
      await t.services.mail.stop();
      await t.dispose();
      await smtp.close();
    }
  });
});

/** Keys and values that only the buyer (and the owner) may see. */
