import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster, stockOf } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import {
  DEMO_TAX,
  expectAnswer,
  type Json,
  sweepAt,
  useTestApp,
} from "../../testing/use-test-app.ts";
import { CUSTOMER, EMPTY_CART, visitor } from "../../testing/visitor.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Originals for sale (PRODUCT.md §4, "Originals"). */
describe.each(DB_KINDS)("originals for sale (%s)", (kind) => {
  const t = useTestApp(kind, {
    owner: true,
    store: DEMO_TAX,
    env: { PUBLIC_URL: "https://art.example" },
  });
  const { owner } = t;

  /** A painting the owner offers at 450.00 through the admin API; returns its id. */
  async function original(
    title = "Heron at dusk",
    patch: Json = { isForSale: true, price: "450" },
  ) {
    const id = await addArtwork(t.db(), { title, category: "paintings-drawings" });
    const changed = await owner(`/api/admin/artworks/${id}`, json("PATCH", patch));
    expect(changed.status).toBe(200);
    return id;
  }
  const publicArtwork = async (id: number) =>
    ((await (await t.request("/api/artworks")).json()) as Json[]).find((a) => a.id === id);
  const statusOf = async (id: number) => (await publicArtwork(id))?.saleStatus;
  const buy = async (id: number, address = "203.0.113.40") => {
    const buyer = visitor(t, address);
    expect((await buyer.add({ artworkId: id })).status).toBe(201);
    return { buyer, placed: await buyer.send("/api/orders", json("POST", CUSTOMER)) };
  };
  const move = (orderNumber: string, status: string) =>
    owner(`/api/admin/orders/${orderNumber}`, json("PATCH", { status }));

  it("shows isForSale, price and saleStatus in the public artwork JSON", async () => {
    const hidden = await addArtwork(t.db(), { title: "Study", category: "sketches" });
    const priced = await original("Priced");
    const onRequest = await original("On request", { isForSale: true, price: "" });
    expect(await publicArtwork(hidden)).toMatchObject({
      isForSale: false,
      price: "",
      saleStatus: "not-for-sale",
    });
    const shown = await publicArtwork(priced);
    expect(shown).toMatchObject({ isForSale: true, price: "450.00", saleStatus: "available" });
    expect(shown).not.toHaveProperty("saleState");
    expect(await publicArtwork(onRequest)).toMatchObject({
      isForSale: true,
      price: "",
      saleStatus: "on-request",
    });
  });

  it("lives available → reserved by an order → sold when paid", async () => {
    const id = await original();
    const { buyer, placed } = await buy(id);
    expectAnswer(placed, 201, {
      subtotal: "450.00",
      discount: "0.00",
      // 8 % of the original and its shipping: 450.00 + 15.00.
      tax: "37.20",
      // Over the free-shipping threshold, but an original always adds its own £15 at home.
      shipping: "15.00",
      total: "502.20",
    });
    expect(placed.body.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        price: "450.00",
        artworkId: id,
        product: expect.objectContaining({ id: null, name: "Heron at dusk" }),
      }),
    ]);
    expect((await buyer.cart()).body.itemCount).toBe(0);
    expect(await statusOf(id)).toBe("reserved");
    expect((await move(placed.body.orderNumber, "awaiting-payment")).status).toBe(200);
    expect(await statusOf(id)).toBe("reserved");
    expect((await move(placed.body.orderNumber, "paid")).status).toBe(200);
    expect(await statusOf(id)).toBe("sold");
    // The owner's list shows the stored state too.
    const listed = (await owner("/api/admin/artworks")).body.find((a: Json) => a.id === id);
    expect(listed).toMatchObject({ saleStatus: "sold", saleState: "sold" });
  });

  it("is available again when its order is cancelled, even after payment", async () => {
    const id = await original();
    const { placed } = await buy(id);
    expect((await move(placed.body.orderNumber, "cancelled")).status).toBe(200);
    expect(await statusOf(id)).toBe("available");

    const again = await buy(id, "203.0.113.41");
    expect(again.placed.status).toBe(201);
    await move(again.placed.body.orderNumber, "paid");
    expect(await statusOf(id)).toBe("sold");
    await move(again.placed.body.orderNumber, "cancelled");
    expect(await statusOf(id)).toBe("available");
  });

  it("is available again when the sweep cancels its unpaid order at the deadline", async () => {
    const id = await original();
    const { placed } = await buy(id);
    const swept = await sweepAt(t, new Date(Date.parse(placed.body.payBy) + DAY).toISOString());
    expect(swept.body.cancelled).toEqual([placed.body.orderNumber]);
    expect(await statusOf(id)).toBe("available");
  });

  it("refuses with 409 an original that is reserved, sold, not for sale or on request", async () => {
    const reserved = await original("Reserved one");
    await buy(reserved);
    const sold = await original("Sold one");
    await owner(`/api/admin/artworks/${sold}`, json("PATCH", { saleStatus: "sold" }));
    const hidden = await original("Hidden one", { isForSale: false, price: "300" });
    const onRequest = await original("Asked one", { isForSale: true, price: "" });
    const shopper = visitor(t, "203.0.113.50");
    const cases: Array<[number, RegExp]> = [
      [reserved, /Reserved one is reserved/],
      [sold, /Sold one has been sold/],
      [hidden, /Hidden one is not for sale/],
      [onRequest, /Asked one has no price online: please ask about it/],
    ];
    for (const [id, message] of cases) {
      const refused = await shopper.add({ artworkId: id });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(message);
    }
    expect((await shopper.add({ artworkId: 999_999 })).status).toBe(404);
    expect((await shopper.cart()).body.itemCount).toBe(0);
  });

  it("keeps one of an original in a cart, priced as goods beside other things", async () => {
    const id = await original();
    const coaster = await addCoaster(t.db(), "Hare coaster");
    const shopper = visitor(t, "203.0.113.51");
    expect((await shopper.add({ artworkId: id, quantity: 5 })).status).toBe(201);
    expect((await shopper.add({ artworkId: id })).status).toBe(200);
    expect((await shopper.add({ productId: coaster, quantity: 2 })).status).toBe(200);
    const { body } = await shopper.cart();
    expect(body.itemCount).toBe(3);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      productId: null,
      artworkId: id,
      quantity: 1,
      variant: null,
      variantId: null,
      variantPrice: "",
      product: {
        name: "Heron at dusk",
        category: "original",
        price: "450.00",
        imageUrl: expect.stringMatching(/^\/media\//),
      },
    });
    const line = body.items[0].id;
    const changed = await shopper.send(
      "/api/cart/update",
      json("PATCH", { cartItemId: line, quantity: 3 }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe("Heron at dusk is an original: there is only one");
    expect(
      (await shopper.send("/api/cart/update", json("PATCH", { cartItemId: line, quantity: 1 })))
        .status,
    ).toBe(200);
    expect((await shopper.add({ artworkId: id, productId: coaster })).body.errors).toHaveProperty(
      "artworkId",
    );
    // 450.00 + 8.00 (coasters: no bundle for two here) = 458.00; tax 8 %; shipping is free but
    // for the original's own £15.
    const placed = await shopper.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    expect(placed.body.items.map((item: Json) => [item.product.name, item.quantity])).toEqual([
      ["Heron at dusk", 1],
      ["Hare coaster", 2],
    ]);
    expect(placed.body.subtotal).toBe("458.00");
    expect(placed.body.shipping).toBe("15.00");
    // Removing the line works like any other.
    const other = await original("Second");
    const second = visitor(t, "203.0.113.52");
    await second.add({ artworkId: other });
    const lineId = (await second.cart()).body.items[0].id;
    expect((await second.send(`/api/cart/remove/${lineId}`, { method: "DELETE" })).body).toEqual(
      EMPTY_CART,
    );
  });

  it("refuses the order of an original another buyer reserved meanwhile, keeping nothing", async () => {
    const id = await original();
    const coaster = await addCoaster(t.db(), "Wren coaster", { stock: 3 });
    const late = visitor(t, "203.0.113.60");
    await late.add({ artworkId: id });
    await late.add({ productId: coaster, quantity: 1 });
    expect((await buy(id)).placed.status).toBe(201);
    const refused = await late.send("/api/orders", json("POST", CUSTOMER));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Heron at dusk is reserved/);
    expect(await stockOf(t.db(), coaster)).toBe(3);
    const orders = await t.db().selectFrom("orders").select("id").execute();
    expect(orders).toHaveLength(1);
  });

  it("lets exactly one of 200 simultaneous buyers order the same original", async () => {
    const id = await original();
    // 200 clients (an IPv6 client is its /64) with an address each: no per-client limit is near.
    const buyers = Array.from({ length: 200 }, (_, i) =>
      visitor(t, `2001:db8:${(i + 1).toString(16)}::1`),
    );
    for (const buyer of buyers) expect((await buyer.add({ artworkId: id })).status).toBe(201);
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        buyer.send("/api/orders", json("POST", { ...CUSTOMER, email: `buyer${i}@example.com` })),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    for (const refused of results.filter((result) => result.status === 409))
      expect(refused.body.message).toMatch(/Heron at dusk (has just been|is) reserved/);
    const count = async (table: "orders" | "order_items" | "customers") =>
      (await t.db().selectFrom(table).select("id").execute()).length;
    expect([await count("orders"), await count("order_items"), await count("customers")]).toEqual([
      1, 1, 1,
    ]);
    expect(await statusOf(id)).toBe("reserved");
  }, 60_000);

  it("validates the owner's PATCH of isForSale, price and saleStatus, with field messages", async () => {
    const id = await addArtwork(t.db(), { title: "Kingfisher", category: "paintings-drawings" });
    const path = `/api/admin/artworks/${id}`;
    expect((await t.request(path, json("PATCH", { isForSale: true, price: "10" }))).status).toBe(
      401,
    );
    const bad: Array<[Json, string]> = [
      [{ price: "12.345" }, "price"],
      [{ price: "abc" }, "price"],
      [{ price: "-5" }, "price"],
      [{ price: "0" }, "price"],
      [{ price: "1000000" }, "price"],
      [{ price: true }, "price"],
      [{ isForSale: "yes" }, "isForSale"],
      [{ saleStatus: "reserved" }, "saleStatus"],
      [{ saleStatus: "gone" }, "saleStatus"],
    ];
    for (const [body, field] of bad) {
      const refused = await owner(path, json("PATCH", body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors).toHaveProperty(field);
    }
    const priced = await owner(path, json("PATCH", { isForSale: true, price: 120.5 }));
    expect(priced.body).toMatchObject({
      isForSale: true,
      price: "120.50",
      saleStatus: "available",
    });
    const cleared = await owner(path, json("PATCH", { price: "" }));
    expect(cleared.body).toMatchObject({ price: "", saleStatus: "on-request" });
    await owner(path, json("PATCH", { price: "99.00" }));
    // Sold elsewhere, then available again.
    expect((await owner(path, json("PATCH", { saleStatus: "sold" }))).body.saleStatus).toBe("sold");
    expect((await owner(path, json("PATCH", { saleStatus: "available" }))).body.saleStatus).toBe(
      "available",
    );
    // Not while an open order holds it.
    const { placed } = await buy(id);
    const held = await owner(path, json("PATCH", { saleStatus: "available" }));
    expect(held.status).toBe(409);
    expect(held.body.errors.saleStatus).toContain(placed.body.orderNumber);
    expect(await statusOf(id)).toBe("reserved");
    // Hiding it is the owner's choice; the order still holds it.
    expect((await owner(path, json("PATCH", { isForSale: false }))).body.saleStatus).toBe(
      "not-for-sale",
    );
  });

  it("names and links the artwork in the enquiry's stored message and the owner's e-mail", async () => {
    const id = await original("Otter & reeds", { isForSale: true, price: "" });
    const sent = await t.request(
      "/api/contact",
      json("POST", {
        name: "Grace",
        email: "grace@example.com",
        subject: "purchase",
        message: "Is this piece still available?",
        artworkId: String(id),
      }),
    );
    expect(sent.status).toBe(201);
    const messages = (await owner("/api/admin/messages")).body;
    expect(messages[0].artwork).toEqual({
      id,
      title: "Otter & reeds",
      url: `/art/${id}-otter-and-reeds`,
    });
    const mail = await t
      .db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("kind", "=", "owner-new-message")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain("about “Otter & reeds”");
    expect(mail.text_body).toMatch(
      new RegExp(
        `About the artwork “Otter & reeds”: https://art\\.example/art/${id}-otter-and-reeds`,
      ),
    );
    expect(mail.html_body).toContain(`/art/${id}-otter-and-reeds`);

    for (const artworkId of [999_999, "abc", -1, 1.5]) {
      const refused = await t.request(
        "/api/contact",
        json("POST", {
          name: "Grace",
          email: "grace@example.com",
          message: "Is this piece still available?",
          artworkId,
        }),
        "203.0.113.70",
      );
      expect(refused.status, String(artworkId)).toBe(400);
      expect((await refused.json()).errors).toHaveProperty("artworkId");
    }
  });
});
