/**
 * The news, on both engines: `/news` lists the announcements that have gone, newest first;
 * `/news/{slug}` is the mail's "view in the browser", with Open Graph tags; `/news/feed.xml` is
 * Atom; a timed announcement appears only when its time has come (these pages are not replayed).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "#core/site-profile.ts";
import { PUBLIC_URL, reader, useAudienceSite } from "../testing/audience.ts";
import { addArtwork } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";

const pages = servePages();

describe.each(DB_KINDS)("the news pages (%s)", (kind) => {
  const site = useAudienceSite(kind);
  const { t } = site;
  const page = (path: string) => pages.site(t)(`${PUBLIC_URL}${path}`);

  it("lists what has gone, newest first, with its page, Open Graph tags and an Atom feed", async () => {
    await t.services.settingStore.set("profile", {
      ...DEFAULT_PROFILE,
      email: "artist@studio.example",
      businessAddress: "12 Harbour Lane, Penzance",
    });
    await t
      .db()
      .insertInto("subscribers")
      .values({
        email: reader("ada"),
        status: "confirmed",
        source: "footer",
        consent_version: 1,
        created_at: "2026-01-01T00:00:00.000Z",
        unsubscribe_token: `token-ada-${"q".repeat(24)}`,
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const art = await addArtwork(t.db(), {
      title: "Heron at Dawn",
      category: "paintings-drawings",
    });
    const { announcements } = t.services;
    const first = await announcements.create({
      subject: "Winter prints",
      intro: "A new run of *prints*.",
      artworkIds: [],
      productIds: [],
    });
    await announcements.send(first.id);
    const second = await announcements.create({
      subject: "Spring paintings",
      intro: "Herons & more.",
      artworkIds: [art],
      productIds: [],
    });
    await announcements.send(second.id);
    const later = await announcements.create({
      subject: "Summer show",
      intro: "Opening in June.",
      artworkIds: [],
      productIds: [],
      sendAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await announcements.send(later.id);
    await announcements.create({
      subject: "Draft",
      intro: "Unsent.",
      artworkIds: [],
      productIds: [],
    });

    const list = await page("/news");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html.indexOf("Spring paintings")).toBeGreaterThan(-1);
    expect(html.indexOf("Spring paintings")).toBeLessThan(html.indexOf("Winter prints"));
    expect(html).not.toContain("Summer show");
    expect(html).not.toContain(">Draft<");
    expect(html).toContain('href="/news/feed.xml"');

    const item = await page("/news/spring-paintings");
    expect(item.status).toBe(200);
    const itemHtml = await item.text();
    expect(itemHtml).toContain('<meta property="og:type" content="article"');
    expect(itemHtml).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/news/spring-paintings"`,
    );
    expect(itemHtml).toContain("Heron at Dawn");
    expect(itemHtml).toContain(`/art/${art}-heron-at-dawn`);
    expect((await page("/news/summer-show")).status).toBe(404);
    expect((await page("/news/draft")).status).toBe(404);

    // The mail's "view in the browser" is that page.
    await t.services.mail.deliverDue();
    const mail = site.received().find((m) => m.raw.includes("Spring paintings"));
    expect(mail?.raw.replace(/=\r?\n/g, "")).toContain(`${PUBLIC_URL}/news/spring-paintings`);

    const feed = await page("/news/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml.indexOf("Spring paintings")).toBeLessThan(xml.indexOf("Winter prints"));
    expect(xml).toContain(`<link href="${PUBLIC_URL}/news/winter-prints"/>`);
    // The content is HTML, escaped once more for XML.
    expect(xml).toContain("&#60;p&#62;Herons &#38;amp; more.&#60;/p&#62;");
    expect(xml).not.toContain("Summer show");
  });
});
