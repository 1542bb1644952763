/** Card payments: Stripe's signed events through the webhook, and what each changes. */
import { describe, expect, it } from "vitest";
import { countRows, outboxText } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { PUBLIC_URL, useCardPayments } from "../../testing/use-card-payments.ts";
import type { Json } from "../../testing/use-test-app.ts";
import { CUSTOMER } from "../../testing/visitor.ts";
import { exportData } from "../services/backup-tables.ts";

describe.each(DB_KINDS)("card payments through Stripe Checkout (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, placeOrder, checkout, deliver, orderRow, saleState, mailKinds, history } = cards;

  it("marks the order paid on a signed checkout.session.completed, as the owner would: original sold, e-mails, the reference shown", async () => {
    const { buyer, painting, number } = await placeOrder();
    expect(await saleState(painting)).toBe("reserved");
    const session = await checkout(buyer, number);
    // Stripe's own spacing and non-ASCII text: the signature covers the exact bytes.
    const { payload, signature, event } = cards.stripe.completedEvent(session, {
      patch: { customer_details: { name: "Zoë Ångström" } } as never,
    });
    const answer = await deliver(payload, signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: "paid" });
    expect((await orderRow(number)).status).toBe("paid");
    expect(await saleState(painting)).toBe("sold");
    expect(await mailKinds()).toEqual([
      "owner-card-payment → hello@example.com",
      `order-status → ${CUSTOMER.email}`,
    ]);
    const reference = event.data.object.payment_intent;
    expect(await history(number)).toEqual([
      expect.objectContaining({ status: "pending" }),
      { status: "paid", note: `Paid by card through Stripe (payment ${reference})` },
    ]);
    // The owner sees the reference on the order.
    const admin = await t.owner(`/api/admin/orders/${number}`);
    expect(JSON.stringify(admin.body.history)).toContain(reference);
    const rows = await db().selectFrom("card_payments").selectAll().execute();
    // Backups carry the payments with everything else.
    expect((await exportData(db())).tables.card_payments).toEqual(rows);
    expect(rows).toEqual([
      expect.objectContaining({
        session_id: session.id,
        event_id: event.id,
        order_number: number,
        payment_reference: reference,
        currency: "GBP",
        outcome: "paid",
        reason: null,
      }),
    ]);
  });

  it("changes nothing more for the same event again, another event for the session, or two at once", async () => {
    const { buyer, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const first = cards.stripe.completedEvent(session);
    const second = cards.stripe.completedEvent(session, {
      patch: { payment_intent: first.event.data.object.payment_intent },
    });
    // Two deliveries at the same moment: one applies it.
    const both = await Promise.all([
      deliver(first.payload, first.signature),
      deliver(second.payload, second.signature),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(
      (await Promise.all(both.map((r) => r.json()))).map((b: Json) => b.outcome).sort(),
    ).toEqual(["duplicate", "paid"]);
    const mails = await mailKinds();
    const entries = await history(number);
    // Replayed (Stripe retries what it thinks was missed).
    for (const again of [first, second]) {
      const answer = await deliver(again.payload, again.signature);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ outcome: "duplicate" });
    }
    expect(await mailKinds()).toEqual(mails);
    expect(await history(number)).toEqual(entries);
    expect(await countRows(db(), "card_payments")).toBe(1);
    expect((await orderRow(number)).status).toBe("paid");
  });

  it("keeps a second paid session for an order already paid, for the owner to refund", async () => {
    const { buyer, number } = await placeOrder();
    const one = await checkout(buyer, number);
    const two = await checkout(buyer, number);
    const paid = cards.stripe.completedEvent(one);
    expect(await (await deliver(paid.payload, paid.signature)).json()).toEqual({ outcome: "paid" });
    const entries = await history(number);
    const again = cards.stripe.completedEvent(two);
    expect(await (await deliver(again.payload, again.signature)).json()).toEqual({
      outcome: "kept",
    });
    expect(await history(number)).toEqual(entries);
    const kept = await t.owner("/api/admin/payments");
    expect(kept.body).toEqual([
      expect.objectContaining({ orderNumber: number, reason: "already-paid", currency: "GBP" }),
    ]);
  });

  for (const [name, reason, change] of [
    ["an amount that is not the order's total", "amount", { amount_total: 100 }],
    ["another currency", "currency", { currency: "eur" }],
    ["an unknown order", "unknown-order", { metadata: { orderNumber: "EA-0000-0000-0000" } }],
  ] as const) {
    it(`never marks paid ${name}: kept for the owner, with a notice and an e-mail`, async () => {
      const { buyer, painting, number } = await placeOrder();
      const session = await checkout(buyer, number);
      const { payload, signature, event } = cards.stripe.completedEvent(session, {
        patch: { ...change, ...("metadata" in change ? { client_reference_id: null } : {}) },
      });
      const answer = await deliver(payload, signature);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ outcome: "kept" });
      expect((await orderRow(number)).status).toBe("pending");
      expect(await saleState(painting)).toBe("reserved");
      expect(await mailKinds()).toEqual(["owner-card-payment → hello@example.com"]);
      const mail = await db()
        .selectFrom("mail_outbox")
        .select(["subject", "text_body"])
        .where("kind", "=", "owner-card-payment")
        .executeTakeFirstOrThrow();
      expect(mail.subject).toMatch(/^Card payment to check/);
      expect(mail.text_body).toContain(event.data.object.payment_intent);
      const kept = await t.owner("/api/admin/payments");
      expect(kept.body).toEqual([expect.objectContaining({ reason })]);
      // The owner refunds it in Stripe and says so: the notice goes.
      const id = kept.body[0].id;
      const wrong = await t.owner(
        `/api/admin/payments/${id}/resolve`,
        json("POST", { resolution: "ignored" }),
      );
      expect(wrong.status).toBe(400);
      const done = await t.owner(
        `/api/admin/payments/${id}/resolve`,
        json("POST", { resolution: "refunded" }),
      );
      expect(done.status).toBe(200);
      expect((await t.owner("/api/admin/payments")).body).toEqual([]);
      expect(
        (
          await t.owner(
            `/api/admin/payments/${id}/resolve`,
            json("POST", { resolution: "refunded" }),
          )
        ).status,
      ).toBe(404);
    });
  }

  it("never marks paid an order cancelled before the payment arrived: its original stays on sale", async () => {
    const { buyer, painting, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const cancelled = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "cancelled" }),
    );
    expect(cancelled.status).toBe(200);
    const { payload, signature } = cards.stripe.completedEvent(session);
    expect(await (await deliver(payload, signature)).json()).toEqual({ outcome: "kept" });
    expect((await orderRow(number)).status).toBe("cancelled");
    expect(await saleState(painting)).toBe("available");
    expect((await t.owner("/api/admin/payments")).body).toEqual([
      expect.objectContaining({ orderNumber: number, reason: "cancelled" }),
    ]);
  });

  it("refuses a bad or stale signature with 400 and changes nothing", async () => {
    const { buyer, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const { payload, signature } = cards.stripe.completedEvent(session);
    const tampered = payload.replace(/"amount_total": \d+/, '"amount_total": 1');
    const cases: Array<[string, string, string | undefined]> = [
      ["no header", payload, undefined],
      ["another secret", payload, cards.stripe.sign(payload, undefined, "whsec_someoneElse")],
      ["a changed body", tampered, signature],
      ["ten minutes old", payload, cards.stripe.sign(payload, Math.floor(Date.now() / 1000) - 600)],
      ["garbage", payload, "t=1,v1=00"],
    ];
    const mails = await countRows(db(), "mail_outbox");
    for (const [name, body, header] of cases) {
      const answer = await deliver(body, header);
      expect(answer.status, name).toBe(400);
      expect((await answer.json()).message, name).toMatch(/Stripe-Signature/);
    }
    expect(await countRows(db(), "card_payments")).toBe(0);
    expect(await countRows(db(), "mail_outbox")).toBe(mails);
    expect((await orderRow(number)).status).toBe("pending");
  });

  it("refuses a correctly signed event dated ten minutes ahead, and takes the same event signed now", async () => {
    const { buyer, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const { payload } = cards.stripe.completedEvent(session);
    const now = Math.floor(Date.now() / 1000);
    const mails = await countRows(db(), "mail_outbox");
    const ahead = await deliver(payload, cards.stripe.sign(payload, now + 600));
    expect(ahead.status).toBe(400);
    expect((await ahead.json()).message).toMatch(/Stripe-Signature/);
    expect(await countRows(db(), "card_payments")).toBe(0);
    expect(await countRows(db(), "mail_outbox")).toBe(mails);
    expect((await orderRow(number)).status).toBe("pending");

    const signedNow = await deliver(payload, cards.stripe.sign(payload, now));
    expect(signedNow.status).toBe(200);
    expect(await signedNow.json()).toEqual({ outcome: "paid" });
    expect((await orderRow(number)).status).toBe("paid");
  });

  it("ignores other events, and a completed session that is not paid yet", async () => {
    const { buyer, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const unpaid = cards.stripe.completedEvent(session, { patch: { payment_status: "unpaid" } });
    expect(await (await deliver(unpaid.payload, unpaid.signature)).json()).toEqual({
      outcome: "ignored",
    });
    const other = JSON.stringify({
      id: "evt_test_x",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(await (await deliver(other, cards.stripe.sign(other))).json()).toEqual({
      outcome: "ignored",
    });
    expect((await orderRow(number)).status).toBe("pending");
  });

  it("puts the pay link in the payment details e-mail", async () => {
    const { number } = await placeOrder();
    const sent = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
    );
    expect(sent.status).toBe(200);
    expect(await outboxText(db(), "order-status")).toMatch(
      new RegExp(`by card on your order's page: ${PUBLIC_URL}/checkout/success/${number}\\?key=`),
    );
  });
});
