/**
 * Cancelling a paid order (PRODUCT.md §4, Cancelling a paid order): a card payment is refunded
 * through Stripe (the stand-in receives the refund), or the owner refunds by hand and is reminded;
 * the buyer is told which, and a refusal changes nothing.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addCoaster, outboxText } from "../../testing/fixtures.ts";
import { servePages } from "../../testing/page-site.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useCardPayments } from "../../testing/use-card-payments.ts";
import { useTestApp, withTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

const REASON = "The buyer changed their mind.";
const pages = servePages();
const pence = (decimal: string) => Math.round(Number(decimal) * 100);

describe.each(DB_KINDS)("cancelling an order paid by card (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, placeOrder, checkout, deliver, orderRow, saleState, history } = cards;

  /** An order of a coaster and an original, paid by card through the stand-in. */
  async function paidByCard() {
    const placed = await placeOrder();
    const session = await checkout(placed.buyer, placed.number);
    const { payload, signature, event } = cards.stripe.completedEvent(session);
    expect(await (await deliver(payload, signature)).json()).toEqual({ outcome: "paid" });
    const intent = event.data.object.payment_intent as string;
    return { ...placed, intent, total: placed.order.total as string };
  }

  const cancel = (number: string, body: Record<string, unknown> = {}) =>
    t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "cancelled", note: REASON, notifyCustomer: true, ...body }),
    );

  it("refunds the card through Stripe: the whole payment, once, and tells the buyer so", async () => {
    const { buyer, number, intent, total, painting } = await paidByCard();
    expect((await t.owner(`/api/admin/orders/${number}`)).body.refundByCard).toBe(true);
    const refundsBefore = cards.stripe.refunds.length;
    const answer = await cancel(number);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The stand-in was asked once, for this payment and its whole amount, keyed by the order.
    const asked = cards.stripe.refunds.slice(refundsBefore);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.form)).toEqual({
      payment_intent: intent,
      amount: String(pence(total)),
      "metadata[orderNumber]": number,
    });
    expect(asked[0]!.idempotencyKey).toBe(`refund-${number}`);
    const made = asked[0]!.refund!;
    expect(made).toMatchObject({ object: "refund", payment_intent: intent, status: "succeeded" });
    expect(answer.body).toMatchObject({
      status: "cancelled",
      refund: { method: "card", amount: total, reference: made.id },
    });
    expect(answer.body.refund.refundedAt).toEqual(expect.any(String));
    expect(await saleState(painting)).toBe("available");
    expect((await history(number)).at(-1)).toEqual({
      status: "cancelled",
      note: `Refunded £${total} to the card through Stripe (refund ${made.id}). ${REASON}`,
    });
    const cancelled = await lastMail(number);
    expect(cancelled).toContain(REASON);
    expect(cancelled).toContain(`£${total} has been refunded to the card you paid with`);
    expect(cancelled).not.toContain("Nothing is owed");
    // The buyer's page says the same, with one full stop after the owner's reason.
    expect((await buyer.send(`/api/orders/${number}`)).body.refund).toMatchObject({
      method: "card",
      amount: total,
    });
    const html = await (
      await pages.site(t)(`/checkout/success/${number}`, { headers: { cookie: buyer.cookie } })
    ).text();
    const said = html.replaceAll("<!-- -->", "");
    expect(said).toContain(
      `${REASON} £${total} has been refunded to the card you paid with; it usually shows on your statement within 5 to 10 days. Its pieces are back on sale.`,
    );
    const paragraph = said.slice(said.indexOf(REASON), said.indexOf("</p>", said.indexOf(REASON)));
    expect(paragraph).not.toContain("..");
    expect(said).not.toContain("Nothing is owed");
    // The owner's list has nothing owed.
    const listed = (await t.owner("/api/admin/orders")).body.find(
      (row: { orderNumber: string }) => row.orderNumber === number,
    );
    expect(listed.refundDue).toBeNull();
    // Nothing is owed by hand either.
    const again = await t.owner(`/api/admin/orders/${number}/refunded`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("lets the owner refund a card payment by hand instead: no refund in Stripe, and a reminder until it is done", async () => {
    const profile = { ...DEFAULT_PROFILE, ordersEmail: "orders@maraquill.example" };
    expect((await t.owner("/api/admin/settings", json("PATCH", { profile }))).status).toBe(200);
    const { number, total } = await paidByCard();
    const refundsBefore = cards.stripe.refunds.length;
    const answer = await cancel(number, { refund: "by-hand" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(cards.stripe.refunds.length).toBe(refundsBefore);
    expect(answer.body.refund).toEqual({
      method: "by-hand",
      amount: total,
      reference: null,
      refundedAt: null,
    });
    expect((await history(number)).at(-1)?.note).toBe(`Refund £${total} by hand. ${REASON}`);
    const owed = (await t.owner("/api/admin/orders")).body.find(
      (row: { orderNumber: string }) => row.orderNumber === number,
    );
    expect(owed.refundDue).toBe(total);
    const mail = await lastMail(number);
    expect(mail).toMatch(
      new RegExp(
        `Easel Studio will refund the £${total.replace(".", "\\.")} you paid by \\w+day, \\d+ \\w+ \\d{4}\\. If it has not reached you by then, please write to orders@maraquill\\.example\\.`,
      ),
    );
    expect(mail).not.toContain("refunded to the card");

    const done = await t.owner(`/api/admin/orders/${number}/refunded`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(done.body.refund.refundedAt).toEqual(expect.any(String));
    expect((await history(number)).at(-1)).toEqual({
      status: "cancelled",
      note: `Refunded £${total} by hand.`,
    });
    const listed = (await t.owner("/api/admin/orders")).body.find(
      (row: { orderNumber: string }) => row.orderNumber === number,
    );
    expect(listed.refundDue).toBeNull();
    expect((await t.owner(`/api/admin/orders/${number}/refunded`, { method: "POST" })).status).toBe(
      409,
    );
  });

  it("changes nothing when Stripe refuses the refund (already refunded in its dashboard)", async () => {
    const { number, intent, painting } = await paidByCard();
    const paid = cards.stripe.intents.get(intent)!;
    paid.refunded = paid.amount;
    const mailsBefore = await countMail();
    const refused = await cancel(number);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Stripe did not refund the card: Charge ch_test_\w+ has already been refunded\. Nothing was changed; if it was refunded in Stripe already, choose to refund it by hand\.$/,
    );
    expect((await orderRow(number)).status).toBe("paid");
    expect(await saleState(painting)).toBe("sold");
    expect(await countMail()).toBe(mailsBefore);
    expect(t.logs.some((line) => line.msg === "card payments: Stripe refused a refund")).toBe(true);
    // By hand, then: the owner's choice goes through.
    expect((await cancel(number, { refund: "by-hand" })).status).toBe(200);
  });

  it("refuses a card refund for an order paid by hand, and a refund that is not a cancellation", async () => {
    const { number } = await placeOrder();
    expect(
      (await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }))).status,
    ).toBe(200);
    expect((await t.owner(`/api/admin/orders/${number}`)).body.refundByCard).toBe(false);
    const byCard = await cancel(number, { refund: "card" });
    expect(byCard.status).toBe(409);
    expect(byCard.body.message).toMatch(/^This order was not paid by card through this site/);
    const shipped = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "shipped", refund: "by-hand" }),
    );
    expect(shipped.status).toBe(400);
    expect(shipped.body.errors).toEqual({ refund: "Choose Cancelled to refund the order" });
    const unknown = await cancel(number, { refund: "cash" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ refund: 'Choose how to refund: "card" or "by-hand"' });
    expect((await orderRow(number)).status).toBe("paid");
    // Left out, an order paid by hand is refunded by hand.
    const cancelled = await cancel(number);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ method: "by-hand", refundedAt: null });
  });

  it("refuses a refund for an unpaid order: there is nothing to give back", async () => {
    const { number } = await placeOrder();
    const answer = await cancel(number, { refund: "by-hand" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      "Nothing was paid for this order, so there is nothing to refund",
    );
    const plain = await cancel(number);
    expect(plain.status).toBe(200);
    expect(plain.body.refund).toBeNull();
    expect(await lastMail(number)).not.toMatch(/refund/i);
  });

  it("answers 503 with Retry-After when Stripe cannot be reached, and changes nothing", async () => {
    const { number } = await paidByCard();
    // Stripe answers a key it does not know with 401: no refund can be made now.
    await withTestApp(
      kind,
      { ...cards.env, STRIPE_SECRET_KEY: "sk_test_unknownKey0000" },
      async (app) => {
        const other = app.database.handle.db;
        const coaster = await addCoaster(other, "Hare coaster");
        const buyer = visitor(app, "203.0.113.90");
        await buyer.add({ productId: coaster });
        const { body: order } = await buyer.send("/api/orders", json("POST", CUSTOMER));
        await other
          .insertInto("card_payments")
          .values({
            session_id: "cs_test_elsewhere",
            event_id: "evt_test_elsewhere",
            order_number: order.orderNumber,
            payment_reference: "pi_test_elsewhere",
            amount: pence(order.total),
            currency: "GBP",
            outcome: "paid",
            reason: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        const cookie = await app.login();
        const owner = (path: string, init: RequestInit) =>
          app.request(path, { ...init, headers: { ...init.headers, cookie } });
        await owner(`/api/admin/orders/${order.orderNumber}`, json("PATCH", { status: "paid" }));
        const refused = await owner(
          `/api/admin/orders/${order.orderNumber}`,
          json("PATCH", { status: "cancelled" }),
        );
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe("60");
        expect((await refused.json()).message).toMatch(/^Stripe cannot be reached just now/);
        const row = await other
          .selectFrom("orders")
          .select(["status", "refund_method"])
          .where("order_number", "=", order.orderNumber)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: "paid", refund_method: null });
      },
    );
    expect((await orderRow(number)).status).toBe("paid");
  });

  /** The newest e-mail about the order to its buyer. */
  async function lastMail(number: string): Promise<string> {
    const row = await db()
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("subject", "like", `Order ${number}:%`)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.text_body;
  }

  const countMail = async () =>
    Number(
      (
        await db()
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
});

describe.each(DB_KINDS)("cancelling a paid order without card payments (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it("records a refund by hand, says so in the history and to the buyer, and refuses the card", async () => {
    const coaster = await addCoaster(t.db(), "Hare coaster");
    const buyer = visitor(t);
    await buyer.add({ productId: coaster });
    const { body: order } = await buyer.send("/api/orders", json("POST", CUSTOMER));
    const number = order.orderNumber as string;
    await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }));
    const byCard = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "cancelled", refund: "card" }),
    );
    expect(byCard.status).toBe(409);
    const answer = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "cancelled", note: REASON, notifyCustomer: true }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.refund).toMatchObject({ method: "by-hand", amount: order.total });
    expect(answer.body.history.at(-1).note).toBe(`Refund £${order.total} by hand. ${REASON}`);
    // The only status mail: "Paid" was not e-mailed.
    const mail = await outboxText(t.db(), "order-status");
    expect(mail).toContain(`will refund the £${order.total} you paid by`);
    expect(mail).not.toContain("Nothing is owed");
  });
});
