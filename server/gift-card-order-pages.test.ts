/**
 * An order of gift cards only on the pages (PRODUCT.md §9, "Gift cards"): the checkout asks for a
 * name and an e-mail, the order's page says the cards are e-mailed rather than sent, and the
 * owner's order page says there is nothing to post (no shipping step, no packing slip) and names
 * whom the cards are for and the cards issued. A mixed cart's checkout still asks for the address.
 */
import { describe, expect, it } from "vitest";
import { addGiftCardProduct, addProduct } from "../testing/fixtures.ts";
import { servePages, textOf } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const SITE = "http://localhost";
const { site: siteOf, ownerText } = servePages();

describe.each(DB_KINDS)("an order of gift cards only on its pages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL: SITE } });

  it("asks for no address at checkout, and says the cards are e-mailed, not posted", async () => {
    const site = siteOf(t);
    const { productId, variantId } = await addGiftCardProduct(t.db());
    const buyer = visitor(t);
    expect((await buyer.add({ productId, variantId, quantity: 1 })).status).toBeLessThan(300);
    const form = await site("/checkout", { headers: { cookie: buyer.cookie } });
    const html = await form.text();
    expect(textOf(html)).toContain("Who is the gift card for?");
    for (const name of ["firstName", "lastName", "email"]) expect(html).toContain(`name="${name}"`);
    for (const name of ["address", "city", "zipCode", "country", "phone"]) {
      expect(html).not.toContain(`name="${name}"`);
    }

    const placed = await site("/checkout", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE,
        cookie: buyer.cookie,
      },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        giftRecipientName: "Cleo",
        giftRecipientEmail: "cleo@example.com",
        giftMessage: "For your new studio",
      }),
    });
    expect(placed.status).toBe(302);
    const number = /\/checkout\/success\/([A-Z0-9-]+)\?/.exec(placed.headers.get("location")!)![1]!;
    const orders = placed.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .find((cookie) => cookie.startsWith("easel_orders="))!;
    const page = textOf(
      await (
        await site(`/checkout/success/${number}`, {
          headers: { cookie: `${buyer.cookie}; ${orders}` },
        })
      ).text(),
    );
    expect(page).toContain(
      "The gift card is e-mailed to Cleo (cleo@example.com) once the order is paid.",
    );
    expect(page).toContain("Ordered by");
    expect(page).not.toContain("packed and sent");
    expect(page).not.toContain("Shipping to");
    expect(page).not.toContain("shipping included");

    // The owner's page: nothing to post, whom it is for, and no cards until it is paid.
    const admin = ownerText(t);
    const before = await admin(`/admin/orders/${number}`);
    expect(before).toContain(
      "Nothing to post: every line is a gift card, e-mailed once the order is paid.",
    );
    expect(before).toContain("Cleo cleo@example.com");
    expect(before).toContain("For your new studio");
    expect(before).toContain("The cards are issued once the order is paid.");
    expect(before).not.toContain("Packing slip");
    expect(before).not.toContain("Shipped");
    const slip = await site(`/admin/orders/${number}/packing-slip`, {
      headers: { cookie: t.cookie },
    });
    expect(slip.status).toBe(404);
    const invoice = await admin(`/admin/orders/${number}/invoice`);
    expect(invoice).toContain("Ada Lovelace");

    const paid = await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }));
    expect(paid.status).toBe(200);
    const after = await admin(`/admin/orders/${number}`);
    expect(after).toMatch(/••••-••••-••••-[A-HJKMNP-Z2-9]{4} £25\.00 left of £25\.00/);
    expect(after).toContain("All gift cards");
    const paidPage = textOf(
      await (
        await site(`/checkout/success/${number}`, {
          headers: { cookie: `${buyer.cookie}; ${orders}` },
        })
      ).text(),
    );
    expect(paidPage).toContain("The gift card has been e-mailed to Cleo (cleo@example.com).");
  });

  it("still asks a mixed cart for its address, and its admin page offers shipping beside its gift card", async () => {
    const site = siteOf(t);
    const { productId, variantId } = await addGiftCardProduct(t.db());
    const print = await addProduct(t.db(), { name: "Wren print", category: "prints", price: 6000 });
    const buyer = visitor(t);
    expect((await buyer.add({ productId, variantId, quantity: 1 })).status).toBeLessThan(300);
    expect((await buyer.add({ productId: print, quantity: 1 })).status).toBeLessThan(300);
    const html = await (await site("/checkout", { headers: { cookie: buyer.cookie } })).text();
    for (const name of ["address", "city", "zipCode", "country"]) {
      expect(html).toContain(`name="${name}"`);
    }
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    const admin = await ownerText(t)(`/admin/orders/${placed.body.orderNumber}`);
    expect(admin).toContain("Packing slip");
    expect(admin).toContain("Shipped");
    expect(admin).toContain(CUSTOMER.address);
    expect(admin).not.toContain("Nothing to post");
    expect(admin).toContain("Gift cards For Mailed to the buyer");
    expect(admin).toContain("The cards are issued once the order is paid.");
  });
});
