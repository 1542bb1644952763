/**
 * The invoice and packing slip of an order (PRODUCT.md §2, the admin area): owner only, 404 for an
 * unknown number, the figures the order stored, and no prices on the packing slip.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "#core/money.ts";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { addProduct, addSnapPack } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { DEMO_TAX, useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const pages = servePages();
const PAPERS = ["invoice", "packing-slip"] as const;

describe.each(DB_KINDS)("invoice and packing slip (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true, store: DEMO_TAX });

  /** An order of two packs of Snap-Cat (a bundle saving) and a print, as a shopper places it. */
  async function placeOrder(): Promise<string> {
    const snap = await addSnapPack(t.db());
    const print = await addProduct(t.db(), {
      name: "Harbour_print",
      category: "prints",
      price: 2450,
    });
    const shopper = visitor(t);
    await shopper.add({ productId: snap, quantity: 2 });
    await shopper.add({ productId: print, quantity: 1 });
    const placed = await shopper.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    return placed.body.orderNumber;
  }

  it("are the owner's only: the sign-in form without a session, no order details", async () => {
    const number = await placeOrder();
    const site = pages.site(t);
    for (const paper of PAPERS) {
      for (const path of [
        `/admin/orders/${number}/${paper}`,
        `/admin/orders/${number}/${paper}.data`,
      ]) {
        const response = await site(path, { headers: { cookie: "easel_owner=forged" } });
        expect(response.status, path).toBe(401);
        const body = await response.text();
        expect(body, path).not.toContain(CUSTOMER.email);
        expect(body, path).not.toContain(CUSTOMER.address);
        expect(body, path).not.toContain("Harbour_print");
      }
      const page = await (await site(`/admin/orders/${number}/${paper}`)).text();
      expect(page).toContain("Owner sign in");
    }
  });

  it("answer 404 for an unknown order number", async () => {
    const site = pages.site(t);
    for (const paper of PAPERS) {
      for (const number of ["EA-0000-0000-0000", "not-an-order"]) {
        const response = await site(`/admin/orders/${number}/${paper}`, {
          headers: { cookie: t.cookie },
        });
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("404 Page Not Found");
      }
    }
  });

  it("print the invoice with the shop's details, the lines and the totals the order stored", async () => {
    const profile = {
      ...DEFAULT_PROFILE,
      artistName: "Mara Quill Studio",
      ordersEmail: "orders@maraquill.example",
      businessAddress: "Studio 4\n12 Harbour Road\nSt Ives TR26 1AA",
    };
    await t.owner(
      "/api/admin/settings",
      json("PATCH", { profile, paymentInstructions: "Bank transfer to sort code 00-00-00." }),
    );
    const number = await placeOrder();
    const stored = await t
      .db()
      .selectFrom("orders")
      .selectAll()
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
    expect(stored.discount).toBeGreaterThan(0);
    const money = (value: number) => formatMoney(value, stored.currency);

    const response = await pages.site(t)(`/admin/orders/${number}/invoice`, {
      headers: { cookie: t.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(html).toContain(`<title>Invoice ${number} · Admin</title>`);
    expect(html).toMatch(/<h1[^>]*>Invoice<\/h1>/);
    expect(html).toContain(number);
    expect(html).toContain("Mara Quill Studio");
    expect(html).toContain("Studio 4\n12 Harbour Road\nSt Ives TR26 1AA");
    expect(html).toContain("orders@maraquill.example");
    // The name, then the street, each on its own line, and the country by its name.
    expect(html).toMatch(
      new RegExp(
        `>${CUSTOMER.firstName} ${CUSTOMER.lastName}</span><span class="block">${CUSTOMER.address}</span>`,
      ),
    );
    expect(html).toContain(">United Kingdom</span>");
    // Each line: name (as the owner typed it), quantity, unit price and amount.
    expect(html).toMatch(/Snap-Cat.*?>2<\/td>.*?>£10\.00<\/td>.*?>£20\.00<\/td>/s);
    expect(html).toMatch(/Harbour_print.*?>1<\/td>.*?>£24\.50<\/td>.*?>£24\.50<\/td>/s);
    // The totals as the order stored them.
    expect(html).toContain(`<dd>${money(stored.subtotal)}</dd>`);
    // The saving as one amount with its sign (core/totals-rows.ts: the same row on every page).
    expect(html).toContain(`<dd>-${money(stored.discount)}</dd>`);
    expect(html).toContain(`<dd>${money(stored.tax)}</dd>`);
    expect(html).toContain(`<dd>${stored.shipping === 0 ? "Free" : money(stored.shipping)}</dd>`);
    expect(html).toMatch(
      new RegExp(`Total due</dt><dd>${money(stored.total).replace(".", "\\.")}</dd>`),
    );
    expect(html).toContain("Bank transfer to sort code 00-00-00.");
  });

  it("print a paid order's invoice as a receipt: Paid {date}, and no Total due or How to pay", async () => {
    await t.owner(
      "/api/admin/settings",
      json("PATCH", { paymentInstructions: "Bank transfer to sort code 00-00-00." }),
    );
    const number = await placeOrder();
    const paid = await t.owner(`/api/admin/orders/${number}`, json("PATCH", { status: "paid" }));
    expect(paid.status).toBe(200);
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(paid.body.paidAt),
    );
    const html = await (
      await pages.site(t)(`/admin/orders/${number}/invoice`, { headers: { cookie: t.cookie } })
    ).text();
    // The sheet (the page's data still carries the settings it was drawn from).
    const sheet = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    expect(sheet).toContain(`Paid ${day}</dt>`);
    expect(sheet).not.toContain("Total due");
    expect(sheet).not.toContain("How to pay");
    expect(sheet).not.toContain("Bank transfer to sort code 00-00-00.");
  });

  it("print the packing slip with the items, quantities and the delivery address, and no prices", async () => {
    const number = await placeOrder();
    const response = await pages.site(t)(`/admin/orders/${number}/packing-slip`, {
      headers: { cookie: t.cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Packing slip<\/h1>/);
    expect(html).toMatch(/Snap-Cat<\/td>.*?>2<\/td>/s);
    expect(html).toMatch(/Harbour_print<\/td>.*?>1<\/td>/s);
    expect(html).toContain("3<!-- --> <!-- -->items<!-- --> in all");
    expect(html).toContain("Deliver to");
    expect(html).toContain(CUSTOMER.address);
    expect(html).toContain(CUSTOMER.zipCode);
    expect(html).not.toContain("£");
    expect(html).not.toMatch(/"(price|lineTotal|subtotal|total)":/);
  });

  it("print the invoice number, the tax number, the tax inside the prices and names as typed", async () => {
    const store = {
      currency: "GBP",
      taxRate: "20",
      taxName: "VAT",
      pricesIncludeTax: true,
      taxNumber: "GB 123 4567 89",
      shippingFee: "5.00",
      freeShippingThreshold: "",
      charityStatement: "",
    };
    expect((await t.owner("/api/admin/settings", json("PATCH", { store }))).status).toBe(200);
    const name = "Giclée print: red Fox (A4) — snap-CAT";
    const print = await addProduct(t.db(), { name, category: "prints", price: 1200 });
    const shopper = visitor(t);
    await shopper.add({ productId: print });
    const placed = await shopper.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status).toBe(201);
    const number = `${new Date().getUTCFullYear()}-0001`;
    expect(placed.body.invoiceNumber).toBe(number);
    const headers = { cookie: t.cookie };
    for (const paper of PAPERS) {
      const html = await (
        await pages.site(t)(`/admin/orders/${placed.body.orderNumber}/${paper}`, { headers })
      ).text();
      const sheet = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
      expect(sheet, paper).toMatch(new RegExp(`Invoice </dt><dd[^>]*>${number}</dd>`));
      expect(sheet, paper).toMatch(/VAT(<!-- -->)? number <span[^>]*>GB 123 4567 89<\/span>/);
      expect(sheet, paper).toContain(`>${name}</td>`);
      // The £12 print and its £5 shipping, both including VAT: 17.00 − 17.00 ÷ 1.2.
      if (paper === "invoice") expect(sheet).toContain("<dt>Includes VAT (20%)</dt><dd>£2.83</dd>");
    }
  });
  it("show no tax row for a zone not charged tax: cart, checkout, the order's page, invoice, e-mail", async () => {
    const store = {
      currency: "GBP",
      taxRate: "20",
      taxName: "VAT",
      taxZones: { home: true, europe: true, world: false },
      shippingFee: "5.00",
      freeShippingThreshold: "",
      charityStatement: "",
    };
    expect((await t.owner("/api/admin/settings", json("PATCH", { store }))).status).toBe(200);
    const print = await addProduct(t.db(), { name: "Red Fox", category: "prints", price: 1200 });
    const shopper = visitor(t);
    await shopper.add({ productId: print });
    const site = pages.site(t);
    const page = async (path: string, cookie: string) =>
      (await site(path, { headers: { cookie } })).text();
    // Home is charged: the row is there (the check below would otherwise prove nothing).
    expect(await page("/cart?country=GB", shopper.cookie)).toContain("VAT (20%)");
    for (const path of ["/cart?country=AU", "/checkout?country=AU"]) {
      const html = await page(path, shopper.cookie);
      expect(html, path).toContain("Red Fox");
      const at = html.indexOf("VAT (20%)");
      expect(at, `${path}: ${html.slice(at - 300, at + 100)}`).toBe(-1);
    }
    const placed = await shopper.send(
      "/api/orders",
      json("POST", { ...CUSTOMER, country: "AU", city: "Sydney", state: "NSW", zipCode: "2000" }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ tax: "0.00", total: "36.99" });
    const number = placed.body.orderNumber;
    const order = await page(`/checkout/success/${number}`, shopper.cookie);
    expect(order).toContain("£36.99");
    expect(order).not.toContain("VAT (20%)");
    const invoice = await page(`/admin/orders/${number}/invoice`, t.cookie);
    const sheet = invoice.slice(invoice.indexOf("<article"), invoice.indexOf("</article>"));
    expect(sheet).toContain("£36.99");
    expect(sheet).not.toContain("VAT (");
    const mails = await t.db().selectFrom("mail_outbox").select("text_body").execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text_body).not.toContain("VAT (");
  });
});
