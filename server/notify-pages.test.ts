/**
 * "Tell me when it is available" as pages: the form posts without JavaScript and answers in the
 * page; opening a confirmation or forget link changes nothing; only the page's button confirms.
 */
import { describe, expect, it } from "vitest";
import { NOTIFY_ANSWER } from "#core/notify.ts";
import { reader, useAudienceSite } from "../testing/audience.ts";
import { audiencePages } from "../testing/audience-pages.ts";
import { addArtwork, addProduct } from "../testing/fixtures.ts";
import { notifyHelpers } from "../testing/notify.ts";
import { servePages, textOf } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";

const pages = servePages();

describe.each(DB_KINDS)("the notify-me pages (%s)", (kind) => {
  const site = useAudienceSite(kind);
  const { t } = site;
  const n = notifyHelpers(site);
  const { siteOf, post, snapshot } = audiencePages(pages, t, ["notify_requests"]);
  const soldOut = () =>
    addProduct(t.db(), { name: "Heron Print", category: "cards", price: 2500, stock: 0 });

  it("shows the form on a sold-out product and takes its post without JavaScript", async () => {
    const page = siteOf();
    const product = await soldOut();
    const shop = await (await page(`/shop?tab=cards&product=${product}`)).text();
    expect(shop).toContain("Tell me when it is available");
    expect(shop).toContain(`action="/notify?product=${product}"`);
    const own = await (await page(`/notify?product=${product}`)).text();
    expect(own).toContain("Heron Print");
    expect(own).toContain('name="joinList"');
    const path = `/notify?product=${product}`;
    const answer = await page(
      path,
      post({ email: reader("ada"), consent: "on", productId: String(product) }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(NOTIFY_ANSWER);
    expect(await n.rows(reader("ada"))).toHaveLength(1);
    const refused = await page(path, post({ email: reader("bo"), productId: String(product) }));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Please tick the box so that we may e-mail you");
    expect(await n.rows(reader("bo"))).toEqual([]);
  });

  it("offers the form on a coming-soon product and a reserved original, and not on one for sale", async () => {
    const page = siteOf();
    const soon = await addProduct(t.db(), {
      name: "Wren Coaster",
      category: "cards",
      price: 900,
      is_available: false,
    });
    const onSale = await addProduct(t.db(), { name: "Hare", category: "cards", price: 500 });
    const artwork = await addArtwork(t.db(), {
      title: "Estuary",
      category: "paintings-drawings",
      price: 40000,
      is_for_sale: true,
    });
    const shop = async (id: number) => (await page(`/shop?tab=cards&product=${id}`)).text();
    expect(await shop(soon)).toContain(`action="/notify?product=${soon}"`);
    expect(await shop(onSale)).not.toContain("Tell me when it is available");
    const art = async () => (await page(`/art/${artwork}-estuary`)).text();
    expect(await art()).not.toContain("Tell me when it is available");
    await t.db().updateTable("artworks").set({ sale_state: "reserved" }).execute();
    expect(await art()).toContain(`action="/notify?artwork=${artwork}"`);
  });

  it("confirms by the page's button only: opening the link changes nothing", async () => {
    const page = siteOf();
    const product = await soldOut();
    await n.notify({ email: reader("ada"), consent: true, productId: product });
    const { confirm, forget } = await n.tokens(reader("ada"));
    const path = `/notify/confirm/${confirm}`;
    const before = await snapshot();
    for (const method of ["GET", "HEAD"]) expect((await page(path, { method })).status).toBe(200);
    const html = await (await page(path)).text();
    expect(html).toContain(">Confirm</button>");
    // The item asked about, named and linked to its page.
    expect(textOf(html)).toContain("get one e-mail when Heron Print can be bought again.");
    expect(html).toContain(`href="/shop?tab=cards&amp;product=${product}"`);
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect((await page(`${path}.data`)).status).toBe(200);
    expect((await page(`/notify/forget/${forget}`)).status).toBe(200);
    expect(await snapshot()).toBe(before);

    const confirmed = await page(path, post({ intent: "confirm" }));
    expect(confirmed.status).toBe(200);
    const thanks = await confirmed.text();
    expect(thanks).toContain("We will tell you");
    expect(textOf(thanks)).toContain("one e-mail when Heron Print can be bought again");
    expect(textOf(thanks)).toContain("Back to Heron Print");
    expect((await n.rows(reader("ada")))[0]).toMatchObject({
      status: "confirmed",
      confirm_address: "203.0.113.10",
    });
    const again = await page(path, post({ intent: "confirm" }));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link does not work");

    const forgotten = await page(`/notify/forget/${forget}`, post({}));
    expect(forgotten.status).toBe(200);
    expect(await forgotten.text()).toContain("Your request is forgotten");
    expect(await n.rows()).toEqual([]);
  });
});
