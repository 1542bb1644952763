import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN } from "../services/orders.ts";
import { addCoaster, addRobinCard, addSnapPack, countRows } from "../testing/fixtures.ts";
import { startSmtp } from "../testing/smtp.ts";
import { createTestApp, json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { DEMO_TAX, useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, EMPTY_CART, visitor } from "../testing/visitor.ts";

const key = (n: number | string) => `key-${String(n).padStart(16, "0")}`;

describe.each(DB_KINDS)("orders API (%s)", (kind) => {
  const t = useTestApp(kind, { store: DEMO_TAX });
  const { db } = t;
  const count = (table: "orders" | "customers" | "order_items" | "mail_outbox") =>
    countRows(db(), table);

  async function shopWithCart() {
    const snap = await addSnapPack(db());
    const coaster = await addCoaster(db(), "Hare coaster");
    const card = await addRobinCard(db());
    const v = visitor(t);
    await v.add({ productId: snap, quantity: 2 });
    await v.add({ productId: coaster, quantity: 2 });
    await v.add({ productId: card, variant: "Small Square" });
    return { v, snap, coaster, card };
  }

  it("places an order priced by the server, and answers 201 with the order", async () => {
    const { v, snap, card } = await shopWithCart();
    const { status, body } = await v.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, idempotencyKey: key(1) }),
    );
    expect(status).toBe(201);
    expect(body.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    // Regular 20.00 + 8.00 + 3.00 = 31.00; bundles 18.00 + 8.00 + 3.00 = 29.00.
    expect(body).toMatchObject({
      status: "pending",
      subtotal: "31.00",
      discount: "2.00",
      tax: "2.32",
      shipping: "9.99",
      total: "41.31",
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
    // The cart is empty, the history has its first entry and both e-mails are queued.
    expect((await v.cart()).body).toEqual(EMPTY_CART);
    const history = await db().selectFrom("order_status_history").selectAll().execute();
    expect(history).toEqual([expect.objectContaining({ status: "pending", note: "Order placed" })]);
    const mail = await db().selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(mail.map((m) => [m.kind, m.to_address, m.status])).toEqual([
      ["order-confirmation", "ada@example.com", "pending"],
      ["owner-new-order", "hello@example.com", "pending"],
    ]);
    expect(mail[0]!.subject).toBe(`Your order ${body.orderNumber} at Easel Studio`);
    expect(mail[0]!.text_body).toContain("2 × Snap-Cat: £20.00");
    expect(mail[0]!.text_body).toContain("Bundle savings: -£2.00");
    expect(mail[0]!.text_body).toContain("Total: £41.31");
    expect(mail[0]!.html_body).toContain("<table");
    expect(mail[1]!.text_body).toContain("Ada Lovelace");
  });

  it("reads an order back by its number, and 404s an unknown one", async () => {
    const { v } = await shopWithCart();
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
    const { v } = await shopWithCart();
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
    const { v } = await shopWithCart();
    const { phone: _phone, country: _country, ...rest } = CUSTOMER;
    const { status, body } = await v.send("/api/orders", json("POST", rest));
    expect(status).toBe(201);
    expect(body.customer.country).toBe("GB");
    expect(body.customer.phone).toBeNull();
  });

  describe("addresses from anywhere (PRODUCT.md §5, §9)", () => {
    /** An address without a state (the buyer's contact details are CUSTOMER's). */
    const at = (address: string, city: string, zipCode: string, country: string) => ({
      address,
      city,
      zipCode,
      country,
    });
    const SYDNEY = { ...at("1 George Street", "Sydney", "2000", "AU"), state: "NSW" };
    const place = async (address: Record<string, unknown>) => {
      const { v } = await shopWithCart();
      const { city: _city, state: _state, zipCode: _zip, country: _country, ...contact } = CUSTOMER;
      return v.send("/api/orders", json("POST", { ...contact, ...address }));
    };

    it("places an Australian order with a 4-digit postcode and a state, named in the e-mail", async () => {
      const { status, body } = await place(SYDNEY);
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ state: "NSW", zipCode: "2000", country: "AU" });
      const [mail] = await db()
        .selectFrom("mail_outbox")
        .select(["text_body", "html_body"])
        .where("kind", "=", "order-confirmation")
        .execute();
      expect(mail!.text_body).toContain("1 George Street\nSydney, NSW 2000\nAustralia");
      expect(mail!.html_body).toContain("Sydney, NSW 2000<br>Australia");
    });

    it("places a German order without a state, and an Irish one without a postcode", async () => {
      const german = await place(at("Unter den Linden 1", "Berlin", "10117", "DE"));
      expect(german.status).toBe(201);
      expect(german.body.customer).toMatchObject({ state: "", zipCode: "10117", country: "DE" });
      const irish = await place({ ...at("1 Grafton Street", "Dublin", " ", "IE"), state: "" });
      expect(irish.status).toBe(201);
      expect(irish.body.customer).toMatchObject({ state: "", zipCode: "", country: "IE" });
      expect(await count("orders")).toBe(2);
    });

    it("stores postcodes as the country writes them, and takes a code in lower case", async () => {
      const { status, body } = await place(at("10 Downing Street", "London", " sw1a2aa ", "gb"));
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ zipCode: "SW1A 2AA", country: "GB" });
    });

    it("needs a US state, with the field's message", async () => {
      const { status, body } = await place(at("1 Main Street", "Portland", "97201", "US"));
      expect(status).toBe(400);
      expect(body.errors).toEqual({ state: "State must be at least 2 characters" });
      expect(await count("orders")).toBe(0);
    });

    it("names the country of a postcode it refuses", async () => {
      const gb = await place(at("1 High Street", "Leeds", "2000", "GB"));
      expect(gb.status).toBe(400);
      expect(gb.body.errors).toEqual({
        zipCode: "Enter a valid postcode for the United Kingdom",
      });
      const { state: _state, ...sydneyWithoutState } = SYDNEY;
      const au = await place({ ...sydneyWithoutState, zipCode: "20000" });
      expect(au.body.errors).toEqual({
        state: "State/territory must be at least 2 characters",
        zipCode: "Enter a valid postcode for Australia",
      });
      expect(await count("orders")).toBe(0);
    });

    it.each(["Narnia", "OTHER", "UK", "ZZ", 42])(
      "refuses the country %j with 400 and orders nothing",
      async (country) => {
        const { status, body } = await place({ ...CUSTOMER, country });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ country: "Please choose a country from the list" });
        expect(await count("orders")).toBe(0);
      },
    );

    it("sends an order that names no country to the home country the owner set", async () => {
      await t.services.settingStore.set("store", { homeCountry: "AU" });
      const { country: _country, ...sydneyWithoutCountry } = SYDNEY;
      const { status, body } = await place(sydneyWithoutCountry);
      expect(status).toBe(201);
      expect(body.customer.country).toBe("AU");
    });
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
    const { v, snap } = await shopWithCart();
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
    expect(forged.body.total).toBe("41.31");
    // A price change after adding to the cart is what the order charges, once the buyer has
    // confirmed the line at its new price (issue #26: until then checkout refuses it).
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
    const { v, coaster } = await shopWithCart();
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
    const { v } = await shopWithCart();
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
    const { v, snap } = await shopWithCart();
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
    const t = await createTestApp(kind, { SMTP_URL: smtp.url, OWNER_EMAIL: "owner@example.org" });
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
        "owner@example.org",
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
const PRIVATE_KEYS = ["customer", "firstName", "lastName", "email", "phone", "address"];
const PRIVATE_VALUES = [
  CUSTOMER.email,
  CUSTOMER.address,
  CUSTOMER.lastName,
  CUSTOMER.phone,
  CUSTOMER.zipCode,
];

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The key in an e-mail's link to the order's page. */
function linkKey(text: string, orderNumber: string): string {
  const match = new RegExp(`/checkout/success/${orderNumber}\\?key=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no order link in: ${text}`);
  return match[1]!;
}

describe.each(DB_KINDS)("who sees the buyer's details (%s)", (kind) => {
  // E-mails link to the order's page only with a public address.
  const t = useTestApp(kind, { env: { PUBLIC_URL: "http://localhost" } });
  const { db } = t;

  /** A visitor who has placed an order for one snap pack, and that order. */
  async function buyer(address = "203.0.113.20", customer: Record<string, unknown> = CUSTOMER) {
    const snap = await addSnapPack(db());
    const v = visitor(t, address);
    await v.add({ productId: snap });
    const placed = await v.send("/api/orders", json("POST", customer));
    expect(placed.status).toBe(201);
    return { v, snap, placed, orderNumber: placed.body.orderNumber as string };
  }

  /** The order's page link from the newest e-mail of a kind for this order. */
  async function mailedKey(orderNumber: string, kind = "order-confirmation") {
    const mail = await db()
      .selectFrom("mail_outbox")
      .select(["text_body", "html_body"])
      .where("kind", "=", kind)
      .where("subject", "like", `%${orderNumber}%`)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const key = linkKey(mail.text_body, orderNumber);
    expect(mail.html_body).toContain(`/checkout/success/${orderNumber}?key=${key}`);
    return key;
  }

  /** What a stranger gets: the order without a trace of the customer. */
  async function expectHidden(response: Response | { status: number; body: unknown }) {
    const text =
      response instanceof Response ? await response.text() : JSON.stringify(response.body);
    expect(response.status).toBe(200);
    const body = JSON.parse(text);
    expect(keysOf(body).filter((key) => PRIVATE_KEYS.includes(key))).toEqual([]);
    for (const value of PRIVATE_VALUES) expect(text).not.toContain(value);
    return body;
  }

  it("sets an HttpOnly, SameSite=Lax cookie holding a secret key, not the order number", async () => {
    const { placed, orderNumber } = await buyer();
    const cookie = placed.headers.getSetCookie().find((c) => c.startsWith("easel_orders="));
    expect(cookie).toMatch(
      /^easel_orders=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain(orderNumber);
    // Only its hash is stored with the order.
    const row = await db()
      .selectFrom("orders")
      .select("access_key_hashes")
      .executeTakeFirstOrThrow();
    const key = /^easel_orders=([^;]+)/.exec(cookie!)![1]!;
    expect(row.access_key_hashes).toBe(createHash("sha256").update(key).digest("hex"));
    // The confirmation e-mail's link carries the same key.
    expect(await mailedKey(orderNumber)).toBe(key);
  });

  it("shows the customer to the browser that placed the order and to no one else", async () => {
    const { v, placed, orderNumber } = await buyer();
    const own = await v.send(`/api/orders/${orderNumber}`);
    expect(own.body.customer).toEqual(CUSTOMER);
    expect(own.body).toEqual(placed.body);

    // Anyone else with the number: status, lines and totals, and nothing of the buyer.
    const stranger = await expectHidden(
      await t.request(`/api/orders/${orderNumber}`, {}, "198.51.100.30"),
    );
    const { customer: _customer, ...rest } = placed.body;
    expect(stranger).toEqual(rest);
    expect(stranger).toMatchObject({ status: "pending", total: placed.body.total });
    expect(stranger.items).toHaveLength(1);
    // Also a shopper with a cart and an order of their own.
    const other = (await buyer("198.51.100.31", { ...CUSTOMER, email: "grace@example.com" })).v;
    await expectHidden(await other.send(`/api/orders/${orderNumber}`));
    // The buyer's cart cookie alone is no key either.
    const cartOnly = v.cookie.split("; ").find((c) => c.startsWith("easel_cart="))!;
    await expectHidden(
      await t.request(`/api/orders/${orderNumber}`, { headers: { cookie: cartOnly } }),
    );
  });

  it("lets the confirmation e-mail's link show the details in a fresh client, which then keeps them", async () => {
    const { orderNumber } = await buyer();
    const key = await mailedKey(orderNumber);
    const fresh = visitor(t, "198.51.100.40");
    const opened = await fresh.send(`/api/orders/${orderNumber}?key=${key}`);
    expect(opened.body.customer).toEqual(CUSTOMER);
    expect(opened.headers.getSetCookie()).toEqual([
      `easel_orders=${key}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    ]);
    // Without the key in the address, the cookie does it.
    expect((await fresh.send(`/api/orders/${orderNumber}`)).body.customer).toEqual(CUSTOMER);
    // The key never reaches the log.
    expect(JSON.stringify(t.logs)).not.toContain(key);
  });

  it("grants nothing for a wrong key or another order's key", async () => {
    const first = await buyer();
    const second = await buyer("198.51.100.50", { ...CUSTOMER, email: "grace@example.com" });
    const otherKey = await mailedKey(second.orderNumber);
    const wrong = [
      otherKey,
      "A".repeat(43),
      `${otherKey.slice(0, -1)}${otherKey.endsWith("A") ? "B" : "A"}`,
      "not-a-key",
      "",
    ];
    for (const key of wrong) {
      const response = await t.request(
        `/api/orders/${first.orderNumber}?key=${encodeURIComponent(key)}`,
        {},
        "198.51.100.51",
      );
      expect(response.headers.get("set-cookie"), key).toBeNull();
      await expectHidden(response);
    }
    // Another order's key in the cookie opens that order only.
    await expectHidden(await second.v.send(`/api/orders/${first.orderNumber}`));
    expect((await second.v.send(`/api/orders/${second.orderNumber}`)).body.customer.email).toBe(
      "grace@example.com",
    );
  });

  it("hides the details of an order placed before order keys existed from everyone", async () => {
    const { v, orderNumber } = await buyer();
    const key = await mailedKey(orderNumber);
    // As migration 008 leaves an older order: no key at all.
    await db().updateTable("orders").set({ access_key_hashes: null }).execute();
    await expectHidden(await v.send(`/api/orders/${orderNumber}`));
    await expectHidden(await t.request(`/api/orders/${orderNumber}?key=${key}`));
    // The owner still sees everything.
    const cookie = await t.login();
    const admin = await t.request(`/api/admin/orders/${orderNumber}`, { headers: { cookie } });
    expect((await admin.json()).customer).toEqual(CUSTOMER);
  });

  it("gives a repeated checkout a key of its own, and the e-mail's link keeps working", async () => {
    const snap = await addSnapPack(db());
    const v = visitor(t);
    await v.add({ productId: snap });
    const body = { ...CUSTOMER, idempotencyKey: key("repeat") };
    const first = await v.send("/api/orders", json("POST", body));
    const orderNumber = first.body.orderNumber;
    const mailed = await mailedKey(orderNumber);
    // The answer was lost: the browser kept its cart but not the order cookie. Ten retries.
    const cartOnly = v.cookie.split("; ").find((c) => c.startsWith("easel_cart="))!;
    let retryKey = "";
    for (let i = 0; i < 10; i++) {
      const retry = await t.request("/api/orders", {
        ...json("POST", body),
        headers: { ...json("POST", body).headers, cookie: cartOnly },
      });
      expect(retry.status).toBe(200);
      const set = retry.headers.getSetCookie()[0]!;
      retryKey = /^easel_orders=([A-Za-z0-9_-]{43});/.exec(set)![1]!;
      expect(retryKey).not.toBe(mailed);
      const read = await t.request(`/api/orders/${orderNumber}`, {
        headers: { cookie: `easel_orders=${retryKey}` },
      });
      expect((await read.json()).customer).toEqual(CUSTOMER);
    }
    // The order keeps a bounded number of keys: the e-mail's and the newest.
    const row = await db()
      .selectFrom("orders")
      .select("access_key_hashes")
      .executeTakeFirstOrThrow();
    expect(row.access_key_hashes!.split(" ")).toHaveLength(8);
    expect((await t.request(`/api/orders/${orderNumber}?key=${mailed}`)).status).toBe(200);
    expect(
      (await (await t.request(`/api/orders/${orderNumber}?key=${mailed}`)).json()).customer,
    ).toEqual(CUSTOMER);
    expect(await count()).toBe(1);

    async function count() {
      return (await db().selectFrom("orders").select("id").execute()).length;
    }
  });

  it("puts a key of its own in each status e-mail's link", async () => {
    const { orderNumber } = await buyer();
    const cookie = await t.login();
    const moved = await t.request(`/api/admin/orders/${orderNumber}`, {
      ...json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
      headers: { ...json("PATCH", {}).headers, cookie },
    });
    expect(moved.status).toBe(200);
    const statusKey = await mailedKey(orderNumber, "order-status");
    expect(statusKey).not.toBe(await mailedKey(orderNumber));
    const opened = await t.request(
      `/api/orders/${orderNumber}?key=${statusKey}`,
      {},
      "198.51.100.60",
    );
    expect(await opened.json()).toMatchObject({ status: "awaiting-payment", customer: CUSTOMER });
  });

  it("keeps the keys of the last ten orders a browser placed", async () => {
    const snap = await addSnapPack(db());
    const v = visitor(t);
    const numbers: string[] = [];
    const cookie = await t.login();
    for (let i = 0; i < 11; i++) {
      await v.add({ productId: snap });
      const placed = await v.send("/api/orders", json("POST", CUSTOMER));
      expect(placed.status).toBe(201);
      numbers.push(placed.body.orderNumber);
      // Paid at once: a browser holds at most three unpaid orders.
      const paid = await t.request(
        `/api/admin/orders/${placed.body.orderNumber}`,
        json("PATCH", { status: "paid" }, { cookie }),
      );
      expect(paid.status).toBe(200);
    }
    const held = /easel_orders=([^;]*)/.exec(v.cookie)![1]!.split(".");
    expect(held).toHaveLength(10);
    // The oldest order's details need its e-mail's link now; the newest ten show.
    await expectHidden(await v.send(`/api/orders/${numbers[0]}`));
    for (const n of numbers.slice(1)) {
      expect((await v.send(`/api/orders/${n}`)).body.customer.email).toBe(CUSTOMER.email);
    }
  });
});
