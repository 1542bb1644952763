import { describe, expect, it, vi } from "vitest";
import { addCoaster, cellOf } from "../../../testing/fixtures.ts";
import { json } from "../../../testing/test-app.ts";
import { DB_KINDS } from "../../../testing/test-db.ts";
import { type Json, sweepAt, useTestApp } from "../../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../../testing/visitor.ts";

const DAY = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY).toISOString();

describe.each(DB_KINDS)("payment deadlines (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;

  /** A buyer's order of two coasters from a stock of five; returns the order as the API shows it. */
  async function placeOrder(address = "203.0.113.30") {
    const coaster = await addCoaster(t.db(), `Heron coaster ${address}`, { stock: 5 });
    const buyer = visitor(t, address);
    expect((await buyer.add({ productId: coaster, quantity: 2 })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return { order: placed.body as Json, coaster };
  }
  /** The owner's sweep, the services' clock set to `at` (absent: the real time). */
  const sweep = (at?: string) => {
    if (at !== undefined) return sweepAt(t, at);
    t.clock.reset();
    return owner("/api/admin/orders/sweep", json("POST", {}));
  };
  /** The owner's sweep as of `asOf`, sent with the request. */
  const sweepAsOf = (asOf: unknown) => owner("/api/admin/orders/sweep", json("POST", { asOf }));
  const stockOf = async (id: number) =>
    (await t.db().selectFrom("products").select("stock").where("id", "=", id).executeTakeFirst())
      ?.stock;
  const mails = async (kind: string) =>
    t.db().selectFrom("mail_outbox").selectAll().where("kind", "=", kind).execute();

  it("is the owner's to run", async () => {
    expect((await t.request("/api/admin/orders/sweep", json("POST", {}))).status).toBe(401);
  });

  it("gives each order a deadline from the shop's days to pay, shown to the buyer and the owner", async () => {
    const { order } = await placeOrder();
    expect(order.payBy).toBe(daysAfter(order.createdAt, 7));
    // The buyer is told the deadline in the confirmation.
    const [confirmation] = await mails("order-confirmation");
    const deadline = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(order.payBy));
    expect(confirmation!.text_body).toContain(
      `Please pay by ${deadline}: an order not paid by then is cancelled.`,
    );
    const admin = await owner(`/api/admin/orders/${order.orderNumber}`);
    expect(admin.body.payBy).toBe(order.payBy);

    const settings = await owner("/api/admin/settings");
    expect(settings.body.store.payWithinDays).toBe(7);
    const changed = await owner(
      "/api/admin/settings",
      json("PATCH", { store: { ...settings.body.store, payWithinDays: "3" } }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.store.payWithinDays).toBe(3);
    const { order: later } = await placeOrder("203.0.113.31");
    expect(later.payBy).toBe(daysAfter(later.createdAt, 3));
    // A client that leaves the days out keeps them.
    const { payWithinDays: _days, ...withoutDays } = changed.body.store;
    await owner("/api/admin/settings", json("PATCH", { store: withoutDays }));
    expect((await owner("/api/admin/settings")).body.store.payWithinDays).toBe(3);

    for (const bad of ["0", "61", "seven", 2.5, "", null]) {
      const refused = await owner(
        "/api/admin/settings",
        json("PATCH", { store: { ...settings.body.store, payWithinDays: bad } }),
      );
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.errors["store.payWithinDays"]).toBe(
        "Enter a number of days from 1 to 60",
      );
    }
  });

  it("reminds the buyer once halfway, then cancels once at the deadline and puts the stock back", async () => {
    const { order, coaster } = await placeOrder();
    expect(await stockOf(coaster)).toBe(3);

    expect((await sweep()).body).toEqual({ reminded: [], cancelled: [] });
    expect((await sweep(daysAfter(order.createdAt, 3.4))).body).toEqual({
      reminded: [],
      cancelled: [],
    });

    const halfway = await sweep(daysAfter(order.createdAt, 3.5));
    expect(halfway.status).toBe(200);
    expect(halfway.body).toEqual({ reminded: [order.orderNumber], cancelled: [] });
    expect((await sweep(daysAfter(order.createdAt, 5))).body).toEqual({
      reminded: [],
      cancelled: [],
    });
    const [reminder, ...more] = await mails("payment-reminder");
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      to_address: CUSTOMER.email,
      subject: `Reminder: order ${order.orderNumber} is waiting for payment`,
    });
    expect(reminder!.text_body).toContain("Amount due:");

    const deadline = await sweep(daysAfter(order.createdAt, 7));
    expect(deadline.body).toEqual({ reminded: [], cancelled: [order.orderNumber] });
    expect((await sweep(daysAfter(order.createdAt, 8))).body).toEqual({
      reminded: [],
      cancelled: [],
    });
    expect(await stockOf(coaster)).toBe(5);
    const cancelled = await owner(`/api/admin/orders/${order.orderNumber}`);
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.history.at(-1)).toMatchObject({
      status: "cancelled",
      note: "Not paid by the deadline: cancelled automatically",
    });
    const notices = await mails("order-expired");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to_address: CUSTOMER.email,
      subject: `Order ${order.orderNumber} cancelled: not paid in time`,
    });
  });

  it("tells the owner of the reminders in one digest a day, once however many processes ask", async () => {
    // Reminders are stamped with the clock: the test moves the clock (Date only) through two days.
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    const digest = (hours: number) => t.services.deadlines.reminderDigest(at(hours));
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      const { order: first } = await placeOrder("203.0.113.40");
      expect((await sweep(daysAfter(first.createdAt, 3.5))).body.reminded).toEqual([
        first.orderNumber,
      ]);
      // The first digest lists the day's reminder, to the owner, with where the order stands.
      vi.setSystemTime(at(0.1));
      expect(await digest(0.1)).toEqual([first.orderNumber]);
      const [sent, ...others] = await mails("owner-reminder-digest");
      expect(others).toEqual([]);
      expect(sent).toMatchObject({
        to_address: "hello@example.com",
        subject: "Payment reminders sent: 1 order",
      });
      expect(sent!.text_body).toContain(
        `Order ${first.orderNumber} (£${first.total}, Ada Lovelace <${CUSTOMER.email}>)`,
      );
      expect(sent!.text_body).toContain("now Pending");
      expect(sent!.text_body).toContain("Open it in admin, under Orders.");
      // Asked again the same day: nothing more, even with a new reminder (it waits for tomorrow).
      vi.setSystemTime(at(1));
      const { order: second } = await placeOrder("203.0.113.41");
      expect((await sweep(daysAfter(second.createdAt, 3.5))).body.reminded).toEqual([
        second.orderNumber,
      ]);
      expect(await digest(1.1)).toEqual([]);
      // A day later, four processes ask at once: one digest, with only the new reminder.
      vi.setSystemTime(at(25));
      const asked = await Promise.all([digest(25), digest(25), digest(25), digest(25)]);
      expect(asked.filter((listed) => listed.length > 0)).toEqual([[second.orderNumber]]);
      expect(await mails("owner-reminder-digest")).toHaveLength(2);
      // A day without reminders sends nothing.
      vi.setSystemTime(at(50));
      expect(await digest(50)).toEqual([]);
      expect(await mails("owner-reminder-digest")).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("cancels each order once however many sweeps run at the same time", async () => {
    const { order, coaster } = await placeOrder();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sweep(daysAfter(order.createdAt, 10))),
    );
    const cancelled = results.flatMap((result) => result.body.cancelled as string[]);
    expect(cancelled).toEqual([order.orderNumber]);
    expect(await mails("order-expired")).toHaveLength(1);
    expect(await stockOf(coaster)).toBe(5);
    // An order cancelled without a reminder never gets one afterwards.
    expect(await mails("payment-reminder")).toHaveLength(0);
  });

  it("leaves paid orders alone", async () => {
    const { order, coaster } = await placeOrder();
    expect(
      (await owner(`/api/admin/orders/${order.orderNumber}`, json("PATCH", { status: "paid" })))
        .status,
    ).toBe(200);
    expect((await sweep(daysAfter(order.createdAt, 30))).body).toEqual({
      reminded: [],
      cancelled: [],
    });
    expect(await stockOf(coaster)).toBe(3);
  });

  it("refuses a time in the past or one it cannot read", async () => {
    const past = await sweepAsOf(new Date(Date.now() - DAY).toISOString());
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ asOf: "Give a time now or later" });
    for (const bad of ["tomorrow", "2026-13-01T00:00:00Z", 12, true]) {
      const refused = await sweepAsOf(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.errors).toHaveProperty("asOf");
    }
  });

  it("never runs ahead of the server's clock: a later asOf is refused, and nothing is cancelled or mailed", async () => {
    const { order, coaster } = await placeOrder();
    const mailed = await t.db().selectFrom("mail_outbox").select("id").execute();
    for (const ahead of [
      new Date(Date.now() + 61 * DAY).toISOString(),
      daysAfter(order.createdAt, 8),
      new Date(Date.now() + 2 * 60_000).toISOString(),
      "9999-12-31T00:00:00Z",
    ]) {
      const refused = await sweepAsOf(ahead);
      expect(refused.status, ahead).toBe(400);
      expect(refused.body).toEqual({
        message:
          "A sweep may not run ahead of the server's clock: leave asOf out, or give the time now",
        errors: { asOf: "Give a time no later than now" },
      });
    }
    const row = await t
      .db()
      .selectFrom("orders")
      .select(["status", "reminded_at"])
      .where("order_number", "=", order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "pending", reminded_at: null });
    expect(await stockOf(coaster)).toBe(3);
    expect(await t.db().selectFrom("mail_outbox").select("id").execute()).toEqual(mailed);
    // The time now, as the caller's clock says it (a minute's grace either way), is the server's.
    expect((await sweepAsOf(new Date(Date.now() + 30_000).toISOString())).body).toEqual({
      reminded: [],
      cancelled: [],
    });
  });

  it("decides as of its clock, stamps rows with the real time, and logs what it cancelled", async () => {
    const { order } = await placeOrder();
    const before = Date.now();
    const swept = await sweep(daysAfter(order.createdAt, 8));
    expect(swept.body).toEqual({ reminded: [], cancelled: [order.orderNumber] });
    const after = Date.now();
    // Decided as of the clock, a week and a day on, but written as of the real time.
    const updatedAt = await cellOf(t.db(), "orders", "updated_at", {
      order_number: order.orderNumber,
    });
    const history = await t
      .db()
      .selectFrom("order_status_history")
      .select("created_at")
      .where("status", "=", "cancelled")
      .execute();
    for (const stamp of [updatedAt, ...history.map((entry) => entry.created_at)]) {
      expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(stamp)).toBeLessThanOrEqual(after);
    }
    const events = (await owner("/api/admin/security-events")).body.events as Json[];
    expect(events.filter((event) => event.kind === "orders-swept")).toEqual([
      expect.objectContaining({ detail: { cancelled: 1 } }),
    ]);
    // A sweep that cancels nothing is not an event.
    expect((await sweep()).body.cancelled).toEqual([]);
    const again = (await owner("/api/admin/security-events")).body.events as Json[];
    expect(again.filter((event) => event.kind === "orders-swept")).toHaveLength(1);
  });
});
