/**
 * Hostile input for every write endpoint (item 3). The endpoints are enumerated from the
 * Hono app's own route list, and the test fails when one has no entry in ENDPOINTS
 * (testing/hostile/), so a new
 * endpoint can't be missed. Each endpoint gets, with the session it needs (owner or a visitor's
 * cart) and on a fresh database with a little of everything in it:
 *
 * - every field of a valid body replaced by wrong types, null, deep objects, arrays, 100k-character
 *   strings, huge, negative, fractional and non-finite numbers (as the field's kind calls for);
 * - whole bodies: arrays, null, scalars, empty, malformed and very deeply nested JSON, an oversized
 *   body, `__proto__` / `constructor` / `prototype` keys (as raw JSON text too), and the wrong
 *   content type (text/plain, form-urlencoded, multipart, none);
 * - path parameters that are not ids (text, negative, fractional, beyond 32 bits, encoded bytes);
 * - for the uploads: JSON and text bodies, missing files, text posing as an image, zero bytes, a
 *   wrong extension, a PNG header claiming 50,000 × 50,000 pixels and an unknown section.
 *
 * Every refusal must be a 4xx with a non-empty `message`, leave every table (and the media folder)
 * exactly as it was, and leave Object.prototype unpolluted. About 15 s per engine.
 */
import { describe, expect, it } from "vitest";
import { snapshot } from "../testing/hostile/fixtures.ts";
import { ENDPOINTS } from "../testing/hostile/suite.ts";
import { makeJpeg } from "../testing/images.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { DEMO_TAX, useTestApp, withTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER } from "../testing/visitor.ts";

// The endpoints themselves are tried in hostile-input-{shop,catalogue,admin}.test.ts, three files
// that Vitest's two workers run beside each other.
describe("hostile input: the endpoint table", () => {
  it("has an entry for every write endpoint the app serves", async () => {
    await withTestApp("sqlite", {}, async (t) => {
      const writes = new Set(
        t.app.routes
          .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method))
          .map((route) => `${route.method} ${route.path}`),
      );
      expect([...writes].sort()).toEqual(Object.keys(ENDPOINTS).sort());
      // Catch-all routes take every method: only middleware and the API's 404 may use them.
      const catchAll = t.app.routes
        .filter((route) => route.method === "ALL")
        .map((route) => route.path);
      expect(catchAll.every((route) => route.endsWith("*"))).toBe(true);
    });
  });
});

describe.each(DB_KINDS)("amounts beyond what the database holds (%s)", (kind) => {
  // Priced as the demo does (its 8 % tax): the total, not only the goods, must overflow.
  const t = useTestApp(kind, { store: DEMO_TAX });

  it("refuses an order whose amounts don't fit a money column, and stores nothing", async () => {
    const owner = await t.login();
    const image = (await t.services.media.ingest(await makeJpeg(40, 30), "c.jpg", "shop")).url;
    const created = await t.request(
      "/api/admin/products",
      json(
        "POST",
        { name: "Gold Coaster", price: "999999.99", category: "coasters", imageUrl: image },
        { cookie: owner },
      ),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const add = await t.request("/api/cart/add", json("POST", { productId: id, quantity: 99 }));
    expect(add.status).toBe(201);
    const cookie = (add.headers.get("set-cookie") ?? "").split(";")[0]!;
    const line = ((await add.json()) as { items: Array<{ id: number }> }).items[0]!.id;
    const before = await snapshot(t);
    // 99 × 999,999.99 is 9.9 billion pence before the bundle savings: more than 32 bits.
    const order = await t.request("/api/orders", json("POST", CUSTOMER, { cookie }));
    expect(order.status).toBe(409);
    expect(((await order.json()) as { message: string }).message).toMatch(/too large/);
    expect(await snapshot(t)).toBe(before);
    // One of them goes through: 999,999.99 + 8 % tax, shipping free.
    const fewer = await t.request(
      "/api/cart/update",
      json("PATCH", { cartItemId: line, quantity: 1 }, { cookie }),
    );
    expect(fewer.status).toBe(200);
    const placed = await t.request("/api/orders", json("POST", CUSTOMER, { cookie }));
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { total: string }).total).toBe("1079999.99");
  });
});
