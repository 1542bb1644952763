import { beforeAll, describe, expect, it } from "vitest";
import { exportData } from "../services/backup-tables.ts";
import { addArtwork, addCoaster, countRows, outboxText } from "../testing/fixtures.ts";
import type { StripeStandIn } from "../testing/stripe-stand-in.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useStripeStandIn, WEBHOOK, webhookDelivery } from "../testing/use-stripe-stand-in.ts";
import { type Json, useTestApp, withTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const PUBLIC_URL = "https://art.example";

/**
 * Card payments end to end (issue #26) through the real app, against a stand-in of Stripe's API
 * (server/testing/stripe-stand-in.ts) whose events are signed by the library's own helper.
 */
describe.each(DB_KINDS)("card payments through Stripe Checkout (%s)", (kind) => {
  const standIn = useStripeStandIn(PUBLIC_URL);
  const { env } = standIn;
  let stripe: StripeStandIn;
  beforeAll(() => {
    stripe = standIn.stripe();
  });

  const t = useTestApp(kind, { owner: true, env });
  const db = () => t.db();

  /** A buyer with an order for a coaster and an original painting (450.00): 4.00 + 450.00 + … */
  async function placeOrder(address = "203.0.113.60") {
    const coaster = await addCoaster(db(), "Hare coaster");
    const painting = await addArtwork(db(), {
      title: "Heron at dusk",
      category: "paintings-drawings",
      is_for_sale: true,
      price: 45_000,
    });
    const buyer = visitor(t, address);
    expect((await buyer.add({ productId: coaster })).status).toBe(201);
    expect((await buyer.add({ artworkId: painting })).status).toBe(200);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return { buyer, painting, order: placed.body as Json, number: placed.body.orderNumber };
  }

  const pay = (buyer: ReturnType<typeof visitor>, number: string) =>
    buyer.send(`/api/orders/${number}/payment`, { method: "POST" });

  /** The buyer opens a Checkout Session; the stand-in's copy of it. */
  async function checkout(buyer: ReturnType<typeof visitor>, number: string) {
    const answer = await pay(buyer, number);
    expect(answer.status).toBe(200);
    const id = new URL(answer.body.url).pathname.split("/").pop()!;
    return stripe.sessions.get(id)!;
  }

  const deliver = webhookDelivery(t);

  const orderRow = (number: string) =>
    db()
      .selectFrom("orders")
      .select(["status", "id"])
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
  const saleState = async (id: number) =>
    (
      await db()
        .selectFrom("artworks")
        .select("sale_state")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).sale_state;
  const mailKinds = async () =>
    (await db().selectFrom("mail_outbox").select(["kind", "to_address"]).orderBy("id").execute())
      .map((m) => `${m.kind} → ${m.to_address}`)
      .slice(2); // the order's confirmation and the owner's notice of it
  const history = async (number: string) =>
    db()
      .selectFrom("order_status_history")
      .select(["status", "note"])
      .where("order_id", "=", (await orderRow(number)).id)
      .orderBy("id")
      .execute();

  it("creates a Checkout Session for exactly the order's total and currency, with its number and the order page to return to", async () => {
    const { buyer, order, number } = await placeOrder();
    const before = Math.floor(Date.now() / 1000);
    const answer = await pay(buyer, number);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["url"]);
    expect(answer.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const form = stripe.created.at(-1)!;
    const total = Math.round(Number(order.total) * 100);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": String(total),
      "line_items[0][price_data][currency]": "gbp",
      "metadata[orderNumber]": number,
      "payment_intent_data[metadata][orderNumber]": number,
      client_reference_id: number,
      customer_email: CUSTOMER.email,
      success_url: `${PUBLIC_URL}/checkout/success/${number}?card=paid`,
      cancel_url: `${PUBLIC_URL}/checkout/success/${number}`,
    });
    // Stripe takes 30 minutes to 24 hours; the order's deadline is a week away.
    const expires = Number(form.get("expires_at"));
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expires - before).toBeLessThanOrEqual(24 * 60 * 60);
    // Making a session changes nothing about the order.
    expect((await orderRow(number)).status).toBe("pending");
  });

  it("is the buyer's only, and only while the order is payable", async () => {
    const { buyer, number } = await placeOrder();
    const sessionsBefore = stripe.created.length;
    const stranger = visitor(t, "203.0.113.61");
    const refused = await pay(stranger, number);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/Only the buyer can pay/);
    expect((await pay(buyer, "EA-0000-0000-0000")).status).toBe(404);
    // Past its deadline (the sweep has not run yet): no longer payable.
    await db()
      .updateTable("orders")
      .set({ pay_by: new Date(Date.now() - 60_000).toISOString() })
      .where("order_number", "=", number)
      .execute();
    const late = await pay(buyer, number);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/deadline has passed/);
    // Paid by hand: nothing to pay.
    await db()
      .updateTable("orders")
      .set({ pay_by: new Date(Date.now() + 86_400_000).toISOString() })
      .where("order_number", "=", number)
      .execute();
    expect(
      (await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }))).status,
    ).toBe(200);
    const paid = await pay(buyer, number);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/paid: there is nothing to pay/);
    expect(stripe.created.length).toBe(sessionsBefore);
  });

  it("answers 503 with Retry-After when Stripe refuses the session, and changes nothing", async () => {
    // A key the stand-in does not know: Stripe answers its 401 error object.
    await withTestApp(
      kind,
      { ...env, STRIPE_SECRET_KEY: "sk_test_unknownKey0000" },
      async (app) => {
        const coaster = await addCoaster(app.database.handle.db, "Hare coaster");
        const buyer = visitor(app, "203.0.113.62");
        await buyer.add({ productId: coaster });
        const { body: order } = await buyer.send("/api/orders", json("POST", CUSTOMER));
        const refused = await buyer.send(`/api/orders/${order.orderNumber}/payment`, {
          method: "POST",
        });
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe("60");
        expect(refused.body.message).toMatch(/cannot be reached just now/);
        expect(
          app.logs.some((line) => line.msg === "card payments: Stripe refused a Checkout Session"),
        ).toBe(true);
        expect(await countRows(app.database.handle.db, "card_payments")).toBe(0);
      },
    );
  });

  it("marks the order paid on a signed checkout.session.completed, as the owner would: original sold, e-mails, the reference shown", async () => {
    const { buyer, painting, number } = await placeOrder();
    expect(await saleState(painting)).toBe("reserved");
    const session = await checkout(buyer, number);
    // Stripe's own spacing and non-ASCII text: the signature covers the exact bytes.
    const { payload, signature, event } = stripe.completedEvent(session, {
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
    const first = stripe.completedEvent(session);
    const second = stripe.completedEvent(session, {
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
    const paid = stripe.completedEvent(one);
    expect(await (await deliver(paid.payload, paid.signature)).json()).toEqual({ outcome: "paid" });
    const entries = await history(number);
    const again = stripe.completedEvent(two);
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
      const { payload, signature, event } = stripe.completedEvent(session, {
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
    const { payload, signature } = stripe.completedEvent(session);
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
    const { payload, signature } = stripe.completedEvent(session);
    const tampered = payload.replace(/"amount_total": \d+/, '"amount_total": 1');
    const cases: Array<[string, string, string | undefined]> = [
      ["no header", payload, undefined],
      ["another secret", payload, stripe.sign(payload, undefined, "whsec_someoneElse")],
      ["a changed body", tampered, signature],
      ["ten minutes old", payload, stripe.sign(payload, Math.floor(Date.now() / 1000) - 600)],
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

  it("ignores other events, and a completed session that is not paid yet", async () => {
    const { buyer, number } = await placeOrder();
    const session = await checkout(buyer, number);
    const unpaid = stripe.completedEvent(session, { patch: { payment_status: "unpaid" } });
    expect(await (await deliver(unpaid.payload, unpaid.signature)).json()).toEqual({
      outcome: "ignored",
    });
    const other = JSON.stringify({
      id: "evt_test_x",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(await (await deliver(other, stripe.sign(other))).json()).toEqual({ outcome: "ignored" });
    expect((await orderRow(number)).status).toBe("pending");
  });

  it("puts the pay link in the payment details e-mail", async () => {
    const { number } = await placeOrder();
    const sent = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
    );
    expect(sent.status).toBe(200);
    const mail = await db()
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "order-status")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(
      new RegExp(`by card on your order's page: ${PUBLIC_URL}/checkout/success/${number}\\?key=`),
    );
  });
});

describe.each(DB_KINDS)("without Stripe's keys (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL } });

  it("changes nothing: no payment endpoint, no webhook, no card line in the e-mail", async () => {
    const coaster = await addCoaster(t.db(), "Hare coaster");
    const buyer = visitor(t, "203.0.113.70");
    await buyer.add({ productId: coaster });
    const { body: order } = await buyer.send("/api/orders", json("POST", CUSTOMER));
    const pay = await buyer.send(`/api/orders/${order.orderNumber}/payment`, { method: "POST" });
    expect(pay.status).toBe(404);
    expect(pay.body.message).toBe("Card payments are not set up for this shop");
    const hook = await t.request(
      WEBHOOK,
      json("POST", { id: "evt_1", type: "checkout.session.completed" }),
    );
    expect(hook.status).toBe(404);
    await t.owner(
      `/api/admin/orders/${order.orderNumber}`,
      json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
    );
    expect(await outboxText(t.db(), "order-status")).not.toMatch(/by card/);
    expect(await countRows(t.db(), "card_payments")).toBe(0);
  });
});
