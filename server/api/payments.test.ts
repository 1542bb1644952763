/**
 * Card payments end to end through the real app: the Checkout Session, and a shop
 * without Stripe's keys (the webhook's events: payments-webhook.test.ts).
 */
import { describe, expect, it } from "vitest";
import { addCoaster, countRows, outboxText } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { PUBLIC_URL, useCardPayments } from "../../testing/use-card-payments.ts";
import { WEBHOOK } from "../../testing/use-stripe-stand-in.ts";
import { useTestApp, withTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("card payments through Stripe Checkout (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, placeOrder, pay, orderRow } = cards;

  it("creates a Checkout Session for exactly the order's total and currency, with its number and the order page to return to", async () => {
    const { buyer, order, number } = await placeOrder();
    const before = Math.floor(Date.now() / 1000);
    const answer = await pay(buyer, number);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["url"]);
    expect(answer.body.url).toMatch(new RegExp(`^${cards.stripe.url}/pay/cs_test_`));
    const form = cards.stripe.created.at(-1)!;
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
    // Stripe takes 30 minutes to 24 hours; an order holding an original gets the shortest.
    const expires = Number(form.get("expires_at"));
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expires - before).toBeLessThanOrEqual(24 * 60 * 60);
    // Making a session changes nothing about the order.
    expect((await orderRow(number)).status).toBe("pending");
  });

  it("is the buyer's only, and only while the order is payable", async () => {
    const { buyer, number } = await placeOrder();
    const sessionsBefore = cards.stripe.created.length;
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
    expect(cards.stripe.created.length).toBe(sessionsBefore);
  });

  it("answers 503 with Retry-After when Stripe refuses the session, and changes nothing", async () => {
    // A key the stand-in does not know: Stripe answers its 401 error object.
    await withTestApp(
      kind,
      { ...cards.env, STRIPE_SECRET_KEY: "sk_test_unknownKey0000" },
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
});

/** The form-action directive of the policy a path is answered with. */
const formAction = async (t: { request(path: string): Promise<Response> }, path: string) =>
  (await t.request(path)).headers
    .get("content-security-policy")
    ?.split("; ")
    .find((directive) => directive.startsWith("form-action"));

describe("the order page's policy for Pay by card without scripts", () => {
  const cards = useCardPayments("sqlite");

  it("lets the order pages' forms go to Stripe's page, and no other page's", async () => {
    // The stand-in serves the Checkout pages at its own origin, as Stripe does at its checkout host.
    expect(await formAction(cards.t, "/checkout/success/EA-0000-0000-0000")).toBe(
      `form-action 'self' ${new URL(cards.stripe.url).origin}`,
    );
    for (const path of ["/", "/shop", "/checkout", "/contact", "/admin/settings", "/api/cart"]) {
      expect(await formAction(cards.t, path), path).toBe("form-action 'self'");
    }
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
    // Nor does any page let a form go elsewhere.
    expect(await formAction(t, `/checkout/success/${order.orderNumber}`)).toBe(
      "form-action 'self'",
    );
  });
});
