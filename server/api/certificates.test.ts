import { describe, expect, it } from "vitest";
import { addArtwork, countRows, outboxText } from "../../testing/fixtures.ts";
import { json } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useStripeStandIn, webhookDelivery } from "../../testing/use-stripe-stand-in.ts";
import { type Json, useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { exportData } from "../services/backup-tables.ts";

const PUBLIC_URL = "https://art.example";
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Certificates of authenticity and collectors (PRODUCT.md §4). */
describe.each(DB_KINDS)("certificates and collectors (%s)", (kind) => {
  const standIn = useStripeStandIn(PUBLIC_URL);
  const t = useTestApp(kind, { owner: true, env: standIn.env });
  const { owner } = t;

  /** A painting for sale at 450.00, bought by a visitor: its id, the order and the buyer. */
  async function bought(title = "Heron at dusk", address = "203.0.113.70") {
    const painting = await addArtwork(t.db(), {
      title,
      category: "paintings-drawings",
      is_for_sale: true,
      price: 45_000,
      year: 2024,
      medium: "Oil on linen",
      dimensions: "40 × 50 cm",
    });
    const buyer = visitor(t, address);
    expect((await buyer.add({ artworkId: painting })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return { painting, buyer, number: placed.body.orderNumber as string };
  }
  const move = (number: string, status: string, notifyCustomer = false) =>
    owner(`/api/admin/orders/${number}`, json("PATCH", { status, notifyCustomer }));
  const certificates = async () => (await owner("/api/admin/certificates")).body as Json[];
  const rows = () => t.db().selectFrom("certificates").selectAll().orderBy("number").execute();

  it("issues one certificate when an original is paid, linked from the buyer's e-mail, and none more later", async () => {
    const { painting, number } = await bought();
    expect(await certificates()).toEqual([]);
    expect((await move(number, "paid", true)).status).toBe(200);
    const listed = await certificates();
    expect(listed).toEqual([
      {
        number: 1,
        code: expect.stringMatching(CODE),
        artworkId: painting,
        orderNumber: number,
        issuedAt: expect.any(String),
      },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({
      title: "Heron at dusk",
      year: 2024,
      medium: "Oil on linen",
      dimensions: "40 × 50 cm",
      image_url: `/media/${"a".repeat(32)}/600.webp`,
      artist_name: expect.any(String),
      sold_on: new Date().toISOString().slice(0, 10),
      buyer_name: "Ada Lovelace",
      revoked_at: null,
    });
    expect(Boolean(row!.buyer_named)).toBe(false);
    expect(await outboxText(t.db(), "order-status")).toContain(
      `Your certificate of authenticity for Heron at dusk: ${PUBLIC_URL}/checkout/success/${number}/certificate/${listed[0].code}?key=`,
    );
    // Shipped and completed are paid too: still the one certificate.
    await move(number, "shipped");
    await move(number, "completed");
    expect(await countRows(t.db(), "certificates")).toBe(1);
    // Backups carry certificates and collectors.
    const backup = await exportData(t.db());
    expect(backup.tables.certificates).toHaveLength(1);
    expect(backup.tables.collectors).toEqual([
      expect.objectContaining({ email: CUSTOMER.email, name: "Ada Lovelace" }),
    ]);
  });

  it("issues one certificate when two owners click paid at the same moment", async () => {
    const { number } = await bought();
    await move(number, "awaiting-payment");
    const both = await Promise.all([move(number, "paid", true), move(number, "paid", true)]);
    expect(both.map((answer) => answer.status)).toContain(200);
    expect(both.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await countRows(t.db(), "certificates")).toBe(1);
  });

  it("issues one certificate for a card payment delivered twice at once and again later", async () => {
    const { buyer, number } = await bought();
    const answer = await buyer.send(`/api/orders/${number}/payment`, { method: "POST" });
    expect(answer.status).toBe(200);
    const stripe = standIn.stripe();
    const session = stripe.sessions.get(new URL(answer.body.url).pathname.split("/").pop()!)!;
    const { payload, signature } = stripe.completedEvent(session);
    const deliver = () => webhookDelivery(t)(payload, signature);
    const both = await Promise.all([deliver(), deliver()]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await deliver()).status).toBe(200);
    expect(await certificates()).toEqual([expect.objectContaining({ orderNumber: number })]);
  });

  it("issues none for a cancelled order, and withdraws one when a paid order is cancelled", async () => {
    const cancelled = await bought("Cancelled one");
    await move(cancelled.number, "cancelled");
    expect(await countRows(t.db(), "certificates")).toBe(0);
    const refunded = await bought("Refunded one", "203.0.113.71");
    await move(refunded.number, "paid");
    await move(refunded.number, "cancelled");
    const [row] = await rows();
    expect(row!.revoked_at).not.toBeNull();
    // A withdrawn certificate owns nothing for its collector.
    expect((await owner("/api/admin/collectors")).body[0].works).toEqual([]);
  });

  it("numbers certificates in order, and issues one by hand for a work sold elsewhere", async () => {
    const { number } = await bought();
    await move(number, "paid");
    const elsewhere = await addArtwork(t.db(), { title: "Sold at the fair", category: "ceramics" });
    const issued = await owner(
      "/api/admin/certificates",
      json("POST", {
        artworkId: elsewhere,
        soldOn: "2025-05-17",
        buyerName: "Grace Hopper",
        buyerEmail: "Grace@Example.com",
        buyerNamed: true,
      }),
    );
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      number: 2,
      orderNumber: null,
      title: "Sold at the fair",
      soldOn: "2025-05-17",
      buyerName: "Grace Hopper",
      buyerNamed: true,
    });
    // One live certificate per work.
    const again = await owner(
      "/api/admin/certificates",
      json("POST", { artworkId: elsewhere, soldOn: "2025-05-18" }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors.artworkId).toMatch(/Certificate No\. 2 already vouches/);
    for (const [body, field] of [
      [{ artworkId: elsewhere, soldOn: "17 May" }, "soldOn"],
      [{ artworkId: 99_999, soldOn: "2025-05-17" }, "artworkId"],
      [{ artworkId: elsewhere, soldOn: "2025-05-17", buyerEmail: "not-mail" }, "buyerEmail"],
    ] as const) {
      const refused = await owner("/api/admin/certificates", json("POST", body));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty(field);
    }
    expect((await certificates()).map((c) => c.number)).toEqual([2, 1]);
  });

  it("lists collectors with their e-mail and works, keeps notes, adds by hand, and exports formula-safe CSV", async () => {
    const { painting, number } = await bought();
    await move(number, "paid");
    const added = await owner(
      "/api/admin/collectors",
      json("POST", { name: '=HYPERLINK("x")', email: "b@example.com", notes: "Met at the fair" }),
    );
    expect(added.status).toBe(201);
    expect(
      (
        await owner(
          "/api/admin/collectors",
          json("POST", { name: "Again", email: "B@example.com" }),
        )
      ).status,
    ).toBe(409);
    const ada = (await owner("/api/admin/collectors")).body.find(
      (c: Json) => c.email === CUSTOMER.email,
    );
    expect(ada).toMatchObject({
      name: "Ada Lovelace",
      addedByHand: false,
      works: [
        {
          certificateNumber: 1,
          artworkId: painting,
          title: "Heron at dusk",
          orderNumber: number,
          soldOn: expect.any(String),
        },
      ],
    });
    const noted = await owner(
      `/api/admin/collectors/${ada.id}`,
      json("PATCH", { notes: "+1 555" }),
    );
    expect(noted.status).toBe(200);
    expect(noted.body.notes).toBe("+1 555");
    expect((await owner("/api/admin/collectors/99999", json("PATCH", { notes: "" }))).status).toBe(
      404,
    );
    const response = await t.request("/api/admin/collectors/export.csv", {
      headers: { cookie: t.cookie },
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""x"")","b@example.com","","Met at the fair"`);
    expect(text).toContain(`"Ada Lovelace","${CUSTOMER.email}","Heron at dusk (`);
    expect(text).toContain(`"'+1 555"`);
  });

  it("keeps certificates and collectors to the owner: 401 without a session", async () => {
    for (const path of ["/api/admin/certificates", "/api/admin/collectors"]) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});
