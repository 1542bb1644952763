/**
 * A card payment of what a gift card left to pay (PRODUCT.md §9, "Gift cards"): Stripe is asked
 * for the remainder only; its paid event marks the order paid and the card's held balance spent.
 */
import { describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useCardPayments } from "../../testing/use-card-payments.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("the rest of a gift card order paid by card (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, checkout, deliver, orderRow } = cards;

  it("asks Stripe for the remainder only, and spends the card's hold once paid", async () => {
    const issued = await t.owner("/api/admin/gift-cards", json("POST", { amount: "15.00" }));
    expect(issued.status).toBe(201);
    const print = await addProduct(db(), { name: "Wren print", category: "prints", price: 6000 });
    const buyer = visitor(t, "203.0.113.80");
    expect((await buyer.add({ productId: print, quantity: 1 })).status).toBe(201);
    expect(
      (await buyer.send("/api/cart/gift-card", json("POST", { code: issued.body.code }))).status,
    ).toBe(200);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ total: "60.00", giftCardAmount: "15.00", toPay: "45.00" });

    const session = await checkout(buyer, placed.body.orderNumber);
    const form = cards.stripe.created.at(-1)!;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4500");
    expect(session.amount_total).toBe(4500);
    const { payload, signature } = cards.stripe.completedEvent(session);
    expect(await (await deliver(payload, signature)).json()).toEqual({ outcome: "paid" });
    expect((await orderRow(placed.body.orderNumber)).status).toBe("paid");
    const moves = await db()
      .selectFrom("gift_card_moves")
      .select(["kind", "amount"])
      .orderBy("id")
      .execute();
    expect(moves).toEqual([
      { kind: "issue", amount: 1500 },
      { kind: "hold", amount: 1500 },
      { kind: "spend", amount: 1500 },
    ]);
  });
});
