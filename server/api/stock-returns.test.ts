/**
 * "Stock returns only what was taken": each order line records the stock it
 * took, and a cancellation (the owner's or the deadline sweep's) gives back exactly that, once.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster, addRobinCard, cellOf, stockOf } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { type Json, sweepAt, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { exportData } from "../services/backup-tables.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)("stock returned on cancellation (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const { owner } = t;
  const stock = (id: number) => stockOf(t.db(), id);
  const setStock = (id: number, value: number | null) =>
    t.db().updateTable("products").set({ stock: value }).where("id", "=", id).execute();

  /** One buyer's order of `lines`; returns the order as the API shows it. */
  async function order(lines: Json[], address = "203.0.113.60") {
    const buyer = visitor(t, address);
    for (const line of lines) expect([200, 201]).toContain((await buyer.add(line)).status);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return placed.body as Json;
  }
  const cancel = (orderNumber: string) =>
    owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status: "cancelled" }));
  const taken = async (orderNumber: string) =>
    (
      await t
        .db()
        .selectFrom("order_items")
        .innerJoin("orders", "orders.id", "order_items.order_id")
        .select(["order_items.product_name", "order_items.variant", "order_items.stock_taken"])
        .where("orders.order_number", "=", orderNumber)
        .orderBy("order_items.id")
        .execute()
    ).map((row) => [row.product_name, row.variant, row.stock_taken]);

  it("gives nothing back for an order placed while stock was not tracked, once the owner counts it", async () => {
    const coaster = await addCoaster(t.db(), "Oak coaster", { stock: null });
    const placed = await order([{ productId: coaster, quantity: 27 }]);
    expect(await taken(placed.orderNumber)).toEqual([["Oak coaster", null, 0]]);
    // The owner starts counting: 28 in the cupboard.
    await setStock(coaster, 28);
    expect((await cancel(placed.orderNumber)).status).toBe(200);
    expect(await stock(coaster)).toBe(28);
  });

  it("gives nothing back when the sweep cancels such an order, and never makes stock from nothing", async () => {
    const coaster = await addCoaster(t.db(), "Slate coaster", { stock: null });
    const placed = await order([{ productId: coaster, quantity: 1 }]);
    await setStock(coaster, 0);
    const swept = await sweepAt(t, new Date(Date.parse(placed.createdAt) + 8 * DAY).toISOString());
    expect(swept.body.cancelled).toEqual([placed.orderNumber]);
    expect(await stock(coaster)).toBe(0);
  });

  it("gives back what each line took of a product's stock, whatever its size", async () => {
    const card = await addRobinCard(t.db());
    await setStock(card, 10);
    const placed = await order([
      { productId: card, variant: "Large", quantity: 2 },
      { productId: card, variant: "Small Square", quantity: 3 },
    ]);
    expect(await stock(card)).toBe(5);
    expect(await taken(placed.orderNumber)).toEqual([
      ["Robin card", "Large", 2],
      ["Robin card", "Small Square", 3],
    ]);
    // Sold elsewhere meanwhile: the cancellation adds its five to whatever is there now.
    await setStock(card, 1);
    expect((await cancel(placed.orderNumber)).status).toBe(200);
    expect(await stock(card)).toBe(6);
  });

  it("gives nothing back to a product whose stock the owner stopped tracking", async () => {
    const coaster = await addCoaster(t.db(), "Ash coaster", { stock: 4 });
    const placed = await order([{ productId: coaster, quantity: 2 }]);
    await setStock(coaster, null);
    expect((await cancel(placed.orderNumber)).status).toBe(200);
    expect(await stock(coaster)).toBeNull();
  });

  it("puts the original and the stock back once, however often the order is cancelled", async () => {
    const painting = await addArtwork(t.db(), { title: "Heron at dusk", category: "paintings" });
    expect(
      (
        await owner(
          `/api/admin/artworks/${painting}`,
          json("PATCH", { isForSale: true, price: "450" }),
        )
      ).status,
    ).toBe(200);
    const coaster = await addCoaster(t.db(), "Elm coaster", { stock: 5 });
    const placed = await order([{ artworkId: painting }, { productId: coaster, quantity: 2 }]);
    expect(await taken(placed.orderNumber)).toEqual([
      ["Heron at dusk", null, 0],
      ["Elm coaster", null, 2],
    ]);
    expect(await stock(coaster)).toBe(3);

    expect((await cancel(placed.orderNumber)).status).toBe(200);
    const again = await cancel(placed.orderNumber);
    expect(again.status).toBe(400);
    // Nor does a sweep long after the deadline cancel it again.
    const later = new Date(Date.parse(placed.createdAt) + 30 * DAY).toISOString();
    expect((await sweepAt(t, later)).body.cancelled).toEqual([]);
    expect(await stock(coaster)).toBe(5);
    expect(await cellOf(t.db(), "artworks", "sale_state", { id: painting })).toBe("available");
  });

  it("keeps what each line took in a backup", async () => {
    const coaster = await addCoaster(t.db(), "Yew coaster", { stock: 5 });
    await order([{ productId: coaster, quantity: 2 }]);
    const backup = await exportData(t.db());
    expect(backup.tables.order_items).toEqual([expect.objectContaining({ stock_taken: 2 })]);
  });
});
