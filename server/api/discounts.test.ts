/**
 * Discount codes (PRODUCT.md §9, "Discount codes"): the owner's codes and their bad input, every
 * reason a code is refused (with the clock moved for the dates), the penny-exact split with tax
 * on the discounted price, one use per buyer while the first order is unpaid, the use coming back
 * when an unpaid order expires, and a rush of checkouts on a code with one use left.
 */
import { expect, it } from "vitest";
import { addProduct, countRows, outboxText, stockOf } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DEMO_TAX, describeApp, expectAnswer, sweepAt } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describeApp("discount codes", { owner: true, store: DEMO_TAX }, (t) => {
  const { db } = t;
  const create = (body: Record<string, unknown>) =>
    t.owner("/api/admin/discounts", json("POST", body));
  const print = (price: number, stock: number | null = null) =>
    addProduct(db(), { name: `Print ${price}`, category: "prints", price, stock });

  /** A visitor (at its own address) with `productIds` in the cart, one each. */
  async function shopper(productIds: number[], address = "203.0.113.30") {
    const v = visitor(t, address);
    for (const productId of productIds) {
      expect((await v.add({ productId, quantity: 1 })).status).toBeLessThan(300);
    }
    return v;
  }
  const apply = (v: ReturnType<typeof visitor>, code: string) =>
    v.send("/api/cart/discount", json("POST", { code }));
  const order = (v: ReturnType<typeof visitor>, extra: Record<string, unknown> = {}) =>
    v.send("/api/orders", json("POST", { ...CUSTOMER, ...extra }));

  it("lets the owner create, list, change and delete codes; a used code is deactivated", async () => {
    const made = await create({ code: "spring10", kind: "percent", value: 10, active: true });
    expectAnswer(made, 201, { code: "SPRING10", kind: "percent", value: 10, uses: 0 });
    const id = made.body.id as number;
    const changed = await t.owner(
      `/api/admin/discounts/${id}`,
      json("PATCH", { kind: "amount", value: "4.50", usageLimit: 3 }),
    );
    expectAnswer(changed, 200, { code: "SPRING10", kind: "amount", value: "4.50", usageLimit: 3 });
    expect((await t.owner("/api/admin/discounts")).body).toHaveLength(1);
    const generated = await t.owner("/api/admin/discounts/new-code");
    expect(generated.body.code).toMatch(/^[A-Z2-9]{10}$/);

    const product = await print(2000);
    expect((await apply(await shopper([product]), "Spring10")).status).toBe(200);
    const v = await shopper([product], "203.0.113.31");
    expect((await order(v, { discountCode: "spring10" })).status).toBe(201);
    const removed = await t.owner(`/api/admin/discounts/${id}`, { method: "DELETE" });
    expect(removed.body).toEqual({ deleted: false, deactivated: true });
    const [listed] = (await t.owner("/api/admin/discounts")).body;
    expect(listed).toMatchObject({ active: false, uses: 1 });
    expect(listed.orders).toHaveLength(1);
    // An unused code is deleted outright.
    const unused = await create({ code: "GONE", kind: "free-shipping", active: true });
    expect(
      (await t.owner(`/api/admin/discounts/${unused.body.id}`, { method: "DELETE" })).body,
    ).toEqual({ deleted: true });
  });

  it("refuses bad codes with a clear message and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { kind: "percent", value: 101 },
        "value",
        "A percentage off is a whole number from 1 to 100",
      ],
      [{ kind: "percent", value: 0 }, "value", "A percentage off is a whole number from 1 to 100"],
      [
        { kind: "amount", value: "20.00", minSubtotal: "10.00" },
        "value",
        "An amount off cannot be more than the minimum subtotal",
      ],
      [
        { kind: "amount", value: "5", startsAt: "2026-12-10", endsAt: "2026-12-01" },
        "endsAt",
        "The end must be after the start",
      ],
      [
        { kind: "amount", value: "5", usageLimit: 0 },
        "usageLimit",
        "A usage limit is a whole number of 1 or more (leave it empty for no limit)",
      ],
      [
        { code: "no spaces!", kind: "amount", value: "5" },
        "code",
        "A code is 3 to 32 letters and digits, like SPRING10",
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await create({ code: "BAD", active: true, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[field]).toBe(message);
    }
    expect(await countRows(db(), "discount_codes")).toBe(0);
    expect((await create({ code: "TWICE", kind: "amount", value: "1" })).status).toBe(201);
    const duplicate = await create({ code: "twice", kind: "percent", value: 5 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.code).toBe(
      "There is already a code with these letters; choose another",
    );
  });

  it("refuses each code with its reason and a sentence a buyer understands", async () => {
    const cheap = await print(1500);
    const other = await print(900);
    await create({ code: "LATER", kind: "percent", value: 10, startsAt: "2030-01-01" });
    await create({
      code: "OVER",
      kind: "percent",
      value: 10,
      startsAt: "2026-01-01",
      endsAt: "2026-02-01T00:00:00Z",
    });
    await create({ code: "BIGSPEND", kind: "amount", value: "5", minSubtotal: "20.00" });
    await create({
      code: "ONLYOTHER",
      kind: "percent",
      value: 10,
      appliesTo: { productIds: [other] },
    });
    await create({ code: "ONCE", kind: "percent", value: 10, usageLimit: 1 });
    await create({ code: "SLEEPING", kind: "percent", value: 10, active: false });
    const v = await shopper([cheap]);
    const refusals: Array<[string, string, string, Record<string, unknown>?]> = [
      ["NOPE", "unknown", "We don't recognise that code. Please check it and try again."],
      ["sleeping", "unknown", "We don't recognise that code. Please check it and try again."],
      ["LATER", "not-started", "This code can't be used yet."],
      ["BIGSPEND", "min-spend", "Spend £5.00 more to use this code.", { needed: "5.00" }],
      ["ONLYOTHER", "not-applicable", "This code doesn't apply to anything in your cart."],
    ];
    t.clock.set("2026-06-01T12:00:00Z");
    refusals.push(["OVER", "expired", "This code has expired."]);
    for (const [code, reason, sentence, extra] of refusals) {
      const refused = await apply(v, code);
      expect(refused.status, code).toBe(422);
      expect(refused.body).toEqual({ message: sentence, error: sentence, reason, ...extra });
    }
    // Within its dates the same code applies.
    t.clock.set("2026-01-15T12:00:00Z");
    expectAnswer(await apply(v, "over"), 200, { discount: { code: "OVER", amount: "1.50" } });
    t.clock.reset();
    // Used up: its one use taken by another buyer's order.
    const first = await shopper([cheap], "203.0.113.40");
    expect((await order(first, { discountCode: "ONCE", email: "first@example.com" })).status).toBe(
      201,
    );
    const usedUp = await apply(v, "ONCE");
    expect(usedUp.status).toBe(422);
    expect(usedUp.body.reason).toBe("used-up");
    expect(usedUp.body.error).toBe("This code has already been used as many times as it can be.");
  });

  it("spreads £5.00 over three lines of £3.33 to the penny and charges tax on the rest", async () => {
    const lines = [await print(333), await print(333), await print(333)];
    await create({ code: "FIVE", kind: "amount", value: "5.00" });
    const v = await shopper(lines);
    const applied = await apply(v, "five");
    // 9.99 − 5.00 + 9.99 shipping = 14.98; 8 % of it is 1.20.
    expectAnswer(applied, 200, {
      totals: {
        subtotal: "9.99",
        discountCode: "FIVE",
        codeDiscount: "5.00",
        shipping: "9.99",
        tax: "1.20",
        total: "16.18",
      },
    });
    const placed = await order(v);
    expectAnswer(placed, 201, {
      discountCode: "FIVE",
      codeDiscount: "5.00",
      tax: "1.20",
      total: "16.18",
    });
    expect(placed.body.items.map((item: { codeDiscount: string }) => item.codeDiscount)).toEqual([
      "1.67",
      "1.67",
      "1.66",
    ]);
    // The cart is empty and its code gone with the order.
    expect((await v.cart()).body.discount).toBeNull();
    // The e-mail and the owner's export give the same figures.
    const mail = await outboxText(db(), "order-confirmation");
    expect(mail).toContain("Discount (FIVE): -£5.00");
    expect(mail).toContain("Total: £16.18");
    const csv = await (
      await t.request("/api/admin/orders/export.csv", { headers: { cookie: t.cookie } })
    ).text();
    expect(csv.trim().split("\r\n")[1]).toContain('"9.99","0.00","FIVE","5.00","1.20"');
  });

  it("takes nothing off shipping unless the code is for free shipping", async () => {
    const product = await print(2000);
    await create({ code: "SHIPFREE", kind: "free-shipping" });
    const v = await shopper([product]);
    const applied = await apply(v, "shipfree");
    expect(applied.body.totals).toMatchObject({ shipping: "0.00", codeDiscount: "0.00" });
    expect(applied.body.discount).toMatchObject({ code: "SHIPFREE", freeShipping: true });
    const removed = await v.send("/api/cart/discount", { method: "DELETE" });
    expect(removed.body.totals.shipping).toBe("9.99");
    expect(removed.body.discount).toBeNull();
  });

  it("is once per buyer, counting an unpaid order, and comes back when that order expires", async () => {
    const product = await print(2000, 10);
    await create({
      code: "HELLO",
      kind: "percent",
      value: 10,
      oncePerCustomer: true,
      usageLimit: 1,
    });
    const first = await shopper([product], "203.0.113.50");
    const placed = await order(first, { discountCode: "HELLO", email: "Anna@Example.com" });
    expect(placed.status).toBe(201);
    expect(placed.body.codeDiscount).toBe("2.00");
    // The same buyer (in other letters, with a +tag) while the first order is still unpaid.
    const again = await shopper([product], "203.0.113.51");
    const refused = await order(again, { discountCode: "hello", email: "anna+shop@example.COM" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ reason: "already-used" });
    expect(await stockOf(db(), product)).toBe(9);

    // The unpaid order expires: its use comes back, and the code can be used again.
    const { pay_by } = await db()
      .selectFrom("orders")
      .select("pay_by")
      .where("order_number", "=", placed.body.orderNumber)
      .executeTakeFirstOrThrow();
    const later = new Date(Date.parse(pay_by!) + 60_000).toISOString();
    expect((await sweepAt(t, later)).status).toBe(200);
    t.clock.reset();
    const [code] = (await t.owner("/api/admin/discounts")).body;
    expect(code).toMatchObject({ uses: 0 });
    expect(code.orders).toEqual([{ orderNumber: placed.body.orderNumber, released: true }]);
    const afterwards = await order(again, { discountCode: "hello", email: "anna@example.com" });
    expect(afterwards.status).toBe(201);
    expect(afterwards.body.codeDiscount).toBe("2.00");
  });

  it("gives exactly one of 20 checkouts at once a code with one use; the rest reserve nothing", async () => {
    const product = await print(1000, 100);
    await create({ code: "RUSH", kind: "amount", value: "3.00", usageLimit: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shopper([product], `198.51.100.${i + 1}`)),
    );
    const answers = await Promise.all(
      buyers.map((v, i) => order(v, { discountCode: "RUSH", email: `buyer${i}@example.com` })),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.codeDiscount).toBe("3.00");
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body.reason).toBe("used-up");
    expect(await countRows(db(), "orders")).toBe(1);
    expect(await stockOf(db(), product)).toBe(99);
    expect(await countRows(db(), "discount_uses")).toBe(1);
  });
});
