/**
 * Commissions that finish (PRODUCT.md §4, Commissions): a deposit not paid in time reopens the
 * quote for the owner to renew or withdraw; work starts once the deposit is paid; the balance is
 * asked for when the piece is finished and "Completed" waits for it, then issues the piece's
 * certificate; the owner hears of every answer to a quote; mails write dates in the shop's locale.
 * Through the real Hono app, on each engine under test.
 */
import { expect, it } from "vitest";
import {
  acceptedCommission,
  day,
  markPaid,
  moveTo,
  requestCommission,
  requesterOf,
} from "../../testing/commissions.ts";
import { orderByNumber, outboxTo } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, sweepAt } from "../../testing/use-test-app.ts";
import { deadlineDate } from "../services/mail-templates.ts";

describeApp("commissions that finish", { owner: true }, (t) => {
  const { db } = t;

  const { asRequester, read } = requesterOf(t);
  const accept = (cookie: string, id: number) =>
    asRequester(cookie, `/api/commissions/${id}/accept`, { method: "POST" });
  const mailsTo = (to: string) => outboxTo(db(), to);
  const orderRow = (orderNumber: string) => orderByNumber(db(), orderNumber);

  /** The sweep run past the deposit order's deadline (the app's clock moved, then given back). */
  async function lapse(depositOrder: string) {
    const { pay_by } = await orderRow(depositOrder);
    const swept = await sweepAt(t, new Date(Date.parse(pay_by!) + 60_000).toISOString());
    t.clock.reset();
    expect(swept.status).toBe(200);
    expect(swept.body.cancelled).toContain(depositOrder);
  }

  it("a deposit not paid in time cancels its order and puts the commission back to Quoted, which waits for the owner", async () => {
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    // Halfway to the deadline the buyer is reminded, in the commission's words.
    const placed = await db()
      .selectFrom("orders")
      .select(["created_at", "pay_by"])
      .where("order_number", "=", depositOrder!)
      .executeTakeFirstOrThrow();
    const halfway = (Date.parse(placed.created_at) + Date.parse(placed.pay_by!)) / 2;
    expect((await sweepAt(t, new Date(halfway + 60_000).toISOString())).body.reminded).toEqual([
      depositOrder,
    ]);
    t.clock.reset();
    const reminder = (await mailsTo("grace@example.com")).at(-1)!;
    expect(reminder.subject).toBe(
      `Reminder: the deposit for commission C-${id} is waiting for payment`,
    );
    expect(reminder.text_body).toContain("the quote goes back to the artist");
    expect(reminder.text_body).not.toMatch(/pieces|shipping/);
    await lapse(depositOrder!);
    expect((await orderRow(depositOrder!)).status).toBe("cancelled");
    const page = await read(cookie, id);
    expect(page.status).toBe("quoted");
    expect(page.depositLapsedAt).toBeTruthy();
    expect(page.deposit).toMatchObject({ orderNumber: depositOrder, status: "cancelled" });
    // The thread says what happened.
    expect(page.messages.at(-1)).toMatchObject({ author: "shop" });
    expect(page.messages.at(-1).body).toMatch(
      new RegExp(
        `^The deposit \\(order ${depositOrder}\\) was not paid by .+, so it was cancelled`,
      ),
    );
    // No work without a deposit, and no new deposit until the owner renews the quote.
    const start = await moveTo(t, id, "in-progress");
    expect(start.status).toBe(409);
    expect(start.body.message).toBe("A commission that is quoted cannot become in progress");
    const again = await accept(cookie, id);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      "The deposit was not paid in time, so this quote waits for the artist to renew it.",
    );
    expect(
      await db().selectFrom("orders").select("id").where("commission_id", "=", id).execute(),
    ).toHaveLength(1);
    // The quote's own validity passing does not close it meanwhile: it is the owner's to decide.
    await db()
      .updateTable("commissions")
      .set({ valid_until: day(-3) })
      .where("id", "=", id)
      .execute();
    expect((await read(cookie, id)).status).toBe("quoted");
    // The buyer's cancellation speaks of the commission, not of pieces back on sale.
    const [cancelled] = (await mailsTo("grace@example.com")).filter(
      (mail) => mail.kind === "order-expired",
    );
    expect(cancelled!.subject).toBe(`Deposit for commission C-${id} cancelled: not paid in time`);
    expect(cancelled!.text_body).toContain("The quote is back with the artist");
    expect(cancelled!.text_body).not.toContain("pieces");
  });

  it("the owner renews a lapsed quote: the buyer accepts again and gets a new deposit order with a new deadline", async () => {
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    const first = await orderRow(depositOrder!);
    await lapse(depositOrder!);
    const renewed = await t.owner(
      `/api/admin/commissions/${id}/renew`,
      json("POST", { validUntil: day(10) }),
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ status: "quoted", depositLapsedAt: null, deposit: null });
    expect(renewed.body.quote.validUntil).toBe(day(10));
    const mails = await mailsTo("grace@example.com");
    expect(mails.at(-1)!.subject).toBe(`Your quote for commission C-${id} is open again`);
    const accepted = await accept(cookie, id);
    expect(accepted.status).toBe(200);
    const { depositOrder: second } = await accepted.json();
    expect(second).toMatch(/^EA-/);
    expect(second).not.toBe(depositOrder);
    const next = await orderRow(second);
    expect(next.status).toBe("pending");
    expect(Date.parse(next.pay_by!)).toBeGreaterThan(Date.parse(first.pay_by!));
    expect(await read(cookie, id)).toMatchObject({
      status: "accepted",
      deposit: { orderNumber: second, amount: "75.00", status: "pending" },
    });
    // Once paid, work can start.
    await markPaid(t, second);
    expect((await moveTo(t, id, "in-progress")).status).toBe(200);
  });

  it("the owner withdraws a lapsed quote: the commission is cancelled and the buyer told", async () => {
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    await lapse(depositOrder!);
    expect((await t.owner(`/api/admin/commissions/${id}`)).body.moves).toEqual(["cancelled"]);
    const withdrawn = await moveTo(t, id, "cancelled");
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe("cancelled");
    expect((await accept(cookie, id)).status).toBe(409);
    const mails = await mailsTo("grace@example.com");
    expect(mails.at(-1)!.subject).toBe(`Your quote for commission C-${id} was withdrawn`);
    // Renewing is only for a lapsed quote.
    const other = await requestCommission(t, "203.0.113.71");
    await t.owner(
      `/api/admin/commissions/${other.id}/quote`,
      json("POST", { price: "90.00", deposit: "10.00", validUntil: day(5) }),
    );
    const renew = await t.owner(`/api/admin/commissions/${other.id}/renew`, json("POST", {}));
    expect(renew.status).toBe(409);
  });

  it("e-mails the owner when a quote is accepted or declined", async () => {
    const { id, depositOrder } = await acceptedCommission(t);
    const owner = await mailsTo("hello@example.com");
    expect(owner.at(-1)).toMatchObject({
      kind: "owner-commission",
      subject: `Grace Hopper accepted the quote for commission C-${id}`,
    });
    expect(owner.at(-1)!.text_body).toContain(`The deposit is order ${depositOrder}`);

    const other = await requestCommission(t, "203.0.113.72");
    await t.owner(
      `/api/admin/commissions/${other.id}/quote`,
      json("POST", { price: "90.00", deposit: "10.00", validUntil: day(5) }),
    );
    const declined = await asRequester(other.cookie, `/api/commissions/${other.id}/decline`, {
      method: "POST",
    });
    expect(declined.status).toBe(200);
    expect((await mailsTo("hello@example.com")).at(-1)).toMatchObject({
      kind: "owner-commission",
      subject: `Grace Hopper declined the quote for commission C-${other.id}`,
    });
  });

  it("asks for the balance when the piece is finished, and completes only once it is paid, with a certificate", async () => {
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    await markPaid(t, depositOrder!);
    expect((await moveTo(t, id, "in-progress")).status).toBe(200);
    // Delivered and completed come after finished: the balance is asked for before it ships.
    expect((await moveTo(t, id, "delivered")).status).toBe(409);
    expect((await moveTo(t, id, "completed")).status).toBe(409);
    const finished = await moveTo(t, id, "finished");
    expect(finished.status).toBe(200);
    expect(finished.body.balance).toMatchObject({ amount: "175.00", status: "pending" });
    const balance: string = finished.body.balance.orderNumber;
    const mails = await mailsTo("grace@example.com");
    expect(mails.at(-1)!.subject).toBe(`Balance for commission C-${id}: order ${balance}`);
    expect((await moveTo(t, id, "delivered")).status).toBe(200);
    const early = await moveTo(t, id, "completed");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "The balance has not been paid yet: the commission is complete once it has",
    );
    expect(await db().selectFrom("certificates").selectAll().execute()).toEqual([]);
    await markPaid(t, balance);
    const completed = await moveTo(t, id, "completed");
    expect(completed.status).toBe(200);
    // The commissioned original's certificate, on the order that paid for it last.
    const certificates = (await t.owner("/api/admin/certificates")).body;
    expect(certificates).toEqual([expect.objectContaining({ orderNumber: balance })]);
    const page = await read(cookie, id);
    expect(page.status).toBe("completed");
    expect(page.certificate).toEqual({
      code: certificates[0].code,
      orderNumber: balance,
      title: "Commissioned pet portrait",
    });
    // The buyer is told of it (its page, on the balance order's: commission-order-page.test.ts).
    const done = (await mailsTo("grace@example.com")).at(-1)!;
    expect(done.subject).toBe(`Your commission C-${id} is complete`);
    expect(done.text_body).toContain(certificates[0].code);
    // The requester is now a collector.
    const collector = await db()
      .selectFrom("collectors")
      .select("email")
      .where("email", "=", "grace@example.com")
      .executeTakeFirst();
    expect(collector).toBeDefined();
  });

  it("completes a commission with no balance (the deposit was all) once the deposit is paid", async () => {
    const { id, depositOrder } = await acceptedCommission(t, { deposit: "100%" });
    await markPaid(t, depositOrder!);
    for (const status of ["in-progress", "finished", "delivered", "completed"]) {
      const moved = await moveTo(t, id, status);
      expect(moved.status, status).toBe(200);
      expect(moved.body.balance, status).toBeNull();
    }
    const certificates = (await t.owner("/api/admin/certificates")).body;
    expect(certificates).toEqual([expect.objectContaining({ orderNumber: depositOrder })]);
  });

  it("starts a commission with no deposit at once, and asks for the whole price when it is finished", async () => {
    const { id, depositOrder } = await acceptedCommission(t, { deposit: "0" });
    expect(depositOrder).toBeNull();
    expect((await moveTo(t, id, "in-progress")).status).toBe(200);
    const finished = await moveTo(t, id, "finished");
    expect(finished.body.balance).toMatchObject({ amount: "250.00", status: "pending" });
    expect((await moveTo(t, id, "delivered")).status).toBe(200);
    expect((await moveTo(t, id, "completed")).status).toBe(409);
    await markPaid(t, finished.body.balance.orderNumber);
    expect((await moveTo(t, id, "completed")).status).toBe(200);
  });

  it("writes the dates in its mails in the shop's locale", async () => {
    await t.services.settingStore.set("store", { homeCountry: "US" });
    const { id, depositOrder } = await acceptedCommission(t);
    const long = (iso: string) => deadlineDate(iso, "en-US");
    const mails = await mailsTo("grace@example.com");
    const quote = mails.find((mail) => mail.subject === `Your quote for commission C-${id}`)!;
    expect(quote.text_body).toContain(`The quote is valid until ${long(day(14))}.`);
    expect(quote.text_body).not.toContain(day(14));
    const { pay_by } = await orderRow(depositOrder!);
    const deposit = mails.at(-1)!;
    expect(deposit.subject).toBe(`Deposit for commission C-${id}: order ${depositOrder}`);
    expect(deposit.text_body).toContain(`Please pay by ${long(pay_by!)}`);
    expect(deposit.text_body).not.toContain(pay_by!.slice(0, 10));
    // Nothing ships with a deposit: the starting payment instructions say so in its words.
    expect(deposit.text_body).not.toMatch(/shipping|made ready and sent/i);
    // "Sunday, March 8, 2026": the month before the day, as written in the United States.
    expect(long(pay_by!)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("names the commission on its deposit order, through the API", async () => {
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    const order = await (await asRequester(cookie, `/api/orders/${depositOrder}`)).json();
    expect(order.commission).toEqual({ id, payment: "deposit" });
    // A shop order names none.
    expect(
      await db()
        .selectFrom("orders")
        .select("commission_payment")
        .where("order_number", "=", depositOrder!)
        .executeTakeFirstOrThrow(),
    ).toEqual({ commission_payment: "deposit" });
  });
});
