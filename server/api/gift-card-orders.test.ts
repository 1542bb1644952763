/**
 * An order of gift cards only ships nothing (PRODUCT.md §9, "Gift cards"): checkout asks for no
 * postal address (a cart with anything else still needs one, with the same messages), its mails
 * say the cards are e-mailed rather than sent, the owner's "to ship" leaves it out, and it is
 * never shipped. The owner's view names its recipient and the cards it issued.
 */
import { expect, it } from "vitest";
import { addGiftCardProduct, addProduct } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { describeApp, expectAnswer } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

/** The checkout of a cart of gift cards only: a name and an e-mail, nothing else. */
const CONTACT = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

describeApp("orders of gift cards only", { owner: true }, (t) => {
  const { db } = t;
  const mark = (number: string, status: string) =>
    t.owner(`/api/admin/orders/${number}`, json("PATCH", { status, notifyCustomer: true }));
  const mails = (kind: string) =>
    db()
      .selectFrom("mail_outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
  const toShip = async () =>
    (
      (await t.owner("/api/admin/dashboard")).body.todos as Array<{ id: string; count: number }>
    ).find((todo) => todo.id === "to-ship")?.count ?? 0;

  async function cartOf(address: string, lines: Array<Record<string, unknown>>) {
    const buyer = visitor(t, address);
    for (const line of lines) expect((await buyer.add(line)).status).toBeLessThan(300);
    return buyer;
  }

  /** A cart holding a gift card and a print to post. */
  async function mixedCartOf(address: string) {
    const { productId, variantId } = await addGiftCardProduct(db());
    const print = await addProduct(db(), { name: "Wren print", category: "prints", price: 6000 });
    return cartOf(address, [
      { productId, variantId, quantity: 1 },
      { productId: print, quantity: 1 },
    ]);
  }

  it("is placed without an address, mailed as cards to come, kept out of 'to ship' and never shipped", async () => {
    const { productId, variantId } = await addGiftCardProduct(db());
    const buyer = await cartOf("203.0.113.90", [{ productId, variantId, quantity: 2 }]);
    const placed = await buyer.send(
      "/api/orders",
      json("POST", {
        ...CONTACT,
        giftRecipientName: "Cleo",
        giftRecipientEmail: "cleo@example.com",
        giftMessage: "For your new studio",
      }),
    );
    expectAnswer(placed, 201, {
      total: "50.00",
      shipping: "0.00",
      giftCardsOnly: true,
      customer: { address: "", city: "", zipCode: "", country: "GB" },
      giftRecipient: { name: "Cleo", email: "cleo@example.com", message: "For your new studio" },
    });
    const number = placed.body.orderNumber as string;
    const [confirmation] = await mails("order-confirmation");
    expect(confirmation!.text_body).toContain(
      "The 2 gift cards are e-mailed to Cleo (cleo@example.com) once the order is paid.",
    );
    expect(confirmation!.text_body).not.toContain("Shipping to");
    expect(confirmation!.text_body).not.toContain("shipping included");
    const [notice] = await mails("owner-new-order");
    expect(notice!.text_body).toContain(
      "Nothing to post: every line is a gift card, e-mailed once the order is paid.",
    );
    expect(notice!.text_body).not.toContain("Ship to:");

    // The owner: no shipping step, and nothing "to ship" once it is paid.
    const seen = await t.owner(`/api/admin/orders/${number}`);
    expect(seen.body.nextStatuses).toEqual(["awaiting-payment", "paid", "completed", "cancelled"]);
    expect((await mark(number, "paid")).status).toBe(200);
    expect((await t.owner(`/api/admin/orders/${number}`)).body.nextStatuses).toEqual([
      "completed",
      "cancelled",
    ]);
    expect(await toShip()).toBe(0);
    const paidMail = (await mails("order-status")).at(-1)!;
    expect(paidMail.text_body).toContain(
      "Thank you: your payment has arrived. The 2 gift cards have been e-mailed to Cleo (cleo@example.com).",
    );
    expect((await mails("gift-card")).map((mail) => mail.to_address)).toEqual([
      "cleo@example.com",
      "cleo@example.com",
    ]);
    const shipped = await mark(number, "shipped");
    expect(shipped.status).toBe(400);
    expect(shipped.body.errors).toEqual({ status: "Choose one of the next steps" });

    // A mixed order paid beside it is the one to ship, in the count and in the list's filter.
    const print = await addProduct(db(), { name: "Wren print", category: "prints", price: 6000 });
    const mixed = await cartOf("203.0.113.91", [
      { productId, variantId, quantity: 1 },
      { productId: print, quantity: 1 },
    ]);
    const other = await mixed.send("/api/orders", json("POST", CUSTOMER));
    expectAnswer(other, 201, { giftCardsOnly: false });
    expect((await mark(other.body.orderNumber, "paid")).status).toBe(200);
    expect(await toShip()).toBe(1);
    const listed = await t.owner("/api/admin/orders?status=to-ship");
    expect(listed.body.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
      other.body.orderNumber,
    ]);

    // The orders' export still has its line, with no address to give.
    const csv = await (
      await t.request("/api/admin/orders/export.csv", { headers: { cookie: t.cookie } })
    ).text();
    expect(csv).toContain(number);
    expect((await mark(number, "completed")).status).toBe(200);
  });

  it("still needs an address, with the same messages, when any line is not a gift card", async () => {
    const buyer = await mixedCartOf("203.0.113.92");
    const refused = await buyer.send("/api/orders", json("POST", CONTACT));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      address: "Please enter a complete address",
      city: "City must be at least 2 characters",
    });
    expect(await db().selectFrom("orders").select("id").execute()).toEqual([]);
  });

  it("refuses an order without an address whose cart gained a line to post since it was checked", async () => {
    const buyer = await mixedCartOf("203.0.113.95");
    // As the order's transaction meets it when the print came in after the checkout's look.
    const session = /easel_cart=([^;]+)/.exec(buyer.cookie)![1]!;
    const customer = { ...CONTACT, phone: null, address: "", city: "", state: "", zipCode: "" };
    await expect(
      t.services.orders.place(session, { ...customer, country: "GB" }),
    ).rejects.toMatchObject({ fields: { address: "Please enter a complete address" } });
    expect(await db().selectFrom("orders").select("id").execute()).toEqual([]);
  });

  it("keeps the address off a card's order even when one is sent, and shows the recipient only to the buyer", async () => {
    const { productId, variantId } = await addGiftCardProduct(db());
    const buyer = await cartOf("203.0.113.93", [{ productId, variantId, quantity: 1 }]);
    const placed = await buyer.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, giftRecipientEmail: "cleo@example.com" }),
    );
    expectAnswer(placed, 201, { customer: { address: "", phone: null, country: "GB" } });
    const number = placed.body.orderNumber as string;
    const [confirmation] = await mails("order-confirmation");
    expect(confirmation!.text_body).toContain(
      "The gift card is e-mailed to cleo@example.com once the order is paid.",
    );
    // A passer-by with the number sees neither the buyer nor whom the card is for.
    const stranger = await t.request(`/api/orders/${number}`, {}, "203.0.113.94");
    const seen = (await stranger.json()) as Record<string, unknown>;
    expect(seen).not.toHaveProperty("customer");
    expect(seen).not.toHaveProperty("giftRecipient");
  });
});
