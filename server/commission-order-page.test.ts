/**
 * A commission's deposit and balance order pages speak of the commission (nothing was bought from
 * the shop and nothing ships with them), and its page takes a message with photos as a browser
 * without JavaScript posts it. Rendered through the real Hono app with the run's build of the
 * pages, on each engine under test.
 */
import { describe, expect, it } from "vitest";
import { acceptedCommission, commissionForm, markPaid, moveTo } from "../testing/commissions.ts";
import { makeJpeg } from "../testing/images.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";

const { site: siteOf } = servePages();

describe.each(DB_KINDS)("a commission's order pages and messages (%s)", (kind) => {
  const t = useTestApp(kind, { owner: true });

  /** What a page says, its markup's text alone (React's comment markers between words removed). */
  const words = (html: string) => html.replaceAll("<!-- -->", "");

  it("shows a deposit order in commission words: no order placed, no shipping, a link back", async () => {
    const site = siteOf(t);
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    const page = await site(`/checkout/success/${depositOrder}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = words(await page.text());
    expect(html).toContain(`Deposit for commission C-${id}`);
    expect(html).toContain(`This order pays the deposit for commission C-${id}.`);
    expect(html).toContain(`href="/commissions/${id}"`);
    for (const shopWords of [
      "Order Placed Successfully!",
      "Shipping to",
      ">Shipping<",
      "Continue Shopping",
      "shipping included",
      "made ready and sent",
      "Fulfilment",
    ]) {
      expect(html, shopWords).not.toContain(shopWords);
    }
    expect(html).toContain("Once the deposit has arrived, work on your piece begins.");
  });

  it("shows the balance order and, once complete, the piece's certificate on it", async () => {
    const site = siteOf(t);
    const { id, cookie, depositOrder } = await acceptedCommission(t);
    await markPaid(t, depositOrder!);
    await moveTo(t, id, "in-progress");
    const finished = await moveTo(t, id, "finished");
    const balance: string = finished.body.balance.orderNumber;
    const unpaid = words(
      await (await site(`/checkout/success/${balance}`, { headers: { cookie } })).text(),
    );
    expect(unpaid).toContain(`Balance for commission C-${id}`);
    expect(unpaid).toContain("Once the balance has arrived, your finished piece is sent to you.");
    expect(unpaid).not.toContain("Order Placed Successfully!");
    await markPaid(t, balance);
    await moveTo(t, id, "delivered");
    expect((await moveTo(t, id, "completed")).status).toBe(200);
    const paid = words(
      await (await site(`/checkout/success/${balance}`, { headers: { cookie } })).text(),
    );
    expect(paid).toContain("Certificate of authenticity: Commissioned pet portrait");
    const commission = words(
      await (await site(`/commissions/${id}`, { headers: { cookie } })).text(),
    );
    expect(commission).toContain("Certificate of authenticity: Commissioned pet portrait");
    const code = /certificate\/([0-9A-Z-]+)"/.exec(commission)![1]!;
    const certificate = await site(`/checkout/success/${balance}/certificate/${code}`, {
      headers: { cookie },
    });
    expect(certificate.status).toBe(200);
    expect(words(await certificate.text())).toContain("Commissioned pet portrait");
  });

  it("takes a message with a photo from a browser without JavaScript, and keeps the text of a refused one", async () => {
    const site = siteOf(t);
    const { id, cookie } = await acceptedCommission(t);
    const post = (fields: Record<string, string>, photos: Parameters<typeof commissionForm>[1]) =>
      site(`/commissions/${id}`, {
        ...commissionForm({ intent: "message", ...fields }, photos),
        headers: { cookie, origin: "http://localhost" },
      });
    const sent = await post({ message: "The collar is blue." }, [
      { bytes: await makeJpeg(300, 200), name: "collar.jpg" },
    ]);
    expect(sent.status).toBe(200);
    const after = words(await sent.text());
    expect(after).toContain("The collar is blue.");
    expect(after).toContain('alt="Photo 1 of 1 from You"');
    const refused = await post({ message: "And the lead is red." }, [
      { bytes: Buffer.from("not a picture".padEnd(2000, " ")), name: "lead.jpg" },
    ]);
    expect(refused.status).toBe(415);
    const html = words(await refused.text());
    // The text stays in the box, the error beside the photos field.
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>And the lead is red\.<\/textarea>/);
    expect(html).toContain('id="field-photos-error"');
    expect(html).toContain("Unsupported image type");
  });
});
