import { describe, expect, it } from "vitest";
import { defaultLegalTexts } from "./legal-defaults.ts";

const BUSINESS = {
  name: "Mara Quill",
  email: "hi@mara.example",
  ordersEmail: "orders@mara.example",
};

describe("the legal pages' starting texts", () => {
  it("name the business and its e-mails, and cover what a UK distance sale needs", () => {
    const texts = defaultLegalTexts(BUSINESS);
    expect(texts.terms).toContain("orders@mara.example");
    expect(texts.shippingReturns).toContain("orders@mara.example");
    expect(texts.privacy).toContain("Mara Quill");
    expect(texts.privacy).toContain("hi@mara.example");
    expect(texts.privacy).toMatch(/Information Commissioner/);
    expect(texts.privacy).toMatch(/e-mail service/);
    expect(texts.privacy).toMatch(/count visits without cookies/);
    expect(texts.privacy).toMatch(/Global Privacy Control/);
    expect(texts.terms).toMatch(/14 days after the day you receive the goods/);
    expect(texts.terms).toMatch(/commissioned artworks/);
    expect(texts.shippingReturns).toMatch(/arrives damaged/);
    // Without an address, they say where to ask for it.
    expect(texts.terms).toContain("we will give it to you whenever you ask at hi@mara.example");
  });

  it("give the business address on its lines, with Markdown's characters shown as typed", () => {
    const { terms } = defaultLegalTexts({
      ...BUSINESS,
      name: "*Mara* [Quill]",
      address: "  Studio_4 \r\n\r\n12. Harbour Road\n- St Ives",
    });
    expect(terms).toContain(
      "Our postal address is:\n\nStudio\\_4  \n12\\. Harbour Road  \n\\- St Ives",
    );
    expect(terms).toContain("\\*Mara\\* \\[Quill\\]");
  });

  it("count the days to pay from the order, as the shop's Days to pay setting says", () => {
    expect(defaultLegalTexts(BUSINESS).terms).toContain(
      "Please pay within 7 days of placing your order.",
    );
    const { terms } = defaultLegalTexts({ ...BUSINESS, payWithinDays: 3 });
    expect(terms).toContain("Please pay within 3 days of placing your order.");
    expect(terms).not.toContain("of the invoice");
    expect(defaultLegalTexts({ ...BUSINESS, payWithinDays: 1 }).terms).toContain(
      "Please pay within 1 day of placing your order.",
    );
  });
});

describe("the privacy notice on commissions", () => {
  it("says commission photos are private and when they are deleted", () => {
    const business = { name: "Ada", email: "ada@example.com", ordersEmail: "o@example.com" };
    expect(defaultLegalTexts(business).privacy).toContain(
      "**Commission photos**: deleted 90 days after the commission is completed, declined or cancelled.",
    );
    expect(defaultLegalTexts({ ...business, commissionPhotoDays: 30 }).privacy).toContain(
      "deleted 30 days after",
    );
  });
});

describe("the starting texts with card payments", () => {
  it("say a card may pay at once through Stripe, and no longer that nothing is paid here", () => {
    const { terms, privacy } = defaultLegalTexts({ ...BUSINESS, cardPayments: true });
    expect(terms).toContain("straight away by card on your order's page (through Stripe");
    expect(terms).not.toContain("No payment is taken on this website");
    expect(privacy).toContain("- **Stripe**, when you pay by card");
    const manual = defaultLegalTexts(BUSINESS);
    expect(manual.terms).toContain("No payment is taken on this website.");
    expect(manual.privacy).not.toContain("Stripe");
  });
});
