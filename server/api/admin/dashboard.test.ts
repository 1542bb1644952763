/**
 * The owner's desk (PRODUCT.md §6): its to-dos follow the orders, commissions, messages, stock and
 * mails they count, and its sales count paid orders only, by month, with the clock moved.
 */
import { expect, it } from "vitest";
import { day, requestCommission } from "../../../testing/commissions.ts";
import { addGiftCardProduct, addProduct } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/test-app.ts";
import { describeApp, type Json } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

const DAY = 86_400_000;

describeApp("the owner's dashboard", { owner: true }, (t) => {
  const todo = (body: Json, id: string) =>
    (body.todos as Array<{ id: string; count: number; urgent: boolean; href: string }>).find(
      (item) => item.id === id,
    );

  async function buy(productId: number, address: string, email: string) {
    const v = visitor(t, address);
    expect((await v.add({ productId, quantity: 1 })).status).toBe(201);
    const placed = await v.send("/api/orders", json("POST", { ...CUSTOMER, email }));
    expect(placed.status).toBe(201);
    return placed.body.orderNumber as string;
  }

  const setStatus = async (number: string, status: string) =>
    expect((await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status }))).status).toBe(
      200,
    );

  it("is owner only", async () => {
    expect((await t.request("/api/admin/dashboard")).status).toBe(401);
  });

  it("counts nothing to do on an empty site but the backup", async () => {
    const { status, body } = await t.owner("/api/admin/dashboard");
    expect(status).toBe(200);
    expect(body.todos.map((item: { id: string }) => item.id)).toEqual(["backup"]);
    expect(body.backupAgeDays).toBeNull();
    expect(body.sales.thisMonth).toEqual({
      month: new Date().toISOString().slice(0, 7),
      total: "0.00",
      orders: 0,
      average: "0.00",
    });
    expect(body.sales.months).toHaveLength(12);
    expect(body.bestSellers).toEqual([]);
  });

  it("follows orders from unpaid to paid to shipped, and sales count only the paid", async () => {
    const mug = await addProduct(t.db(), {
      name: "Mug",
      category: "snap-cards",
      price: 900,
      stock: 5,
    });
    const vase = await addProduct(t.db(), {
      name: "Vase",
      category: "snap-cards",
      price: 3000,
      stock: 4,
    });
    const a = await buy(mug, "203.0.113.1", "a@example.com");
    const b = await buy(mug, "203.0.113.2", "b@example.com");
    const c = await buy(vase, "203.0.113.3", "c@example.com");

    let { body } = await t.owner("/api/admin/dashboard");
    expect(todo(body, "unpaid")).toMatchObject({
      count: 3,
      urgent: false,
      href: "/admin/orders?status=unpaid",
    });
    expect(todo(body, "to-ship")).toBeUndefined();
    // Stock: the vase has 3 left (low), the mug 3 (low).
    expect(todo(body, "low-stock")).toMatchObject({ count: 2, href: "/admin/products?stock=low" });
    expect(body.sales.thisMonth.orders).toBe(0);

    // The filtered list the to-do links to holds exactly those orders.
    const unpaidList = await t.owner("/api/admin/orders?status=unpaid");
    expect(unpaidList.body.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [a, b, c].sort(),
    );

    await setStatus(a, "paid");
    await setStatus(c, "paid");
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "unpaid")!.count).toBe(1);
    expect(todo(body, "to-ship")).toMatchObject({ count: 2, href: "/admin/orders?status=to-ship" });
    expect(body.sales.thisMonth).toMatchObject({ orders: 2 });
    expect(body.bestSellers[0]).toMatchObject({ name: "Vase", quantity: 1 });
    const paidTotal = Number(body.sales.thisMonth.total);
    expect(paidTotal).toBeGreaterThan(39);
    expect(body.sales.thisMonth.average).toBe((paidTotal / 2).toFixed(2));
    expect(body.activity.filter((item: { kind: string }) => item.kind === "order")).toHaveLength(3);

    await setStatus(a, "shipped");
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "to-ship")!.count).toBe(1);
    expect(body.sales.thisMonth.orders).toBe(2);

    // Past half the deadline (7 days by default), the unpaid order is urgent and comes first.
    t.clock.set(new Date(Date.now() + 4 * DAY));
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(body.todos[0]).toMatchObject({ id: "unpaid", count: 1, urgent: true });
    expect(body.todos[0].label).toContain("past half its deadline");

    // A month later this month's sales are last month's.
    const now = new Date();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15)));
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(body.sales.thisMonth.orders).toBe(0);
    expect(body.sales.lastMonth.orders).toBe(2);
    expect(body.sales.months[10].orders).toBe(2);
  });

  it("counts gift cards bought as no sale of works: not in the month's sales, the best sellers or revenue by source", async () => {
    const { productId: card, variantId } = await addGiftCardProduct(t.db());
    const print = await addProduct(t.db(), { name: "Heron", category: "prints", price: 4000 });
    // One order of gift cards only, one of a print and a gift card.
    const cardsOnly = visitor(t, "203.0.113.21");
    await cardsOnly.add({ productId: card, variantId, quantity: 2 });
    const both = visitor(t, "203.0.113.22");
    await both.add({ productId: card, variantId, quantity: 1 });
    await both.add({ productId: print, quantity: 1 });
    const numbers: string[] = [];
    for (const [v, email] of [
      [cardsOnly, "cards@example.com"],
      [both, "both@example.com"],
    ] as const) {
      const placed = await v.send("/api/orders", json("POST", { ...CUSTOMER, email }));
      expect(placed.status).toBe(201);
      numbers.push(placed.body.orderNumber as string);
      await setStatus(placed.body.orderNumber as string, "paid");
    }
    const mixed = await t
      .db()
      .selectFrom("orders")
      .select("total")
      .where("order_number", "=", numbers[1]!)
      .executeTakeFirstOrThrow();

    const { body } = await t.owner("/api/admin/dashboard");
    // The mixed order counts, less its £25 card; the order of cards alone is no sale.
    expect(body.sales.thisMonth).toMatchObject({
      orders: 1,
      total: ((Number(mixed.total) - 2500) / 100).toFixed(2),
    });
    expect(body.bestSellers.map((row: { name: string }) => row.name)).toEqual(["Heron"]);
    const stats = await t.owner("/api/admin/stats");
    expect(stats.body.orders).toMatchObject({
      count: 1,
      revenue: ((Number(mixed.total) - 2500) / 100).toFixed(2),
    });
  });

  it("follows commissions waiting for a quote, unread messages and out of stock", async () => {
    await requestCommission(t);
    const message = {
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "commission",
      message: "Could you paint my cat Nanosecond in oils?",
    };
    expect((await t.request("/api/contact", json("POST", message), "203.0.113.70")).status).toBe(
      201,
    );
    await addProduct(t.db(), { name: "Gone", category: "snap-cards", price: 500, stock: 0 });

    let { body } = await t.owner("/api/admin/dashboard");
    expect(todo(body, "quotes")).toMatchObject({ count: 1, href: "/admin/commissions?status=new" });
    expect(todo(body, "messages")).toMatchObject({ count: 1, href: "/admin/messages?unread=1" });
    expect(todo(body, "out-of-stock")).toMatchObject({ count: 1 });
    expect(body.activity.map((item: { kind: string }) => item.kind).sort()).toEqual([
      "commission",
      "message",
    ]);

    const [first] = (await t.owner("/api/admin/messages")).body;
    await t.owner(`/api/admin/messages/${first.id}`, json("PATCH", { read: true }));
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "messages")).toBeUndefined();
  });

  it("follows a commission from waiting for a quote to waiting for its deposit to paid", async () => {
    const { id, cookie } = await requestCommission(t);
    let { body } = await t.owner("/api/admin/dashboard");
    expect(todo(body, "quotes")!.count).toBe(1);
    const quoted = await t.owner(
      `/api/admin/commissions/${id}/quote`,
      json("POST", { price: "250.00", deposit: "30%", validUntil: day(14) }),
    );
    expect(quoted.status).toBe(200);
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "quotes")).toBeUndefined();
    expect(todo(body, "deposits")).toBeUndefined();
    const accepted = await t.request(`/api/commissions/${id}/accept`, {
      method: "POST",
      headers: { cookie },
    });
    expect(accepted.status).toBe(200);
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "deposits")).toMatchObject({
      count: 1,
      href: "/admin/commissions?status=accepted",
    });
    const deposit = await t
      .db()
      .selectFrom("commissions")
      .innerJoin("orders", "orders.id", "commissions.deposit_order_id")
      .select("orders.order_number")
      .where("commissions.id", "=", id)
      .executeTakeFirstOrThrow();
    // Accepting made the deposit's order, unpaid; once it is paid nothing waits.
    await setStatus(deposit.order_number, "paid");
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "deposits")).toBeUndefined();
  });

  it("counts failed mails and a backup's age", async () => {
    await t
      .db()
      .insertInto("mail_outbox")
      .values({
        to_address: "x@example.com",
        subject: "S",
        text_body: "T",
        kind: "test",
        status: "failed",
        created_at: new Date().toISOString(),
      })
      .execute();
    await t
      .db()
      .insertInto("security_events")
      .values({
        occurred_at: new Date().toISOString(),
        kind: "backup-downloaded",
        client_address: null,
      })
      .execute();
    let { body } = await t.owner("/api/admin/dashboard");
    expect(todo(body, "failed-mails")).toMatchObject({ count: 1, urgent: true });
    expect(todo(body, "backup")).toBeUndefined();
    expect(body.backupAgeDays).toBe(0);
    t.clock.set(new Date(Date.now() + 8 * DAY));
    ({ body } = await t.owner("/api/admin/dashboard"));
    expect(todo(body, "backup")).toMatchObject({ label: "Last backup downloaded 8 days ago" });
  });
});
