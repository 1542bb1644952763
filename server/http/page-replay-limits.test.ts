import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BROWSER, ORIGIN, setup } from "../../testing/page-replay-setup.ts";
import { brotliParams } from "./compression.ts";

describe("page replay", () => {
  it("keeps within its byte budget under a stream of unique addresses, least recently used out", async () => {
    const budget = 4096;
    const t = setup({ budget });
    await t.page("/about");
    for (let product = 1; product <= 300; product++) {
      await t.page(`/shop?product=${product}`);
      if (product % 10 === 0) await t.page("/about"); // in use: kept
      expect(t.replay.figures().bytes).toBeLessThanOrEqual(budget);
    }
    const figures = t.replay.figures();
    expect(figures.entries).toBeGreaterThan(1);
    expect(figures.evicted).toBe(301 - figures.entries);
    expect(t.renders).toBe(301);
    await t.page("/about");
    await t.page("/shop?product=300");
    expect(t.renders).toBe(301);
    await t.page("/shop?product=1"); // the least recently used: gone long ago
    expect(t.renders).toBe(302);
  });

  it("keeps a page drawn for a new address with parameters on trial: 5,000 junk ids turn over an eighth of the budget", async () => {
    const budget = 64 * 1024;
    const t = setup({ budget });
    await t.page("/about");
    await t.page("/shop?tab=prints");
    await t.page("/shop?tab=prints"); // asked again: kept with the pages in use
    const kept = t.replay.figures().bytes;
    for (let n = 1; n <= 5000; n++) {
      await t.page(`/shop?product=${1_000_000 + n}`);
      expect(t.replay.figures().bytes).toBeLessThanOrEqual(kept + budget / 8);
    }
    expect(t.renders).toBe(5002);
    // Nothing asked for before was put out for the junk.
    await t.page("/about");
    await t.page("/shop?tab=prints");
    expect(t.renders).toBe(5002);
    // A new address asked for again while on trial is replayed, and then kept like the others.
    await t.page("/shop?product=7");
    await t.page("/shop?product=7");
    expect(t.renders).toBe(5003);
    for (let n = 1; n <= 1000; n++) await t.page(`/snap-cards?card=${2_000_000 + n}`);
    await t.page("/shop?product=7");
    expect(t.renders).toBe(6003);
  });

  it("replays the page a link's tracking and junk parameters land on, drawn without them", async () => {
    const t = setup();
    await t.page("/");
    await t.page("/?fbclid=IwAR1abc");
    await t.page("/?fbclid=IwAR2def&utm_source=facebook");
    await t.page("/?v=3");
    expect(t.renders).toBe(1);
    await t.page("/shop?utm_source=ig&utm_medium=social&igshid=MzRl&product=7&tab=coasters");
    await t.page("/shop?tab=coasters&product=07&fbclid=x");
    await t.page("/shop?product=7&tab=coasters");
    expect(t.renders).toBe(2);
    // Not kept pages too are drawn without tracking parameters (they keep any they read).
    await t.page("/checkout/success/EA-1?key=k&fbclid=1&utm_campaign=spring");
    await t.page("/contact?artwork=5&gclid=2");
    expect(t.drawnFor).toEqual([
      "/",
      "/shop?tab=coasters&product=7",
      "/checkout/success/EA-1?key=k",
      "/contact?artwork=5",
    ]);
  });

  it("compresses a page drawn on request fast, and at the best level once it is asked for again", async () => {
    const t = setup();
    const chrome = () =>
      new Request(`${ORIGIN}/about`, {
        headers: { "user-agent": BROWSER, "accept-encoding": "gzip, br" },
      });
    // A page long enough for the levels to differ.
    const filler = Array.from({ length: 400 }, (_, i) => `<li>work ${i * 7919} in ${i % 13}</li>`);
    const ask = () =>
      t.page("/about", { request: chrome(), read: "bytes", filler: filler.join("") });
    const first = await ask();
    const fast = Buffer.from(await first.response.bytes());
    const html = brotliDecompressSync(fast).toString();
    const level = (quality: number) =>
      brotliCompressSync(html, { params: brotliParams(quality, Buffer.byteLength(html)) });
    expect(fast.equals(level(4))).toBe(true);
    expect(level(10).length).toBeLessThan(fast.length);
    // An address asked for once (a unique junk one) costs no best-level copy.
    await t.replay.polished();
    const again = await ask();
    expect(Buffer.from(await again.response.bytes()).equals(fast)).toBe(true);
    await t.replay.polished();
    const later = await ask();
    expect(Buffer.from(await later.response.bytes()).equals(level(10))).toBe(true);
    expect(t.renders).toBe(1);
  });

  it("answers a client past the rate of misses with a redirect for a document, its data loads in turn", async () => {
    const t = setup({ missLimit: 3 });
    for (let product = 1; product <= 3; product++) {
      expect((await t.page(`/shop?product=${product}`)).status).toBe(200);
    }
    // Junk and tracking parameters are replays, not misses: they never count.
    for (let v = 0; v < 10; v++) await t.page(`/shop?product=1&v=${v}&fbclid=${v}`);
    expect(t.renders).toBe(3);
    const document = await t.page("/shop?product=4&fbclid=x");
    expect(document.status).toBe(302);
    expect(document.response.headers.get("location")).toBe("/shop");
    // A data load is a running page's navigation: drawn as asked, never another page's data.
    const data = await t.page("/shop.data?product=5&_routes=routes%2Fshop%2Fshop");
    expect(data.status).toBe(200);
    expect(data.body).toContain(`render ${t.renders}`);
    // Pages already kept are still replayed with their parameters.
    expect((await t.page("/shop?product=2")).status).toBe(200);
    // Another client (another IPv6 /64) is not held back.
    expect((await t.page("/shop?product=6", { client: "2001:db8:1::1" })).status).toBe(200);
    // The same /64 is the same client.
    expect((await t.page("/shop?product=7", { client: "2001:db8:1::2" })).status).toBe(200);
    expect((await t.page("/shop?product=8", { client: "2001:db8:1::3" })).status).toBe(200);
    expect((await t.page("/shop?product=9", { client: "2001:db8:1::4" })).status).toBe(302);
    expect(t.drawnFor).toEqual([
      "/shop?product=1",
      "/shop?product=2",
      "/shop?product=3",
      "/shop.data?product=5&_routes=routes%2Fshop%2Fshop",
      "/shop?product=6",
      "/shop?product=7",
      "/shop?product=8",
    ]);
  });

  it("draws a client's data loads past the rate one at a time, the data of the bare page past 32 waiting", async () => {
    const t = setup({ missLimit: 1 });
    await t.page("/snap-cards?card=1");
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    // 40 loads at once, each for a card of its own, past the rate: one is drawn, the rest wait.
    const loads = Array.from({ length: 40 }, (_, i) =>
      t.page(`/snap-cards.data?card=${100 + i}`, { slow }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.renders).toBe(3);
    // Past the 32 waiting: the page without its parameters, drawn once and shared.
    expect(t.drawnFor.slice(1).sort()).toEqual(["/snap-cards.data", "/snap-cards.data?card=100"]);
    release();
    const answers = await Promise.all(loads);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(t.drawnFor.slice(1).sort()).toEqual(
      [
        ...Array.from({ length: 32 }, (_, i) => `/snap-cards.data?card=${100 + i}`),
        "/snap-cards.data",
      ].sort(),
    );
  });

  it("always renders private, form and unknown pages", async () => {
    const t = setup();
    for (const path of ["/cart", "/checkout", "/checkout/success/EA-1", "/admin", "/contact"]) {
      await t.page(path);
      await t.page(path);
    }
    expect(t.renders).toBe(10);
  });

  it("keeps the portfolio, artwork, shop, snap cards and about pages and their data loads", async () => {
    const t = setup();
    const paths = [
      "/",
      "/_root.data",
      "/about",
      "/shop",
      "/shop.data",
      "/snap-cards",
      "/portfolio",
      "/portfolio/ceramics",
      "/portfolio/ceramics.data",
      "/art/12-morning-over-the-estuary",
      "/art/12-morning-over-the-estuary.data",
    ];
    for (const path of paths) {
      await t.page(path);
      await t.page(path);
    }
    expect(t.renders).toBe(paths.length);
  });

  it("tells apart query strings, hosts and crawlers", async () => {
    const t = setup();
    await t.page("/shop?tab=cards");
    await t.page("/shop?tab=coasters");
    await t.page("/shop?tab=cards", { origin: "https://art.example" });
    await t.page("/shop?tab=cards", { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await t.page("/shop?tab=cards");
    expect(t.renders).toBe(4);
  });

  it("keeps only plain successes without cookies", async () => {
    const t = setup();
    await t.page("/portfolio/nothing", { status: 404 });
    await t.page("/portfolio/nothing", { status: 404 });
    await t.page("/about", { setCookie: true });
    await t.page("/about", { setCookie: true });
    expect(t.renders).toBe(4);
  });

  it("never replays without a nonce (development) or for anything but GET", async () => {
    const t = setup();
    await t.page("/", { nonce: "" });
    await t.page("/", { nonce: "" });
    const post = () => new Request(`${ORIGIN}/shop`, { method: "POST", body: "x=1" });
    await t.page("/shop", { request: post() });
    await t.page("/shop", { request: post() });
    expect(t.renders).toBe(4);
  });
});
