/**
 * A card checkout's hold on the order's originals (PRODUCT.md §4, Originals): 30 minutes, the life
 * of its Checkout Session, then back on sale at the next sweep if still unpaid; a new card checkout
 * takes back released originals that are still free.
 */
import { describe, expect, it } from "vitest";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useCardPayments } from "../../testing/use-card-payments.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("card checkouts hold originals for 30 minutes (%s)", (kind) => {
  const cards = useCardPayments(kind);
  const { t, db, placeOrder, pay, checkout, deliver, orderRow, saleState, history } = cards;

  const held = async () => (await t.owner("/api/admin/orders/originals-on-hold")).body;
  const sweep = () => t.owner("/api/admin/orders/sweep", json("POST", {}));
  /** As if the card hold's end had passed. */
  const lapse = (number: string) =>
    db()
      .updateTable("orders")
      .set({ card_hold_until: new Date(Date.now() - 1_000).toISOString() })
      .where("order_number", "=", number)
      .execute();

  it("holds the originals until the card session ends, then the sweep puts them back on sale once", async () => {
    const { buyer, painting, number, order } = await placeOrder();
    // Before any card checkout: held until the payment deadline.
    expect(await held()).toEqual([
      expect.objectContaining({ orderNumber: number, until: order.payBy, byCard: false }),
    ]);
    const before = Math.floor(Date.now() / 1000);
    expect((await pay(buyer, number)).status).toBe(200);
    // The session is Stripe's shortest (30 minutes and a minute's margin), not the deadline's.
    const expires = Number(cards.stripe.created.at(-1)!.get("expires_at"));
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expires - before).toBeLessThanOrEqual(32 * 60);
    expect(await held()).toEqual([
      expect.objectContaining({
        artworkId: painting,
        orderNumber: number,
        until: new Date(expires * 1000).toISOString(),
        byCard: true,
      }),
    ]);
    // Within the hold the sweep leaves it be.
    expect((await sweep()).status).toBe(200);
    expect(await saleState(painting)).toBe("reserved");

    await lapse(number);
    expect((await sweep()).status).toBe(200);
    expect(await saleState(painting)).toBe("available");
    expect(await held()).toEqual([]);
    expect(await sweep()).toMatchObject({ status: 200 });
    expect(await history(number)).toEqual([
      expect.objectContaining({ status: "pending" }),
      {
        status: "pending",
        note: "Not paid by card within 30 minutes: Heron at dusk released, back on sale",
      },
    ]);
    // The order itself waits for payment as before.
    expect((await orderRow(number)).status).toBe("pending");
    // Another buyer may have it now.
    const other = visitor(t, "203.0.113.90");
    expect((await other.add({ artworkId: painting })).status).toBe(201);
  });

  it("takes back released originals still free for a new card checkout, and refuses one another buyer has", async () => {
    const { buyer, painting, number } = await placeOrder();
    expect((await pay(buyer, number)).status).toBe(200);
    await lapse(number);
    await sweep();
    expect(await saleState(painting)).toBe("available");

    // Paying again: the piece is free, so it is the buyer's again for another session.
    const session = await checkout(buyer, number);
    expect(await saleState(painting)).toBe("reserved");
    expect((await history(number)).at(-1)).toEqual({
      status: "pending",
      note: "Heron at dusk held again: the buyer started paying by card",
    });
    expect(await held()).toEqual([expect.objectContaining({ orderNumber: number, byCard: true })]);
    // Paid within it: sold, as the owner's "Paid" would.
    const { payload, signature } = cards.stripe.completedEvent(session);
    expect(await (await deliver(payload, signature)).json()).toEqual({ outcome: "paid" });
    expect(await saleState(painting)).toBe("sold");

    // A second order whose piece another buyer took once it was released: no session at all.
    const next = await placeOrder("203.0.113.91");
    expect((await pay(next.buyer, next.number)).status).toBe(200);
    await lapse(next.number);
    await sweep();
    const other = visitor(t, "203.0.113.92");
    expect((await other.add({ artworkId: next.painting })).status).toBe(201);
    expect(
      (await other.send("/api/orders", json("POST", { ...CUSTOMER, email: "grace@example.com" })))
        .status,
    ).toBe(201);
    const sessions = cards.stripe.created.length;
    const refused = await pay(next.buyer, next.number);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Heron at dusk is no longer held for this order: it went back on sale and another buyer has it now. Please contact the artist.",
    );
    expect(cards.stripe.created.length).toBe(sessions);
    expect(await saleState(next.painting)).toBe("reserved");
  });
});
