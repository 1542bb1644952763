/**
 * Visitors who arrive from a link in Instagram, Facebook, TikTok or a newsletter: the
 * link's tracking parameters are new on every click, and the page is still a replay, through the
 * real app and the real pages.
 */
import { describe, expect, it } from "vitest";
import { CERAMIC_ART_TYPES } from "#core/art-categories.ts";
import { addRobinCard } from "../testing/fixtures.ts";
import { servePages } from "../testing/page-site.ts";
import { DB_KINDS } from "../testing/test-db.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { PAGE_MISS_LIMIT } from "./services/limits.ts";

const pages = servePages();

describe.each(DB_KINDS)("arriving from a link (%s)", (kind) => {
  const t = useTestApp(kind, { env: { PUBLIC_URL: "http://localhost" } });

  /** The page replay's figures: `misses` counts pages drawn. */
  const replayed = () => t.services.caches.figures().findLast((cache) => cache.name === "pages")!;

  it("replays a page asked for with a new fbclid (or utm_* and igshid) without drawing it", async () => {
    const site = pages.site(t);
    for (const [plain, arrivals] of [
      ["/", ["/?fbclid=IwAR0first", "/?fbclid=IwAR0second"]],
      ["/shop", ["/shop?utm_source=ig&utm_medium=social&utm_campaign=spring&igshid=MzRlODBi"]],
    ] as const) {
      const first = await site(plain);
      expect(first.status, plain).toBe(200);
      const html = await first.text();
      const drawn = replayed().misses;
      for (const address of arrivals) {
        const response = await site(address);
        expect(response.status, address).toBe(200);
        // The same bytes: nothing of the link's parameters reached the page, canonical included.
        expect(await response.text(), address).toBe(html);
      }
      expect(replayed().misses, plain).toBe(drawn);
      expect(html).toContain(`<link rel="canonical" href="http://localhost${plain}"/>`);
    }
  }, 120_000); // the first page compiles the routes (Vite)

  it("draws a page out of the replay without the tracking parameters", async () => {
    const site = pages.site(t);
    const response = await site("/contact?fbclid=IwAR0contact&utm_source=newsletter");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("IwAR0contact");
    expect(html).not.toContain("utm_source");
  });

  it("answers an id that names no product or card as the page without it, without drawing it", async () => {
    const robin = await addRobinCard(t.db());
    const site = pages.site(t);
    for (const [plain, unnamed] of [
      ["/shop", "/shop?product=2000001&utm_source=x1"],
      ["/snap-cards", "/snap-cards?card=3000001"],
      ["/shop.data", "/shop.data?product=2000002"],
    ] as const) {
      const html = await (await site(plain)).text();
      const drawn = replayed().misses;
      const response = await site(unnamed);
      expect(response.status, unnamed).toBe(200);
      expect(await response.text(), unnamed).toBe(html);
      expect(replayed().misses, unnamed).toBe(drawn);
    }
    // A product that exists is the page with its dialog: drawn for its id.
    const drawn = replayed().misses;
    const named = await site(`/shop?product=${robin}`);
    expect(named.status).toBe(200);
    expect(await named.text()).toContain("<title>Robin card");
    expect(replayed().misses).toBe((drawn ?? 0) + 1);
  }, 120_000);

  it("holds back a client past the rate of misses without breaking a visitor's navigation", async () => {
    const site = pages.site(t);
    // New shop tabs until the rate steps in (60 in ten seconds; more if the machine is slow).
    let misses = 0;
    let refused: Response | undefined;
    while (!refused && misses < PAGE_MISS_LIMIT * 10) {
      const response = await site(`/shop?tab=t${1_000_000 + misses++}`);
      await response.arrayBuffer();
      if (response.status !== 200) refused = response;
    }
    expect(misses).toBeGreaterThan(PAGE_MISS_LIMIT);
    // A document: redirected to the page without its parameters, which is a replay.
    expect(refused?.status).toBe(302);
    expect(refused?.headers.get("location")).toBe("/shop");
    expect((await site("/shop?tab=t2000000")).status).toBe(302);
    // A data load (a filter chosen on a running page) gets the data its address asks for.
    const artType = CERAMIC_ART_TYPES[0]!;
    const asked = await site(`/portfolio/ceramics.data?artType=${artType}`);
    expect(asked.status).toBe(200);
    const askedData = await asked.text();
    const bare = await (await site("/portfolio/ceramics.data")).text();
    expect(bare).not.toContain(`"${artType}"`);
    expect(askedData).toContain(`"${artType}"`);
    // Route discovery is never held back: it is not a page.
    const version = /"version": *"([^"]+)"/.exec(await (await site("/shop")).text())?.[1];
    expect(version).toBeTruthy();
    const manifest = await site(`/__manifest?paths=%2Fabout%2C%2Fshop&version=${version}`);
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toContain("routes/site/about");
  }, 120_000);
});
