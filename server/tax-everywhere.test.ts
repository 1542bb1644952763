/**
 * Tax on what the buyer pays beside the goods (PRODUCT.md §9, Tax): the shipping charged with an
 * order, and a commission's deposit and balance. Every place that shows the money (the order's
 * JSON and page, the invoice, the e-mails, the CSV export) gives the same figures to the penny.
 */
import { describe, expect, it } from "vitest";
import { day, deliveredCommission, requestCommission } from "../testing/commissions.ts";
import { addCoaster, outboxMails, outboxText } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const pages = servePages();

/** Settings → Shop: 20 % VAT, in the prices or added to them, and the default £9.99 shipping. */
const vat = (pricesIncludeTax: boolean) => ({
  store: {
    currency: "GBP",
    taxRate: "20",
    taxName: "VAT",
    pricesIncludeTax,
    taxNumber: "GB 123 4567 89",
    shippingFee: "9.99",
    freeShippingThreshold: "50.00",
    charityStatement: "",
  },
});

/** A page's words without its tags (React's `<!-- -->` between text parts included). */
const words = (html: string) => html.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");

describe.each(DB_KINDS)("tax on shipping and commission payments (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });
  const page = async (path: string, cookie = "") =>
    words(await (await pages.site(t)(path, { headers: { cookie } })).text());
  /** The invoice's sheet, as it prints. */
  const invoice = async (number: string) => {
    const html = await page(`/admin/orders/${number}/invoice`, t.cookie);
    return html.slice(html.indexOf("Invoice"));
  };
  const csvLine = async (number: string) =>
    (
      await (
        await t.request("/api/admin/orders/export.csv", { headers: { cookie: t.cookie } })
      ).text()
    )
      .split("\r\n")
      .find((line) => line.startsWith(`"${number}"`));

  /** A £4 coaster shipped at home for £9.99. */
  async function coasterOrder() {
    const coaster = await addCoaster(t.db(), "Hare coaster");
    const buyer = visitor(t);
    expect((await buyer.add({ productId: coaster })).status).toBe(201);
    const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body;
  }

  it("prices including VAT: £13.99 with shipping holds £2.33 of VAT, on every page, mail and the CSV", async () => {
    expect((await t.owner("/api/admin/settings", json("PATCH", vat(true)))).status).toBe(200);
    const order = await coasterOrder();
    // 13.99 − 13.99 ÷ 1.2: the shipping's VAT with the coaster's.
    expect(order).toMatchObject({
      subtotal: "4.00",
      shipping: "9.99",
      tax: "2.33",
      taxIncluded: true,
      total: "13.99",
    });
    const number = order.orderNumber;
    expect(await page(`/checkout/success/${number}`)).toContain("Includes VAT (20%)£2.33");
    const sheet = await invoice(number);
    expect(sheet).toContain("Includes VAT (20%)£2.33");
    expect(sheet).toContain("Total due£13.99");
    const confirmation = await outboxText(t.db(), "order-confirmation");
    expect(confirmation).toContain("Includes VAT (20%): £2.33");
    expect(confirmation).toContain("Total: £13.99");
    await t.owner(
      `/api/admin/orders/${number}`,
      json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
    );
    expect(await outboxText(t.db(), "order-status")).toContain("Amount due: £13.99");
    expect(await csvLine(number)).toMatch(
      /"4\.00","0\.00","","0\.00","2\.33","yes","0\.00","9\.99","13\.99","0\.00","0\.00","GBP"$/,
    );
  });

  it("VAT added to prices: the shipping is taxed the same way, 20 % of £13.99", async () => {
    expect((await t.owner("/api/admin/settings", json("PATCH", vat(false)))).status).toBe(200);
    const order = await coasterOrder();
    expect(order).toMatchObject({ tax: "2.80", taxIncluded: false, total: "16.79" });
    const number = order.orderNumber;
    expect(await page(`/checkout/success/${number}`)).toContain("VAT (20%)£2.80");
    expect(await invoice(number)).toContain("Total due£16.79");
    expect(await outboxText(t.db(), "order-confirmation")).toContain("VAT (20%): £2.80");
    expect(await csvLine(number)).toMatch(
      /"2\.80","no","0\.00","9\.99","16\.79","0\.00","0\.00","GBP"$/,
    );
  });

  /** A commission quoted at £300 with a £90 deposit, accepted: its deposit order. */
  async function depositOrder() {
    const { id, cookie } = await requestCommission(t);
    const quoted = await t.owner(
      `/api/admin/commissions/${id}/quote`,
      json("POST", { price: "300.00", deposit: "90.00", validUntil: day(14) }),
    );
    expect(quoted.status).toBe(200);
    const accepted = await t.request(`/api/commissions/${id}/accept`, {
      method: "POST",
      headers: { cookie },
    });
    expect(accepted.status).toBe(200);
    const number = (await accepted.json()).depositOrder as string;
    return { id, cookie, number, order: (await t.owner(`/api/admin/orders/${number}`)).body };
  }

  it("a commission's £90 deposit on prices including VAT holds £15.00 of it, on the invoice and in the mail", async () => {
    expect((await t.owner("/api/admin/settings", json("PATCH", vat(true)))).status).toBe(200);
    const { id, cookie, number, order } = await depositOrder();
    expect(order).toMatchObject({
      subtotal: "90.00",
      tax: "15.00",
      taxIncluded: true,
      taxName: "VAT",
      taxRate: "20",
      shipping: "0.00",
      total: "90.00",
    });
    const sheet = await invoice(number);
    expect(sheet).toContain("VAT number GB 123 4567 89");
    expect(sheet).toContain("Includes VAT (20%)£15.00");
    expect(sheet).toContain("Total due£90.00");
    expect(await page(`/checkout/success/${number}`, cookie)).toContain("Includes VAT (20%)£15.00");
    const mails = await outboxMails(t.db(), "commission-update");
    const quoteMail = mails.find((mail) => mail.subject.startsWith("Your quote"));
    expect(quoteMail?.text_body).toContain("Prices include VAT (20%).");
    const depositMail = mails.find((mail) => mail.subject.startsWith("Deposit"));
    expect(depositMail?.text_body).toContain(
      "The deposit of £90.00, including VAT (20%) of £15.00, secures your spot",
    );
    expect(await csvLine(number)).toMatch(
      /"90\.00","0\.00","","0\.00","15\.00","yes","0\.00","0\.00","90\.00","0\.00","0\.00","GBP"$/,
    );
    const commission = await t.request(`/api/commissions/${id}`, { headers: { cookie } });
    expect(await commission.json()).toMatchObject({
      taxNote: "Prices include VAT (20%).",
      deposit: { orderNumber: number, amount: "90.00" },
    });
    expect(await page(`/commissions/${id}`, cookie)).toContain("Prices include VAT (20%).");
  });

  it("a commission's deposit and balance with VAT added: each pays its share and 20 % on it", async () => {
    expect((await t.owner("/api/admin/settings", json("PATCH", vat(false)))).status).toBe(200);
    const { number, order } = await depositOrder();
    expect(order).toMatchObject({ subtotal: "90.00", tax: "18.00", taxIncluded: false });
    expect(order.total).toBe("108.00");
    expect(await invoice(number)).toContain("VAT (20%)£18.00");
    // Quoted £250 with a 30 % deposit (£75), taken to the step that asks for the balance (£175).
    const { commission } = await deliveredCommission(t);
    expect(commission.deposit).toMatchObject({ amount: "90.00" });
    expect(commission.balance).toMatchObject({ amount: "210.00" });
    const balance = (await t.owner(`/api/admin/orders/${commission.balance.orderNumber}`)).body;
    expect(balance).toMatchObject({ subtotal: "175.00", tax: "35.00", total: "210.00" });
  });
});
