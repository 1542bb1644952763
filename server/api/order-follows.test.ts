/**
 * The order as its buyer and owner see it afterwards — its timeline, tracking
 * for a shipped order, the owner's e-mail when the sweep cancels one, and what the sweep did in
 * the owner's list.
 */
import { describe, expect, it } from "vitest";
import { addArtwork, addCoaster } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { type Json, sweepAt, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";

const DAY = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY).toISOString();

describe.each(DB_KINDS)("the order after checkout (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL: "https://art.example" } });
  const { owner } = t;

  async function place(lines: Json[], address = "203.0.113.70") {
    const buyer = visitor(t, address);
    for (const line of lines) expect([200, 201]).toContain((await buyer.add(line)).status);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return { buyer, order: placed.body as Json };
  }
  const patch = (number: string, body: Json) =>
    owner(`/api/admin/orders/${number}`, json("PATCH", body));
  const mails = (kind: string) =>
    t.db().selectFrom("mail_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute();

  it("tells the buyer each step: placed, paid, shipped with tracking, completed", async () => {
    const coaster = await addCoaster(t.db(), "Oak coaster", { stock: 5 });
    const { buyer, order } = await place([{ productId: coaster }]);
    expect(order.timeline).toEqual([{ kind: "placed", at: order.createdAt, note: null }]);
    expect(order.paidAt).toBeNull();
    expect(order.tracking).toBeNull();

    expect((await patch(order.orderNumber, { status: "paid" })).status).toBe(200);
    const shipped = await patch(order.orderNumber, {
      status: "shipped",
      carrier: "royal-mail",
      trackingNumber: "RR123456785GB",
      notifyCustomer: true,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.tracking).toEqual({
      carrier: "royal-mail",
      number: "RR123456785GB",
      url: "https://www.royalmail.com/track-your-item#/tracking-results/RR123456785GB",
    });
    const [mail] = await mails("order-status");
    expect(mail!.subject).toBe(`Order ${order.orderNumber}: Shipped`);
    expect(mail!.text_body).toContain("Sent with Royal Mail, tracking number RR123456785GB.");
    expect(mail!.text_body).toContain(
      "Follow your parcel: https://www.royalmail.com/track-your-item#/tracking-results/RR123456785GB",
    );
    expect(mail!.html_body).toContain(
      '<a href="https://www.royalmail.com/track-your-item#/tracking-results/RR123456785GB">Follow your parcel</a>',
    );

    expect((await patch(order.orderNumber, { status: "completed" })).status).toBe(200);
    const seen = await buyer.send(`/api/orders/${order.orderNumber}`);
    expect(seen.body.timeline.map((event: Json) => event.kind)).toEqual([
      "placed",
      "paid",
      "shipped",
      "completed",
    ]);
    expect(seen.body.paidAt).toBe(seen.body.timeline[1].at);
    expect(seen.body.tracking.number).toBe("RR123456785GB");
  });

  it("takes another carrier's own page, corrects tracking once shipped, and refuses bad tracking", async () => {
    const coaster = await addCoaster(t.db(), "Ash coaster", { stock: 5 });
    const { order } = await place([{ productId: coaster }], "203.0.113.71");
    const n = order.orderNumber;
    for (const [body, field, message] of [
      [{ status: "shipped", carrier: "pigeon" }, "carrier", "Choose a carrier from the list"],
      [{ status: "shipped", carrier: "dpd" }, "trackingNumber", "Enter the tracking number"],
      [
        { status: "shipped", carrier: "other", trackingNumber: "X1" },
        "trackingUrl",
        "Give the address of the carrier's tracking page",
      ],
      [
        { status: "shipped", trackingUrl: "javascript:alert(1)" },
        "trackingUrl",
        "Give the tracking page's address, starting with https://",
      ],
      [
        { status: "shipped", carrier: "dpd", trackingNumber: "<b>1</b>" },
        "trackingNumber",
        "A tracking number has only letters, digits, spaces and dashes",
      ],
      [
        { status: "paid", carrier: "dpd", trackingNumber: "15501234" },
        "trackingNumber",
        "Choose Shipped to add tracking",
      ],
    ] as const) {
      const refused = await patch(n, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await owner(`/api/admin/orders/${n}`)).body.status).toBe("pending");

    const custom = await patch(n, {
      status: "shipped",
      carrier: "other",
      trackingNumber: "ZX-9",
      trackingUrl: "https://parcels.example/track/ZX-9",
    });
    expect(custom.body.tracking).toEqual({
      carrier: "other",
      number: "ZX-9",
      url: "https://parcels.example/track/ZX-9",
    });
    // Shipped already: the tracking can be corrected, without a second "shipped" step for the buyer.
    const corrected = await patch(n, {
      status: "shipped",
      carrier: "dpd",
      trackingNumber: "15501234",
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.tracking.url).toBe("https://track.dpd.co.uk/parcels/15501234");
    expect(corrected.body.timeline.filter((e: Json) => e.kind === "shipped")).toHaveLength(1);
    expect(corrected.body.history.at(-1).note).toBe("Tracking updated");
    // "Shipped" again without tracking says what is missing, not that shipped cannot be shipped.
    const empty = await patch(n, { status: "shipped", carrier: "", trackingNumber: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Give the new carrier and tracking number");
    expect(empty.body.errors).toEqual({ trackingNumber: "Enter the tracking number" });
    expect((await owner(`/api/admin/orders/${n}`)).body.tracking.number).toBe("15501234");
  });

  it("gives the buyer a cancellation's reason only when the owner e-mailed it", async () => {
    const coaster = await addCoaster(t.db(), "Elm coaster", { stock: 5 });
    const quiet = (await place([{ productId: coaster }], "203.0.113.72")).order;
    const told = (await place([{ productId: coaster }], "203.0.113.73")).order;
    await patch(quiet.orderNumber, { status: "cancelled", note: "Suspicious address" });
    await patch(told.orderNumber, {
      status: "cancelled",
      note: "The glaze cracked in the kiln",
      notifyCustomer: true,
    });
    const read = async (n: string) => (await t.request(`/api/orders/${n}`)).json() as Promise<Json>;
    expect((await read(quiet.orderNumber)).timeline.at(-1)).toMatchObject({
      kind: "cancelled",
      note: null,
    });
    expect((await read(told.orderNumber)).timeline.at(-1)).toMatchObject({
      kind: "cancelled",
      note: "The glaze cracked in the kiln",
    });
  });

  it("tells the owner what the sweep did: the reminder in the history and list, the cancellation by e-mail naming what it freed", async () => {
    const painting = await addArtwork(t.db(), { title: "Heron at dusk", category: "paintings" });
    await owner(
      `/api/admin/artworks/${painting}`,
      json("PATCH", { isForSale: true, price: "450" }),
    );
    const coaster = await addCoaster(t.db(), "Yew coaster", { stock: 5 });
    const untracked = await addCoaster(t.db(), "Pine coaster", { stock: null });
    const { order } = await place([
      { artworkId: painting },
      { productId: coaster, quantity: 2 },
      { productId: untracked },
    ]);
    const sweep = (at: string) => sweepAt(t, at);

    expect((await sweep(daysAfter(order.createdAt, 3.6))).body.reminded).toEqual([
      order.orderNumber,
    ]);
    const reminded = await owner(`/api/admin/orders/${order.orderNumber}`);
    expect(reminded.body.history.at(-1)).toMatchObject({
      status: "pending",
      note: "Payment reminder sent automatically",
    });
    expect(reminded.body.timeline.map((e: Json) => e.kind)).toEqual(["placed", "reminded"]);
    expect((await owner("/api/admin/orders")).body[0]).toMatchObject({
      orderNumber: order.orderNumber,
      sweep: "reminded",
    });
    // Reminders send the owner nothing (PRODUCT.md §4).
    expect(await mails("owner-order-expired")).toHaveLength(0);

    expect((await sweep(daysAfter(order.createdAt, 7.1))).body.cancelled).toEqual([
      order.orderNumber,
    ]);
    const [notice, ...more] = await mails("owner-order-expired");
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      to_address: expect.stringContaining("@"),
      subject: `Order ${order.orderNumber} cancelled automatically: not paid in time`,
    });
    expect(notice!.text_body).toContain(
      "Back on sale:\nHeron at dusk (original) is for sale again\n2 × Yew coaster back in stock\n",
    );
    expect(notice!.text_body).not.toContain("Pine coaster");
    expect(notice!.text_body).toContain(`https://art.example/admin/orders/${order.orderNumber}`);

    const list = await owner("/api/admin/orders");
    expect(list.body[0]).toMatchObject({ status: "cancelled", sweep: "cancelled" });
    const page = await owner(`/api/admin/orders/${order.orderNumber}`);
    expect(page.body.autoCancelledAt).not.toBeNull();
    const buyerView = (await (await t.request(`/api/orders/${order.orderNumber}`)).json()) as Json;
    expect(buyerView.timeline.at(-1)).toMatchObject({
      kind: "cancelled",
      note: "Not paid by the deadline",
    });
  });

  it("never speaks of a shipping cost still to come in the confirmation", async () => {
    const coaster = await addCoaster(t.db(), "Birch coaster", { stock: 5 });
    await place([{ productId: coaster }], "203.0.113.74");
    const [confirmation] = await mails("order-confirmation");
    expect(confirmation!.text_body).not.toMatch(/shipping cost/i);
    expect(confirmation!.text_body).toContain("The total below, shipping included, is all you pay");
  });
});
