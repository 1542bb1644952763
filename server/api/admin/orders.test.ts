import { describe, expect, it } from "vitest";
import { addCoaster, stockOf } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { DEMO_TAX, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

describe.each(DB_KINDS)("owner's order administration (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, bodies: "by-type", store: DEMO_TAX });
  const { db, owner } = t;

  async function placeOrder(customer: Partial<typeof CUSTOMER> = {}, stock: number | null = 5) {
    const id = await addCoaster(db(), "Hare coaster", { stock });
    const v = visitor(t, `203.0.113.${Math.floor(Math.random() * 200) + 1}`);
    await v.add({ productId: id, quantity: 2 });
    const placed = await v.send("/api/orders", json("POST", { ...CUSTOMER, ...customer }));
    expect(placed.status).toBe(201);
    return { orderNumber: placed.body.orderNumber as string, productId: id };
  }

  it("refuses every call without the owner's session", async () => {
    const { orderNumber } = await placeOrder();
    for (const [path, init] of [
      ["/api/admin/orders", {}],
      ["/api/admin/orders/export.csv", {}],
      [`/api/admin/orders/${orderNumber}`, {}],
      [`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "paid" })],
    ] as const) {
      expect((await t.request(path, init)).status).toBe(401);
    }
  });

  it("lists orders newest first with a status filter and a search", async () => {
    const first = await placeOrder({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
    });
    const second = await placeOrder();
    const all = await owner("/api/admin/orders");
    expect(all.body.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(all.body[1]).toEqual({
      orderNumber: first.orderNumber,
      status: "pending",
      createdAt: expect.any(String),
      total: "19.43",
      currency: "GBP",
      itemCount: 2,
      customerName: "Grace Hopper",
      email: "grace@example.com",
      // What the payment-deadline sweep did to it: nothing yet.
      sweep: null,
      // No refund is owed by hand (PRODUCT.md §4, Cancelling a paid order).
      refundDue: null,
    });
    expect((await owner("/api/admin/orders?q=HOPPER")).body).toHaveLength(1);
    expect(
      (await owner(`/api/admin/orders?q=${first.orderNumber.slice(3, 7)}`)).body[0].orderNumber,
    ).toBe(first.orderNumber);
    expect((await owner("/api/admin/orders?q=%25")).body).toHaveLength(0);
    await owner(`/api/admin/orders/${first.orderNumber}`, json("PATCH", { status: "paid" }));
    expect(
      (await owner("/api/admin/orders?status=paid")).body.map(
        (o: { orderNumber: string }) => o.orderNumber,
      ),
    ).toEqual([first.orderNumber]);
    expect((await owner("/api/admin/orders?status=lost")).status).toBe(400);
  });

  it("moves an order along with a note, keeps the history and e-mails the customer when asked", async () => {
    const { orderNumber } = await placeOrder();
    const moved = await owner(
      `/api/admin/orders/${orderNumber}`,
      json("PATCH", {
        status: "awaiting-payment",
        note: "Invoice sent by PayPal.",
        notifyCustomer: true,
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe("awaiting-payment");
    expect(moved.body.nextStatuses).toEqual(["paid", "shipped", "completed", "cancelled"]);
    expect(moved.body.history).toEqual([
      { status: "pending", note: "Order placed", createdAt: expect.any(String) },
      {
        status: "awaiting-payment",
        note: "Invoice sent by PayPal.",
        createdAt: expect.any(String),
      },
    ]);
    const [mail] = await db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "order-status")
      .execute();
    expect(mail).toMatchObject({
      to_address: "ada@example.com",
      subject: `Order ${orderNumber}: Awaiting payment`,
    });
    expect(mail!.text_body).toContain("Invoice sent by PayPal.");
    expect(mail!.text_body).toContain("Amount due: £19.43");
    expect(mail!.text_body).toContain("No payment is taken online");
    // Without notifyCustomer nothing more is queued.
    await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "paid" }));
    expect(
      await db().selectFrom("mail_outbox").selectAll().where("kind", "=", "order-status").execute(),
    ).toHaveLength(1);
    // The public order page shows the new status.
    expect((await (await t.request(`/api/orders/${orderNumber}`)).json()).status).toBe("paid");
  });

  it("refuses unknown statuses and impossible moves with 400", async () => {
    const { orderNumber } = await placeOrder();
    const unknown = await owner(
      `/api/admin/orders/${orderNumber}`,
      json("PATCH", { status: "refunded" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown status "refunded"');
    await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "shipped" }));
    const back = await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "paid" }));
    expect(back.status).toBe(400);
    expect(back.body.message).toBe("An order that is shipped cannot become paid");
    const cancel = await owner(
      `/api/admin/orders/${orderNumber}`,
      json("PATCH", { status: "cancelled" }),
    );
    expect(cancel.status).toBe(400);
    expect((await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", {}))).status).toBe(400);
    expect(
      (await owner("/api/admin/orders/EA-0000-0000-0000", json("PATCH", { status: "paid" })))
        .status,
    ).toBe(404);
  });

  it("returns the stock when an order is cancelled", async () => {
    const { orderNumber, productId } = await placeOrder({}, 5);
    const stock = () => stockOf(db(), productId);
    expect(await stock()).toBe(3);
    const cancelled = await owner(
      `/api/admin/orders/${orderNumber}`,
      json("PATCH", { status: "cancelled", note: "Customer changed their mind" }),
    );
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.nextStatuses).toEqual([]);
    expect(await stock()).toBe(5);
  });

  it("returns the stock once when the same order is cancelled six times at once", async () => {
    const { orderNumber, productId } = await placeOrder({}, 5);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "cancelled" })),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others find it already cancelled, or changed while they were saving.
    expect(statuses.every((status) => status === 200 || status === 400 || status === 409)).toBe(
      true,
    );
    const { stock } = await db()
      .selectFrom("products")
      .select("stock")
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(5);
    const history = await db()
      .selectFrom("order_status_history")
      .innerJoin("orders", "orders.id", "order_status_history.order_id")
      .select("order_status_history.status")
      .where("orders.order_number", "=", orderNumber)
      .where("order_status_history.status", "=", "cancelled")
      .execute();
    expect(history).toHaveLength(1);
  });

  it("exports every order as CSV, safe to open in a spreadsheet", async () => {
    await placeOrder({ firstName: "=HYPERLINK(1)", lastName: 'O"Brien' });
    const csv = await owner("/api/admin/orders/export.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Order number","Date","Status","Customer","Email","Items","Subtotal","Savings","Discount code","Code discount","Tax","Tax included","Tax taken off","Shipping","Total","Gift cards sold","Paid by gift card","Currency"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(1) O""Brien"`);
    expect(lines[1]).toContain('"pending"');
    // The order's money as its invoice shows it: 8 % tax on the coasters and the shipping.
    expect(lines[1]).toMatch(
      /"8\.00","0\.00","","0\.00","1\.44","no","0\.00","9\.99","19\.43","0\.00","0\.00","GBP"$/,
    );
  });
});
