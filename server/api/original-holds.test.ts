/**
 * Originals held by unpaid orders (PRODUCT.md §4, Originals): at most the owner's number per order,
 * and the owner's list of them with a release that puts one back on sale. Card checkouts' short
 * hold: card-holds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { tooManyOriginals } from "#core/original-holds.ts";
import { addArtwork, addCoaster } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { type Json, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

describe.each(DB_KINDS)("originals on hold (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;

  /** A painting for sale at `price` pounds; returns its id. */
  const painting = (title: string, price = 500) =>
    addArtwork(t.db(), {
      title,
      category: "paintings-drawings",
      is_for_sale: true,
      price: price * 100,
    });
  const saleStatus = async (id: number) =>
    ((await (await t.request("/api/artworks")).json()) as Json[]).find((a) => a.id === id)
      ?.saleStatus;
  /** A buyer from `address` checks out a cart of these originals (and a coaster, if asked). */
  async function checkout(address: string, originals: number[], email = CUSTOMER.email) {
    const buyer = visitor(t, address);
    for (const artworkId of originals)
      expect((await buyer.add({ artworkId })).status).toBeLessThan(300);
    return buyer.send("/api/orders", json("POST", { ...CUSTOMER, email }));
  }
  const held = () => owner("/api/admin/orders/originals-on-hold");
  const release = (orderNumber: string, artworkId: number | string) =>
    owner(`/api/admin/orders/${orderNumber}/originals/${artworkId}/release`, { method: "POST" });
  const notes = async (orderNumber: string) =>
    (await owner(`/api/admin/orders/${orderNumber}`)).body.history.map((entry: Json) => entry.note);

  it("refuses a checkout of more originals than one unpaid order may hold, saying how many, and reserves nothing", async () => {
    const works = [await painting("Heron"), await painting("Egret"), await painting("Crane")];
    const refused = await checkout("203.0.113.80", works);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: tooManyOriginals(3, 2) });
    expect(refused.body.message).toBe(
      "An order may hold at most 2 originals until it is paid. Please remove 1 from your cart and order it separately, or contact the artist to buy more at once.",
    );
    for (const id of works) expect(await saleStatus(id)).toBe("available");
    expect(await t.db().selectFrom("orders").select("id").execute()).toEqual([]);

    // The owner's setting (Settings → Shop and checkout): 1 to 20, 2 unless said.
    const settings = await owner("/api/admin/settings");
    expect(settings.body.store.maxOriginalsPerOrder).toBe(2);
    const store = settings.body.store;
    for (const bad of ["0", "21", "two", 1.5]) {
      const answer = await owner(
        "/api/admin/settings",
        json("PATCH", { store: { ...store, maxOriginalsPerOrder: bad } }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors["store.maxOriginalsPerOrder"]).toBe(
        "Enter a number of originals from 1 to 20",
      );
    }
    const raised = await owner(
      "/api/admin/settings",
      json("PATCH", { store: { ...store, maxOriginalsPerOrder: "3" } }),
    );
    expect(raised.body.store.maxOriginalsPerOrder).toBe(3);
    const placed = await checkout("203.0.113.81", works);
    expect(placed.status).toBe(201);
    for (const id of works) expect(await saleStatus(id)).toBe("reserved");
  });

  it("shows the owner which order holds which original, since and until when, and releases one back on sale", async () => {
    const heron = await painting("Heron");
    const egret = await painting("Egret");
    const buyer = visitor(t, "203.0.113.82");
    await buyer.add({ productId: await addCoaster(t.db(), "Hare coaster") });
    await buyer.add({ artworkId: heron });
    await buyer.add({ artworkId: egret });
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    const { orderNumber, createdAt, payBy } = placed.body;
    const hold = (artworkId: number, title: string) => ({
      artworkId,
      title,
      orderNumber,
      buyer: "Ada Lovelace",
      email: CUSTOMER.email,
      since: createdAt,
      until: payBy,
      byCard: false,
    });
    expect((await held()).body).toEqual([hold(heron, "Heron"), hold(egret, "Egret")]);
    expect((await t.request("/api/admin/orders/originals-on-hold")).status).toBe(401);

    const released = await release(orderNumber, heron);
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ released: "Heron", held: [hold(egret, "Egret")] });
    expect(await saleStatus(heron)).toBe("available");
    expect(await notes(orderNumber)).toEqual(["Order placed", "Heron released: back on sale"]);
    // The order keeps its line and its total; it is still waiting for payment.
    const order = await owner(`/api/admin/orders/${orderNumber}`);
    expect(order.body).toMatchObject({ status: "pending", total: placed.body.total });
    expect(order.body.items).toHaveLength(3);

    // Not twice, not another's, not a paid order's.
    expect((await release(orderNumber, heron)).body).toEqual({
      message: `Heron was already released from order ${orderNumber}`,
    });
    expect((await release(orderNumber, heron)).status).toBe(409);
    expect((await release(orderNumber, 987_654)).status).toBe(404);
    expect((await release(orderNumber, "x")).status).toBe(404);
    expect((await release("EA-0000-0000-0000", egret)).status).toBe(404);
    expect(
      (
        await t.request(`/api/admin/orders/${orderNumber}/originals/${egret}/release`, {
          method: "POST",
        })
      ).status,
    ).toBe(401);

    // Another buyer takes the released piece; cancelling the first order leaves it theirs.
    const second = await checkout("203.0.113.83", [heron], "grace@example.com");
    expect(second.status).toBe(201);
    expect(
      (await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "cancelled" })))
        .status,
    ).toBe(200);
    expect(await saleStatus(heron)).toBe("reserved");
    expect(await saleStatus(egret)).toBe("available");
    expect((await held()).body).toEqual([
      expect.objectContaining({ artworkId: heron, orderNumber: second.body.orderNumber }),
    ]);
    // A paid order's originals are sold with it: nothing to release.
    expect(
      (
        await owner(
          `/api/admin/orders/${second.body.orderNumber}`,
          json("PATCH", { status: "paid" }),
        )
      ).status,
    ).toBe(200);
    const late = await release(second.body.orderNumber, heron);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/is no longer waiting for payment/);
    expect(await saleStatus(heron)).toBe("sold");
  });

  it("takes a released original back when its order is paid if still free, and tells the owner of one that is not", async () => {
    const heron = await painting("Heron");
    const egret = await painting("Egret");
    const first = await checkout("203.0.113.84", [heron, egret]);
    const { orderNumber } = first.body;
    expect((await release(orderNumber, heron)).status).toBe(200);
    expect((await release(orderNumber, egret)).status).toBe(200);
    expect((await checkout("203.0.113.85", [egret], "grace@example.com")).status).toBe(201);

    const paid = await owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "paid" }));
    expect(paid.status).toBe(200);
    expect(await saleStatus(heron)).toBe("sold");
    // The other buyer keeps theirs.
    expect(await saleStatus(egret)).toBe("reserved");
    expect((await notes(orderNumber)).slice(-2)).toEqual([
      null,
      "Egret had been released from this order and is no longer available: refund it, or agree with the buyer what to do",
    ]);
    // The certificate is for the piece the buyer has.
    const certificates = await t
      .db()
      .selectFrom("certificates")
      .select(["artwork_id", "order_number"])
      .execute();
    expect(certificates).toEqual([{ artwork_id: heron, order_number: orderNumber }]);
  });
});
