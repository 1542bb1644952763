/**
 * Cancelling a paid order that bought gift cards: its unused cards are cancelled with it (the
 * refund gives the money back, the cards no longer spend); once a card has been used, the
 * cancellation is refused before any refund, and nothing changes.
 */
import { expect, it } from "vitest";
import { addGiftCardProduct, addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, expectAnswer } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describeApp("cancelling an order that bought gift cards", { owner: true }, (t) => {
  const mark = (number: string, status: string) =>
    t.owner(`/api/admin/orders/${number}`, json("PATCH", { status }));

  /** A paid order of one £25 card, and the card's code as mailed. */
  async function boughtCard(address: string) {
    const { productId, variantId } = await addGiftCardProduct(t.db());
    const buyer = visitor(t, address);
    await buyer.add({ productId, variantId, quantity: 1 });
    const placed = await buyer.send("/api/orders", json("POST", { ...CUSTOMER }));
    expect(placed.status).toBe(201);
    const number = placed.body.orderNumber as string;
    expect((await mark(number, "paid")).status).toBe(200);
    const mail = await t
      .db()
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "gift-card")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return { number, code: mail.text_body.match(/Your code: (\S+)/)![1]! };
  }
  const balance = async (code: string) =>
    ((await (await t.request(`/api/gift-cards/${code}`)).json()) as { balance: string }).balance;

  it("cancels the unused card with the order: the refund is owed, the card spends nothing", async () => {
    const { number, code } = await boughtCard("203.0.113.81");
    const cancelled = await mark(number, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      refund: { method: "by-hand", amount: "25.00" },
    });
    expect(await balance(code)).toBe("0.00");
    const listed = (await t.owner("/api/admin/gift-cards")).body as Array<{
      moves: Array<{ kind: string; amount: string }>;
    }>;
    expect(listed[0]!.moves.map((move) => [move.kind, move.amount])).toEqual([
      ["issue", "25.00"],
      ["void", "25.00"],
    ]);
    const print = await addProduct(t.db(), { name: "Heron", category: "prints", price: 4000 });
    const later = visitor(t, "203.0.113.82");
    await later.add({ productId: print, quantity: 1 });
    expectAnswer(await later.send("/api/cart/gift-card", json("POST", { code })), 422, {
      reason: "no-balance",
    });
  });

  it("refuses to cancel once the card has been used, before any refund, and changes nothing", async () => {
    const { number, code } = await boughtCard("203.0.113.83");
    const print = await addProduct(t.db(), { name: "Tide", category: "prints", price: 1000 });
    const spender = visitor(t, "203.0.113.84");
    await spender.add({ productId: print, quantity: 1 });
    // Held by an unpaid order: already used.
    const spent = await spender.send("/api/orders", json("POST", { ...CUSTOMER, giftCard: code }));
    expect(spent.status).toBe(201);
    const before = await balance(code);
    expect(Number(before)).toBeLessThan(25);

    const refused = await mark(number, "cancelled");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A gift card this order bought has already been used, so cancelling it would refund what was spent. Keep the order, or cancel the orders the card paid for first.",
    );
    expect((await t.owner(`/api/admin/orders/${number}`)).body).toMatchObject({
      status: "paid",
      refund: null,
    });
    expect(await balance(code)).toBe(before);

    // The order the card paid for cancelled first gives the card back whole: then it may go.
    expect((await mark(spent.body.orderNumber, "cancelled")).status).toBe(200);
    expect(await balance(code)).toBe("25.00");
    expect((await mark(number, "cancelled")).status).toBe(200);
    expect(await balance(code)).toBe("0.00");
  });
});
