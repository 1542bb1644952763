/**
 * A card payment of an order with a discount code (PRODUCT.md §9, "Discount codes"): Stripe is
 * asked for exactly the order's total after the code, the figure the order, its page and e-mails show.
 */
import { describe, expect, it } from "vitest";
import { addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useCardPayments } from "../../testing/use-card-payments.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("a discounted order paid by card (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, pay } = cards;

  it("asks Stripe for the total after the code, to the penny", async () => {
    const made = await t.owner(
      "/api/admin/discounts",
      json("POST", { code: "THIRD", kind: "percent", value: 33 }),
    );
    expect(made.status).toBe(201);
    const print = await addProduct(db(), { name: "Tern print", category: "prints", price: 1999 });
    const buyer = visitor(t, "203.0.113.70");
    expect((await buyer.add({ productId: print, quantity: 1 })).status).toBe(201);
    const placed = await buyer.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, discountCode: "third" }),
    );
    expect(placed.status).toBe(201);
    // 33 % of 19.99 is 6.5967: 6.60 off, rounded once.
    expect(placed.body).toMatchObject({ codeDiscount: "6.60", discountCode: "THIRD" });
    const answer = await pay(buyer, placed.body.orderNumber);
    expect(answer.status).toBe(200);
    const form = cards.stripe.created.at(-1)!;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(
      String(Math.round(Number(placed.body.total) * 100)),
    );
  });
});
