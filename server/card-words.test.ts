/**
 * What the shop says about paying, with card payments on and off (PRODUCT.md §4, "Paying by
 * card"): the checkout, the order's page, the confirmation and payment e-mails, the invoice and
 * the terms offer the card beside the owner's instructions when the shop takes cards, and never
 * say then that nothing is paid online.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "#core/site-profile.ts";
import { day, requestCommission } from "../testing/commissions.ts";
import { addCoaster, outboxText } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { json } from "../testing/test-app.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { PUBLIC_URL, useCardPayments } from "../testing/use-card-payments.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../testing/visitor.ts";

const pages = servePages();

const NOTHING_ONLINE = /No payment is (taken|required) online|No payment is taken on this website/;
/** A page's words: no tags, and the characters React writes as entities as they read. */
const words = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
/** The words of the page at `path` of `site`, read with `cookie` (none unless given). */
const pageWords = async (site: ReturnType<typeof pages.site>, path: string, cookie?: string) =>
  words(await (await site(path, cookie ? { headers: { cookie } } : {})).text());

describe.each(DB_KINDS)("the words about paying (%s)", (kind) => {
  describe("with card payments on", () => {
    const { t, db } = useCardPayments(kind);

    it("the checkout, order page, e-mails, invoice and terms offer the card and the other ways", async () => {
      const site = pages.site(t);
      const coaster = await addCoaster(db(), "Hare coaster");
      const buyer = visitor(t);
      await buyer.add({ productId: coaster });
      const checkout = await pageWords(site, "/checkout", buyer.cookie);
      expect(checkout).toContain("pay by card on its page, or in the other ways we e-mail you");
      expect(checkout).toContain("you can pay by card on its page");
      expect(checkout).not.toMatch(NOTHING_ONLINE);

      const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
      expect(placed.status).toBe(201);
      const number = placed.body.orderNumber as string;
      const cardLine = new RegExp(
        `Pay £[0-9.]+ by card on your order's page: ${PUBLIC_URL}/checkout/success/${number}\\?key=`,
      );
      /** The last mail of `kind` offers the card beside the other ways, never "nothing online". */
      const expectCardMail = async (kind: string) => {
        const mail = await outboxText(t.database.handle.db, kind);
        expect(mail).toMatch(cardLine);
        expect(mail).toContain(DEFAULT_PAYMENT_INSTRUCTIONS.cards);
        expect(mail).not.toMatch(NOTHING_ONLINE);
      };
      await expectCardMail("order-confirmation");

      const page = await pageWords(site, `/checkout/success/${number}`, buyer.cookie);
      expect(page).toContain("by card on this page, or as described below");
      expect(page).toContain(DEFAULT_PAYMENT_INSTRUCTIONS.cards);
      expect(page).not.toMatch(NOTHING_ONLINE);

      // The owner's "Send payment details", then the invoice.
      await t.owner(
        `/api/admin/orders/${number}`,
        json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
      );
      await expectCardMail("order-status");
      const invoice = await pageWords(site, `/admin/orders/${number}/invoice`, t.cookie);
      expect(invoice).toContain("Pay by card on your order's page");
      expect(invoice).not.toMatch(NOTHING_ONLINE);

      const terms = await pageWords(site, "/terms");
      expect(terms).toContain("straight away by card on your order’s page");
      expect(terms).not.toMatch(NOTHING_ONLINE);
    });

    it("the starting instructions an owner saved unchanged read as the card's other way", async () => {
      const saved = await t.owner(
        "/api/admin/settings",
        json("PATCH", { paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS.manual }),
      );
      expect(saved.status).toBe(200);
      expect(saved.body.paymentInstructions).toBe(DEFAULT_PAYMENT_INSTRUCTIONS.cards);
      const own = "Bank transfer to sort code 00-00-00, account 12345678.";
      await t.owner("/api/admin/settings", json("PATCH", { paymentInstructions: own }));
      const coaster = await addCoaster(db(), "Hare coaster");
      const buyer = visitor(t);
      await buyer.add({ productId: coaster });
      expect((await buyer.send("/api/orders", json("POST", CUSTOMER))).status).toBe(201);
      const confirmation = await outboxText(t.database.handle.db, "order-confirmation");
      expect(confirmation).toMatch(/Pay £[0-9.]+ by card on your order's page: /);
      expect(confirmation).toContain(own);
    });

    it("a commission's deposit e-mail offers the card on its order's page", async () => {
      const { id, cookie } = await requestCommission(t);
      await t.owner(
        `/api/admin/commissions/${id}/quote`,
        json("POST", { price: "300.00", deposit: "90.00", validUntil: day(14) }),
      );
      const accepted = await t.request(`/api/commissions/${id}/accept`, {
        method: "POST",
        headers: { cookie },
      });
      const number = (await accepted.json()).depositOrder as string;
      const mail = (
        await db()
          .selectFrom("mail_outbox")
          .select(["subject", "text_body"])
          .where("subject", "like", "Deposit%")
          .executeTakeFirstOrThrow()
      ).text_body;
      expect(mail).toMatch(
        new RegExp(
          `Pay £90\\.00 by card on your order's page: ${PUBLIC_URL}/checkout/success/${number}\\?key=`,
        ),
      );
      expect(mail).not.toMatch(NOTHING_ONLINE);
    });
  });

  describe("with card payments off", () => {
    const t = useTestApp(kind, { owner: true, env: { PUBLIC_URL } });

    it("say that nothing is paid online, and offer no card anywhere", async () => {
      const site = pages.site(t);
      const coaster = await addCoaster(t.db(), "Hare coaster");
      const buyer = visitor(t);
      await buyer.add({ productId: coaster });
      const checkout = await pageWords(site, "/checkout", buyer.cookie);
      expect(checkout).toContain("No payment is taken online");
      expect(checkout).not.toMatch(/by card/);
      const placed = await buyer.send("/api/orders", json("POST", CUSTOMER));
      const number = placed.body.orderNumber as string;
      const confirmation = await outboxText(t.database.handle.db, "order-confirmation");
      expect(confirmation).toContain(DEFAULT_PAYMENT_INSTRUCTIONS.manual);
      expect(confirmation).not.toMatch(/by card/);
      const page = await pageWords(site, `/checkout/success/${number}`, buyer.cookie);
      expect(page).toContain("Pay the total shown, shipping included, as described below.");
      expect(page).not.toMatch(/by card/);
      await t.owner(
        `/api/admin/orders/${number}`,
        json("PATCH", { status: "awaiting-payment", notifyCustomer: true }),
      );
      const details = await outboxText(t.database.handle.db, "order-status");
      expect(details).toContain(DEFAULT_PAYMENT_INSTRUCTIONS.manual);
      expect(details).not.toMatch(/by card/);
      const invoice = await pageWords(site, `/admin/orders/${number}/invoice`, t.cookie);
      expect(invoice).not.toMatch(/by card/);
      expect(await pageWords(site, "/terms")).toContain("No payment is taken on this website.");
    });
  });
});
