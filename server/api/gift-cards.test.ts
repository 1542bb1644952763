/**
 * Gift cards (PRODUCT.md §9, "Gift cards"): a card issued by hand and mailed, its balance by its
 * code, a card spent over two orders (the first paid in full at once, the second paying the rest
 * by hand), its balance given back when an order is cancelled or expires, every refusal's
 * sentence, two orders at once on its last pounds, and a card bought as a product, issued and
 * mailed once when its order is paid.
 */
import { expect, it } from "vitest";
import { addGiftCardProduct, addProduct, outboxText } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, expectAnswer, sweepAt } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

const CODE = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;

describeApp("gift cards", { owner: true }, (t) => {
  const { db } = t;
  const issue = (body: Record<string, unknown>) =>
    t.owner("/api/admin/gift-cards", json("POST", body));
  const print = (price: number) =>
    addProduct(db(), { name: `Print ${price}`, category: "prints", price });

  async function shopper(productIds: number[], address: string) {
    const v = visitor(t, address);
    for (const productId of productIds) {
      expect((await v.add({ productId, quantity: 1 })).status).toBeLessThan(300);
    }
    return v;
  }
  const order = (v: ReturnType<typeof visitor>, extra: Record<string, unknown> = {}) =>
    v.send("/api/orders", json("POST", { ...CUSTOMER, ...extra }));
  const balance = async (code: string) =>
    (await t.request(`/api/gift-cards/${code}`)).json() as Promise<Record<string, unknown>>;
  const moves = async () =>
    (
      await db().selectFrom("gift_card_moves").select(["kind", "amount"]).orderBy("id").execute()
    ).map((move) => [move.kind, move.amount]);
  /** The order's line of the owner's CSV export. */
  const exportedLine = async (number: string) => {
    const answer = await t.request("/api/admin/orders/export.csv", {
      headers: { cookie: t.cookie },
    });
    return (await answer.text()).split("\r\n").find((row) => row.includes(number));
  };
  const mark = (number: string, status: string) =>
    t.owner(`/api/admin/orders/${number}`, json("PATCH", { status }));

  it("lets the owner issue a card by hand, mailed with its message; anyone with the code sees its balance", async () => {
    const made = await issue({
      amount: "30.00",
      recipientEmail: "bea@example.com",
      recipientName: "Bea",
      message: "Happy birthday!",
    });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(CODE);
    const code = made.body.code as string;
    const mail = await outboxText(db(), "gift-card");
    expect(mail).toContain(code);
    expect(mail).toContain("Happy birthday!");
    expect(mail).toContain("£30.00");
    // Typed in small letters, without its dashes: the same card.
    const typed = code.replaceAll("-", "").toLowerCase();
    const answer = await t.request(`/api/gift-cards/${typed}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({
      code,
      balance: "30.00",
      initialAmount: "30.00",
      currency: "GBP",
    });
    const unknown = await t.request("/api/gift-cards/AAAA-BBBB-CCCC-DDDD");
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      reason: "unknown",
      error: "We don't recognise that gift card. Please check the code and try again.",
    });
    const [listed] = (await t.owner("/api/admin/gift-cards")).body;
    expect(listed).toMatchObject({
      maskedCode: `••••-••••-••••-${code.slice(-4)}`,
      initialAmount: "30.00",
      balance: "30.00",
      recipientEmail: "bea@example.com",
      boughtBy: null,
      moves: [{ kind: "issue", amount: "30.00", orderNumber: null }],
    });
    // Store credit needs an amount; the owner's bad input is named by field.
    const bad = await issue({ amount: "", recipientEmail: "not an address" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["amount", "recipientEmail"]);
  });

  it("is spent over two orders: paid in full at once, then part of the next, the rest owed", async () => {
    const { code } = (await issue({ amount: "30.00" })).body;
    // 10.00 and 9.99 shipping: the card pays all of it, and the order is paid at once.
    const first = await shopper([await print(1000)], "203.0.113.60");
    const applied = await first.send("/api/cart/gift-card", json("POST", { code }));
    expectAnswer(applied, 200, {
      totals: { total: "19.99" },
      giftCard: { code, balance: "30.00", amount: "19.99", toPay: "0.00" },
    });
    const paid = await order(first);
    expectAnswer(paid, 201, {
      total: "19.99",
      giftCardAmount: "19.99",
      toPay: "0.00",
      status: "paid",
    });
    expect((await first.cart()).body.giftCard).toBeNull();
    expect(await balance(code)).toMatchObject({ balance: "10.01" });

    // 60.00 ships free: the card pays its last 10.01, and 49.99 is left to pay.
    const second = await shopper([await print(6000)], "203.0.113.61");
    const placed = await order(second, { giftCard: code.toLowerCase() });
    expectAnswer(placed, 201, {
      total: "60.00",
      tax: "0.00",
      giftCardAmount: "10.01",
      toPay: "49.99",
      status: "pending",
    });
    expect(await balance(code)).toMatchObject({ balance: "0.00" });
    const confirmation = await outboxText(db(), "order-confirmation");
    expect(confirmation).toContain("Paid by gift card: -£19.99");
    expect(confirmation).toContain("Your gift card paid for all of it");
    expect(confirmation).not.toContain("Please pay by");
    // The second's mail says what the card pays and what is left, not that the total is all.
    const partly = await db()
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "order-confirmation")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(partly.text_body).toContain(
      "Your gift card pays £10.01 of the total below, shipping included; the £49.99 left is all you pay",
    );
    const line = await exportedLine(placed.body.orderNumber);
    expect(line).toMatch(/"60\.00","0\.00","10\.01","GBP"$/);

    // Nothing left: the card is refused with its sentence, in the cart and with an order.
    const third = await shopper([await print(1000)], "203.0.113.62");
    const refused = await third.send("/api/cart/gift-card", json("POST", { code }));
    expectAnswer(refused, 422, {
      reason: "no-balance",
      error: "This gift card has been used up: there is nothing left on it.",
    });
    expectAnswer(await order(third, { giftCard: code }), 422, { reason: "no-balance" });

    // The owner marks the second paid: its hold is spent. Cancelled, it comes back to the card.
    expect((await mark(placed.body.orderNumber, "paid")).status).toBe(200);
    expect(await moves()).toEqual([
      ["issue", 3000],
      ["hold", 1999],
      ["spend", 1999],
      ["hold", 1001],
      ["spend", 1001],
    ]);
    const cancelled = await t.owner(
      `/api/admin/orders/${placed.body.orderNumber}`,
      json("PATCH", { status: "cancelled" }),
    );
    expectAnswer(cancelled, 200, { refund: { method: "by-hand", amount: "49.99" } });
    expect(await balance(code)).toMatchObject({ balance: "10.01" });
    // The first, paid in full by the card: all of it goes back on the card, nothing is owed.
    const whole = await t.owner(
      `/api/admin/orders/${paid.body.orderNumber}`,
      json("PATCH", { status: "cancelled" }),
    );
    expectAnswer(whole, 200, { status: "cancelled", refund: null });
    expect(await balance(code)).toMatchObject({ balance: "30.00" });
    const [listed] = (await t.owner("/api/admin/gift-cards")).body;
    expect(
      listed.moves.map((move: { kind: string; orderNumber: string | null }) => [
        move.kind,
        move.orderNumber,
      ]),
    ).toEqual([
      ["issue", null],
      ["hold", paid.body.orderNumber],
      ["spend", paid.body.orderNumber],
      ["hold", placed.body.orderNumber],
      ["spend", placed.body.orderNumber],
      ["release", placed.body.orderNumber],
      ["release", paid.body.orderNumber],
    ]);
  });

  it("gives back what an unpaid order held when it expires", async () => {
    const { code } = (await issue({ amount: "15.00" })).body;
    const v = await shopper([await print(6000)], "203.0.113.63");
    const placed = await order(v, { giftCard: code });
    expectAnswer(placed, 201, { giftCardAmount: "15.00", toPay: "45.00" });
    expect(await balance(code)).toMatchObject({ balance: "0.00" });
    const { pay_by } = await db()
      .selectFrom("orders")
      .select("pay_by")
      .where("order_number", "=", placed.body.orderNumber)
      .executeTakeFirstOrThrow();
    expect((await sweepAt(t, new Date(Date.parse(pay_by!) + 60_000).toISOString())).status).toBe(
      200,
    );
    t.clock.reset();
    expect(await balance(code)).toMatchObject({ balance: "15.00" });
    expect(await moves()).toEqual([
      ["issue", 1500],
      ["hold", 1500],
      ["release", 1500],
    ]);
  });

  it("lets one of two orders at once have a card's last £15; the other is asked for another payment", async () => {
    const { code } = (await issue({ amount: "15.00" })).body;
    const product = await print(1000);
    const a = await shopper([product], "203.0.113.64");
    const b = await shopper([product], "203.0.113.65");
    const answers = await Promise.all([
      order(a, { giftCard: code, email: "a@example.com" }),
      order(b, { giftCard: code, email: "b@example.com" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const won = answers.find((answer) => answer.status === 201)!;
    const lost = answers.find((answer) => answer.status === 422)!;
    expect(won.body).toMatchObject({ giftCardAmount: "15.00", toPay: "4.99" });
    expect(lost.body).toMatchObject({
      reason: "no-balance",
      error: "This gift card has been used up: there is nothing left on it.",
    });
    expect(await balance(code)).toMatchObject({ balance: "0.00" });
    expect(await moves()).toEqual([
      ["issue", 1500],
      ["hold", 1500],
    ]);
    // The refused buyer's cart is as it was: they pay another way.
    const loser = answers[0]!.status === 422 ? a : b;
    expectAnswer(await order(loser), 201, { giftCardAmount: "0.00", toPay: "19.99" });
  });

  it("refuses an unknown code and a gift card to buy a gift card, each with its sentence", async () => {
    const { code } = (await issue({ amount: "50.00" })).body;
    const v = await shopper([await print(1000)], "203.0.113.66");
    expectAnswer(
      await v.send("/api/cart/gift-card", json("POST", { code: "ABCD-EFGH-JKMN-PQRS" })),
      422,
      {
        reason: "unknown",
        error: "We don't recognise that gift card. Please check the code and try again.",
      },
    );
    const { productId: card, variantId } = await addGiftCardProduct(db());
    const buyer = visitor(t, "203.0.113.67");
    expect((await buyer.add({ productId: card, variantId, quantity: 1 })).status).toBe(201);
    expectAnswer(await buyer.send("/api/cart/gift-card", json("POST", { code })), 422, {
      reason: "gift-card-for-gift-card",
      error: "A gift card can't be used to buy another gift card. Please pay for it another way.",
    });
    expectAnswer(await order(buyer, { giftCard: code }), 422, {
      reason: "gift-card-for-gift-card",
    });
  });

  it("sells cards as a product: issued when the order is paid, mailed once to the recipient with the message", async () => {
    const { productId: card, variantId } = await addGiftCardProduct(db());
    const buyer = visitor(t, "203.0.113.68");
    expect((await buyer.add({ productId: card, variantId, quantity: 2 })).status).toBe(201);
    const placed = await order(buyer, {
      giftRecipientName: "Cleo",
      giftRecipientEmail: "cleo@example.com",
      giftMessage: "For your new studio",
    });
    // Nothing ships: a gift card costs no postage.
    expectAnswer(placed, 201, { subtotal: "50.00", shipping: "0.00", total: "50.00" });
    expect(await db().selectFrom("gift_cards").select("id").execute()).toEqual([]);
    expect((await mark(placed.body.orderNumber, "paid")).status).toBe(200);
    expect((await mark(placed.body.orderNumber, "completed")).status).toBe(200);
    const mails = await db()
      .selectFrom("mail_outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "gift-card")
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(["cleo@example.com", "cleo@example.com"]);
    expect(mails[0]!.text_body).toContain("Ada Lovelace has sent you a £25.00 gift card");
    expect(mails[0]!.text_body).toContain("For your new studio");
    const codes = mails.map((mail) => mail.text_body.match(/Your code: (\S+)/)![1]!);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      expect(code).toMatch(CODE);
      expect(await balance(code)).toMatchObject({ balance: "25.00" });
    }
    // The orders' export keeps gift cards sold apart from the sales of works.
    const line = await exportedLine(placed.body.orderNumber);
    expect(line).toMatch(/"50\.00","50\.00","0\.00","GBP"$/);
    const listed = (await t.owner("/api/admin/gift-cards")).body;
    expect(listed.map((row: { boughtBy: string }) => row.boughtBy)).toEqual([
      placed.body.orderNumber,
      placed.body.orderNumber,
    ]);
  });

  it("limits balance look-ups per client, so codes cannot be tried in bulk", async () => {
    const { code } = (await issue({ amount: "5.00" })).body;
    const guesser = visitor(t, "203.0.113.69");
    for (let i = 0; i < 20; i++) {
      expect((await guesser.send("/api/gift-cards/ABCD-EFGH-JKMN-PQRS")).status).toBe(422);
    }
    const limited = await guesser.send(`/api/gift-cards/${code}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // Another client is not held back.
    expect((await visitor(t, "203.0.113.70").send(`/api/gift-cards/${code}`)).status).toBe(200);
  });
});
