/**
 * The page door and the API door: the same hostile and boundary input sent through a
 * page's action (a form post, as a browser without JavaScript sends it) and through the JSON API
 * gets the same status class and the same message, because both hand it to one capability whose
 * schema reads forms and JSON alike. Runs on both engines.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster, addProduct, addSnapPack, cellOf } from "../testing/fixtures.ts";
import { makeJpeg } from "../testing/images.ts";
import { formPost, hareCoasterEdit, servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { type ReadResponse, useTestApp } from "../testing/use-test-app.ts";
import { visitor } from "../testing/visitor.ts";

const pages = servePages();

/** Prices no form of money reads: each door refuses them with its field's one format message. */
const MALFORMED_PRICES = ["12.345", "-1", "abc", "1e3"];

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
      const productId = await addSnapPack(t.db(), "Snap-Cat", 500);
      const v = visitor(t);
      await v.add({ productId });
      const [line] = (await v.cart()).body.items;
      const cartItemId = String(line.id);

      const page = await site(
        "/cart",
        formPost({ intent: "update", cartItemId, quantity }, v.cookie),
      );
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
    const id = await addCoaster(t.db(), "Hare coaster", { price: 800 });
    const page = await site("/admin/products", formPost(hareCoasterEdit(id, "12.345"), t.cookie));
    const api = await t.owner(`/api/admin/products/${id}`, json("PATCH", { price: "12.345" }));
    expect(page.status).toBe(400);
    expect(api.status).toBe(400);
    const message = "Enter a price like 4.00";
    expect(await page.text()).toContain(message);
    expect(api.body.errors?.price ?? api.body.message).toBe(message);
    expect(await cellOf(t.db(), "products", "price", { id })).toBe(800);
  }, 60_000);

  it("an unknown intent is a 400 with one message on every page with an intent table", async () => {
    const site = pages.site(t);
    const v = visitor(t);
    const cart = await site("/cart", formPost({ intent: "explode" }, v.cookie));
    const products = await site(
      "/admin/products",
      formPost({ intent: "explode", id: "1" }, t.cookie),
    );
    const others = await Promise.all(
      ["/admin/product/new", "/admin/portfolio", "/admin/snap-cards"].map((path) =>
        site(path, formPost({ intent: "explode", id: "1" }, t.cookie)),
      ),
    );
    for (const response of [cart, products, ...others]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Unknown action");
    }
  }, 60_000);

  /** The stored price of a product or an artwork, in minor units. */
  const storedPrice = async (table: "products" | "artworks", id: number) =>
    (await t.db().selectFrom(table).select("price").where("id", "=", id).executeTakeFirstOrThrow())
      .price;

  /** Both doors refused the price with `message`, beside the field. */
  const expectSameRefusal = async (page: Response, api: ReadResponse, message: string) => {
    expect(page.status).toBe(400);
    expect(api.status).toBe(400);
    expect(await page.text()).toContain(message);
    expect(api.body.errors).toEqual({ price: message });
  };

  it.each([
    ...MALFORMED_PRICES.map((price) => [price, "Enter a price like 4.00"]),
    ["", "Product price is required"],
    ["1000000", "Enter a price below 1,000,000.00"],
  ])(
    "a product price of %j: the same refusal through the page and the API",
    async (price, message) => {
      const site = pages.site(t);
      const id = await addCoaster(t.db(), "Hare coaster", { price: 800 });
      const page = await site("/admin/products", formPost(hareCoasterEdit(id, price), t.cookie));
      const api = await t.owner(`/api/admin/products/${id}`, json("PATCH", { price }));
      await expectSameRefusal(page, api, message);
      expect(api.body.message).toBe(message);
      expect(await storedPrice("products", id)).toBe(800);
    },
    60_000,
  );

  it.each([...MALFORMED_PRICES, "0"])(
    "an original's price of %j: the same refusal through Portfolio and the API",
    async (price) => {
      const site = pages.site(t);
      const id = await addArtwork(t.db(), { title: "Hare", category: "ceramics", price: 45000 });
      const fields = { intent: "gallery-edit", id: String(id), price };
      const page = await site("/admin/portfolio", formPost(fields, t.cookie));
      const api = await t.owner(`/api/admin/artworks/${id}`, json("PATCH", { price }));
      await expectSameRefusal(
        page,
        api,
        "Enter a price like 450.00, or leave it empty for price on request",
      );
      expect(await storedPrice("artworks", id)).toBe(45000);
    },
    60_000,
  );

  it("decimal money is read into minor units alike through the page and the API", async () => {
    const site = pages.site(t);
    const byPage = await addProduct(t.db(), { name: "By page", category: "coasters", price: 1 });
    const byApi = await addProduct(t.db(), { name: "By API", category: "coasters", price: 1 });
    const original = await addArtwork(t.db(), { title: "Hare", category: "ceramics" });
    const image = (await t.services.media.ingest(await makeJpeg(310, 300), "h.jpg", "shop")).url;
    const page = await site(
      "/admin/products",
      formPost(hareCoasterEdit(byPage, "12.5", image), t.cookie),
    );
    expect(page.status).toBe(200);
    expect(
      (await t.owner(`/api/admin/products/${byApi}`, json("PATCH", { price: 12.5 }))).status,
    ).toBe(200);
    expect(await storedPrice("products", byPage)).toBe(1250);
    expect(await storedPrice("products", byApi)).toBe(1250);
    // "" is price on request through either door; 0.29 is 29 pence, not 28 (no floating point).
    const edit = (price: string) =>
      site(
        "/admin/portfolio",
        formPost({ intent: "gallery-edit", id: String(original), price }, t.cookie),
      );
    expect((await edit("0.29")).status).toBe(200);
    expect(await storedPrice("artworks", original)).toBe(29);
    expect((await edit("")).status).toBe(200);
    expect(await storedPrice("artworks", original)).toBeNull();
  }, 60_000);

  it("creates a product, an artwork and a snap card through their pages' actions, as the API does", async () => {
    const site = pages.site(t);
    const picture = async (seed: number, section: "shop" | "portfolio" | "snapcards") =>
      (await t.services.media.ingest(await makeJpeg(300 + seed, 300), `p-${seed}.jpg`, section))
        .url;
    const [shop, portfolio, snap] = [
      await picture(1, "shop"),
      await picture(2, "portfolio"),
      await picture(3, "snapcards"),
    ];
    const creates: Array<[string, Record<string, string>]> = [
      [
        "/admin/product/new",
        {
          intent: "create",
          name: "Tide coaster",
          category: "coasters",
          price: "4.50",
          description: "",
          imageUrls: shop,
          isAvailable: "on",
          externalUrl: "",
          subcategory: "",
        },
      ],
      [
        "/admin/portfolio",
        {
          intent: "gallery-create",
          title: "Tide",
          description: "",
          imageUrl: portfolio,
          category: "ceramics",
          artType: "",
        },
      ],
      [
        "/admin/snap-cards",
        {
          intent: "gallery-create",
          title: "Tabby",
          description: "",
          imageUrl: snap,
          subcategory: "dog",
        },
      ],
    ];
    for (const [path, fields] of creates) {
      expect((await site(path, formPost(fields, t.cookie))).status).toBe(200);
    }
    const products = (await t.owner("/api/admin/products")).body;
    expect(products).toEqual([
      expect.objectContaining({
        name: "Tide coaster",
        price: "4.50",
        imageUrls: [shop],
        isAvailable: true,
      }),
    ]);
    expect((await t.owner("/api/admin/artworks")).body).toEqual([
      expect.objectContaining({
        title: "Tide",
        category: "ceramics",
        imageUrl: portfolio,
        artType: null,
      }),
    ]);
    expect((await t.owner("/api/admin/snap-cards")).body).toEqual([
      expect.objectContaining({ title: "Tabby", subcategory: "dog", imageUrl: snap }),
    ]);
    // A refused create stores nothing, through the page as through the API.
    const refused = await site(
      "/admin/snap-cards",
      formPost(
        { intent: "gallery-create", title: "", imageUrl: snap, subcategory: "dog" },
        t.cookie,
      ),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Title is required");
    expect((await t.owner("/api/admin/snap-cards")).body).toHaveLength(1);
  }, 60_000);

  it.each([
    ["/admin/portfolio", "gallery-reorder", "artworks"],
    ["/admin/home", "testimonial-reorder", "testimonials"],
  ])(
    "a reorder through %s and the API: one transaction, the same refusal",
    async (path, intent, list) => {
      const site = pages.site(t);
      const ids: number[] = [];
      for (const name of ["A", "B", "C"])
        ids.push(
          list === "artworks"
            ? await addArtwork(t.db(), {
                title: name,
                category: "ceramics",
                sort_order: ids.length,
              })
            : (
                await t.owner(
                  "/api/admin/testimonials",
                  json("POST", { quote: "Lovely.", author: name }),
                )
              ).body.id,
        );
      const current = async () =>
        ((await t.owner(`/api/admin/${list}`)).body as Array<{ id: number }>).map((row) => row.id);
      const byPage = (order: Array<number | string>) => {
        const fields = new URLSearchParams({ intent });
        for (const id of order) fields.append("ids", String(id));
        return site(path, { ...formPost({}, t.cookie), body: fields });
      };
      const byApi = (order: Array<number | string>) =>
        t.owner(`/api/admin/${list}/order`, json("PUT", { ids: order }));
      const [a, b, c] = ids as [number, number, number];
      for (const bad of [
        [c, b, a, 999_999],
        [c, b, b, a],
        [c, b],
        [c, b, "abc"],
      ]) {
        const page = await byPage(bad);
        const api = await byApi(bad);
        expect(statusClass(page.status)).toBe(4);
        expect(page.status).toBe(api.status);
        expect(await page.text()).toContain(api.body.message);
        expect(await current()).toEqual([a, b, c]);
      }
      expect((await byPage([c, a, b])).status).toBe(200);
      expect(await current()).toEqual([c, a, b]);
      expect((await byApi([b, c, a])).status).toBe(200);
      expect(await current()).toEqual([b, c, a]);
    },
    60_000,
  );
});
