import { describe, expect, it } from "vitest";
import { addCoaster } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { pageReplay } from "./page-replay.ts";

const ORIGIN = "http://shop.test";

/**
 * Replayed pages and cached reads change only when what they show changes (decision 015): the
 * real app's writes, through the real write tracker, against the page replay that serves `/`.
 */
describe.each(DB_KINDS)("scoped invalidation (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  /** The home page as the replay serves it; `renders` counts how often it had to be drawn. */
  function homePage() {
    const replay = pageReplay(t.database.handle.writes);
    let renders = 0;
    const show = () =>
      replay({
        request: new Request(`${ORIGIN}/`),
        origin: ORIGIN,
        nonce: "n".repeat(22),
        visitor: async () => "0",
        render: async () => {
          renders++;
          return new Response(`<p>home ${renders}</p>`, { status: 200 });
        },
      });
    return {
      /** Shows the page and answers how many renders it has taken so far. */
      async renders() {
        await (await show()).text();
        return renders;
      },
    };
  }

  /** Whether `/api/products` came from the response replay (its log line says so). */
  async function productsReplayed(): Promise<boolean> {
    const before = t.logs.length;
    expect((await t.request("/api/products")).status).toBe(200);
    return t.logs.slice(before).some((line) => line.path === "/api/products" && line.replayed);
  }

  async function placeOrder(productId: number, address: string) {
    const shopper = visitor(t, address);
    expect((await shopper.add({ productId, quantity: 1 })).status).toBe(201);
    const order = await shopper.send("/api/orders", json("POST", CUSTOMER));
    expect(order.status).toBe(201);
    return order.body.orderNumber as string;
  }

  it("keeps the home page through carts, messages, sign-ins and orders that take no stock", async () => {
    const untracked = await addCoaster(t.db(), "Hare coaster"); // stock not tracked
    const home = homePage();
    expect(await home.renders()).toBe(1);
    await productsReplayed();
    expect(await productsReplayed()).toBe(true);

    const shopper = visitor(t);
    expect((await shopper.add({ productId: untracked, quantity: 2 })).status).toBe(201);
    expect((await shopper.add({ productId: untracked, quantity: 1 })).status).toBe(200);
    expect(
      (await shopper.send("/api/cart/update", json("PATCH", { id: 0, quantity: 1 }))).status,
    ).toBeGreaterThanOrEqual(400); // a refused change writes nothing either
    const message = {
      name: "Ada",
      email: "ada@example.com",
      subject: "commission",
      message: "Do you take commissions?",
    };
    expect((await t.request("/api/contact", json("POST", message))).status).toBe(201);
    await t.login(); // a new owner session
    const number = await placeOrder(untracked, "203.0.113.31");
    const paid = await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }));
    expect(paid.status).toBe(200);

    expect(await home.renders()).toBe(1);
    expect(await productsReplayed()).toBe(true);
  });

  it("draws the home page again after an owner's edit, a sale that takes stock and its cancellation", async () => {
    const tracked = await addCoaster(t.db(), "Last coasters", { stock: 5 });
    const home = homePage();
    expect(await home.renders()).toBe(1);

    const edit = await t.owner(`/api/admin/products/${tracked}`, json("PATCH", { price: "4.50" }));
    expect(edit.status).toBe(200);
    expect(await home.renders()).toBe(2);
    await productsReplayed();
    expect(await productsReplayed()).toBe(true);

    const number = await placeOrder(tracked, "203.0.113.32");
    expect(await home.renders()).toBe(3);
    expect(await productsReplayed()).toBe(false);

    const cancelled = await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "cancelled" }),
    );
    expect(cancelled.status).toBe(200);
    expect(await home.renders()).toBe(4);
    expect(await home.renders()).toBe(4);
  });

  it("draws it again after a change to the settings", async () => {
    const home = homePage();
    expect(await home.renders()).toBe(1);
    const saved = await t.owner(
      "/api/admin/settings",
      json("PATCH", {
        store: {
          currency: "GBP",
          taxRate: "20",
          shippingFee: "4.50",
          freeShippingThreshold: "",
          charityStatement: "",
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(await home.renders()).toBe(2);
  });
});
