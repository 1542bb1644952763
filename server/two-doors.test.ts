/**
 * The page door and the API door (issue 31): the same hostile and boundary input sent through a
 * page's action (a form post, as a browser without JavaScript sends it) and through the JSON API
 * gets the same status class and the same message, because both hand it to one capability whose
 * schema reads forms and JSON alike. Runs on both engines.
 */
import { describe, expect, it } from "vitest";
import { addProduct } from "./testing/fixtures.ts";
import { servePages } from "./testing/page-site.ts";
import { json } from "./testing/test-app.ts";
import { DB_KINDS } from "./testing/test-db.ts";
import { useTestApp } from "./testing/use-test-app.ts";
import { visitor } from "./testing/visitor.ts";

const pages = servePages();

/** A form post as a browser sends it, with the cookies it holds. */
const form = (fields: Record<string, string>, cookie: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost",
    cookie,
  },
  body: new URLSearchParams(fields),
});

/** 2 for 2xx, 4 for 4xx, … */
const statusClass = (status: number) => Math.floor(status / 100);

describe.each(DB_KINDS)("the page door and the API door (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  it.each([
    ["99", 2, ""],
    ["100", 4, "You can add at most 99 of one item"],
    ["150", 4, "You can add at most 99 of one item"],
    ["0", 4, "Quantity must be a whole number of 1 or more"],
    ["abc", 4, "Quantity must be a whole number of 1 or more"],
  ])(
    "a cart quantity of %s: the same answer through the cart page and the API",
    async (quantity, expected, message) => {
      const site = pages.site(t);
      const productId = await addProduct(t.db(), {
        name: "Snap-Cat",
        category: "snap-cards",
        price: 500,
      });
      const v = visitor(t);
      await v.add({ productId });
      const [line] = (await v.cart()).body.items;
      const cartItemId = String(line.id);

      const page = await site("/cart", form({ intent: "update", cartItemId, quantity }, v.cookie));
      const api = await v.send("/api/cart/update", json("PATCH", { cartItemId, quantity }));
      expect(statusClass(page.status)).toBe(expected);
      expect(statusClass(api.status)).toBe(expected);
      if (message) {
        expect(await page.text()).toContain(message);
        expect(api.body.message).toBe(message);
      }
      // The page's refusal changed nothing; its success set what the API then sees.
      expect((await v.cart()).body.itemCount).toBe(expected === 2 ? 99 : 1);
    },
    // The first page request compiles the route modules (Vite), which takes a while on a busy machine.
    60_000,
  );

  it("a price of 12.345: the same refusal through the Products page and the API", async () => {
    const site = pages.site(t);
    const id = await addProduct(t.db(), { name: "Hare coaster", category: "coasters", price: 800 });
    const fields = {
      intent: "edit",
      id: String(id),
      name: "Hare coaster",
      category: "coasters",
      price: "12.345",
      description: "",
      imageUrls: `/media/${"b".repeat(32)}/400.webp`,
    };
    const page = await site("/admin?index", form(fields, t.cookie));
    const api = await t.owner(`/api/admin/products/${id}`, json("PATCH", { price: "12.345" }));
    expect(page.status).toBe(400);
    expect(api.status).toBe(400);
    const message = "Enter a price like 4.00";
    expect(await page.text()).toContain(message);
    expect(api.body.errors?.price ?? api.body.message).toBe(message);
    const stored = await t
      .db()
      .selectFrom("products")
      .select("price")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(stored?.price).toBe(800);
  }, 60_000);

  it("an unknown intent is a 400 with one message on every page with an intent table", async () => {
    const site = pages.site(t);
    const v = visitor(t);
    const cart = await site("/cart", form({ intent: "explode" }, v.cookie));
    const products = await site("/admin?index", form({ intent: "explode", id: "1" }, t.cookie));
    for (const response of [cart, products]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Unknown action");
    }
  }, 60_000);
});
