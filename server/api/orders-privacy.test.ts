/** Who sees the buyer's details of an order: its browser, the e-mailed link, no one else. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addSnapPack } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

const key = (n: number | string) => `key-${String(n).padStart(16, "0")}`;

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
    // Whom its gift cards are for is the buyer's to see too.
    const { customer: _customer, giftRecipient: _recipient, ...rest } = placed.body;
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
      // Paid at once: a buyer holds at most three unpaid orders.
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
