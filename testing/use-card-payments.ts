/** The card payments suites' setup (server/api/payments*.test.ts). */
import { beforeAll, expect } from "vitest";
import { addArtwork, addCoaster, orderByNumber } from "./fixtures.ts";
import type { StripeStandIn } from "./stripe-stand-in.ts";
import { json } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";
import { useStripeStandIn, webhookDelivery } from "./use-stripe-stand-in.ts";
import { type Json, useTestApp } from "./use-test-app.ts";
import { CUSTOMER, visitor } from "./visitor.ts";

/** The shop's public address in the card payments suites (the return and cancel URLs). */
export const PUBLIC_URL = "https://art.example";

/**
 * Card payments for the calling suite: a stand-in of Stripe's API
 * (testing/stripe-stand-in.ts) whose events are signed by the library's own helper, a test
 * app on `kind` configured for it with the owner signed in, and the suites' shortcuts.
 */
export function useCardPayments(kind: DbKind) {
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

  const orderRow = (number: string) => orderByNumber(db(), number);
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

  return {
    t,
    db,
    /** The app's environment for the stand-in (STRIPE_* and PUBLIC_URL). */
    env,
    /** The stand-in of the running suite. */
    get stripe() {
      return stripe;
    },
    placeOrder,
    pay,
    checkout,
    deliver,
    orderRow,
    saleState,
    mailKinds,
    history,
  };
}
