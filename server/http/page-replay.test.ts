import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { addressGroup } from "#core/address-group.ts";
import { WriteTracker } from "../db/write-tracker.ts";
import { pageMissLimit } from "../services/limits.ts";
import { brotliParams } from "./compression.ts";
import { inlineScriptHashes, type PageRequest, pageReplay } from "./page-replay.ts";

const ORIGIN = "http://shop.test";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36";

/**
 * A stand-in renderer: counts renders, notes the address each was drawn for and puts the nonce
 * on its script, as the page does. `missLimit` applies the rate of misses per client.
 */
function setup(options: { budget?: number; missLimit?: number } = {}) {
  const writes = new WriteTracker();
  let clock = 0;
  const replay = pageReplay(writes, {
    now: () => clock,
    ...(options.budget ? { budget: options.budget } : {}),
  });
  const misses = options.missLimit ? pageMissLimit(options.missLimit) : undefined;
  const drawnFor: string[] = [];
  let renders = 0;
  let serial = 0;
  const page = async (
    path: string,
    options: Partial<Omit<PageRequest, "render" | "visitor">> & {
      /** The visitor's cart item count. */
      cart?: number;
      agent?: string;
      /** More of the page after its script. */
      filler?: string;
      /** The client's address (for the rate of misses). */
      client?: string;
      status?: number;
      setCookie?: boolean;
      /** The render waits for this (to hold drawings under way). */
      slow?: Promise<void>;
      /** "bytes" leaves the body unread, for the test to read. */
      read?: "text" | "bytes";
    } = {},
  ) => {
    const nonce = options.nonce ?? `nonce-${String(++serial).padStart(18, "0")}`;
    const request =
      options.request ??
      new Request(`${ORIGIN}${path}`, { headers: { "user-agent": options.agent ?? BROWSER } });
    const response = await replay({
      request,
      origin: options.origin ?? ORIGIN,
      nonce,
      visitor: async () => String(options.cart ?? 0),
      ...(misses
        ? {
            mayMiss: async () =>
              (await misses.take(addressGroup(options.client ?? "192.0.2.1"))) === 0,
            client: addressGroup(options.client ?? "192.0.2.1"),
          }
        : {}),
      render: async (url) => {
        renders++;
        drawnFor.push(`${url.pathname}${url.search}`);
        if (options.slow) await options.slow;
        const headers = new Headers({ "content-type": "text/html" });
        if (options.setCookie) headers.set("set-cookie", "x=1");
        const html = `<p>render ${renders}</p><script nonce="${nonce}">go()</script>`;
        return new Response(html + (options.filler ?? ""), {
          status: options.status ?? 200,
          headers,
        });
      },
    });
    const body = options.read === "bytes" ? "" : await response.text();
    return { nonce, status: response.status, body, response };
  };
  return {
    writes,
    page,
    replay,
    drawnFor,
    get renders() {
      return renders;
    },
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe("page replay", () => {
  it("renders a public page once and sends everyone the same bytes, scripts allowed by hash", async () => {
    const t = setup();
    const first = await t.page("/shop");
    const second = await t.page("/shop");
    expect(t.renders).toBe(1);
    // The rendering nonce is taken out: the script runs by its hash, listed in the page's policy.
    expect(first.body).toBe("<p>render 1</p><script>go()</script>");
    expect(second.body).toBe(first.body);
    const hash = createHash("sha256").update("go()").digest("base64");
    for (const { response } of [first, second]) {
      expect(response.headers.get("content-security-policy")).toContain(
        `script-src 'sha256-${hash}' 'strict-dynamic'`,
      );
      expect(response.headers.get("content-type")).toBe("text/html");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("sends the recording compressed as the visitor accepts: Brotli, else gzip, else as it is", async () => {
    const t = setup();
    const ask = async (encoding?: string) => {
      const headers: Record<string, string> = { "user-agent": BROWSER };
      if (encoding) headers["accept-encoding"] = encoding;
      const { response } = await t.page("/shop", {
        request: new Request(`${ORIGIN}/shop`, { headers }),
        read: "bytes",
      });
      return response;
    };
    const chrome = await ask("gzip, deflate, br, zstd");
    const older = await ask("gzip, deflate");
    const plain = await ask();
    expect(t.renders).toBe(1);
    expect(chrome.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await chrome.bytes()).toString()).toBe(
      "<p>render 1</p><script>go()</script>",
    );
    expect(older.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await older.bytes()).toString()).toBe("<p>render 1</p><script>go()</script>");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("<p>render 1</p><script>go()</script>");
    expect(Number(plain.headers.get("content-length"))).toBe(36);
  });

  it("lists the hash of every inline script, not of external ones", () => {
    const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    const html =
      '<script>a()</script><script type="text/easel-deferred-module" id="x">import("/m.js")</script>' +
      '<script src="/assets/x.js"></script><script async="">a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/m.js")')]);
  });

  it("keeps no recording when the nonce appears outside a nonce attribute", async () => {
    const writes = new WriteTracker();
    const replay = pageReplay(writes);
    let renders = 0;
    const nonce = "q".repeat(22);
    const ask = () =>
      replay({
        request: new Request(`${ORIGIN}/about`),
        origin: ORIGIN,
        nonce,
        visitor: async () => "0",
        render: async () => {
          renders++;
          return new Response(`<p data-x="${nonce}">odd</p>`, { status: 200 });
        },
      });
    expect(await (await ask()).text()).toBe(`<p data-x="${nonce}">odd</p>`);
    await ask();
    expect(renders).toBe(2);
  });

  it("renders again after any database write, and at least every five minutes", async () => {
    const t = setup();
    await t.page("/");
    t.writes.bump();
    expect((await t.page("/")).body).toContain("render 2");
    expect((await t.page("/")).body).toContain("render 2");
    t.advance(5 * 60_000);
    expect((await t.page("/")).body).toContain("render 3");
  });

  it("does not keep a page when the database changed while it was rendered", async () => {
    const t = setup();
    const replay = pageReplay(t.writes);
    const request = () => new Request(`${ORIGIN}/shop`);
    let renders = 0;
    const render = async () => {
      renders++;
      if (renders === 1) t.writes.bump(); // an owner's edit lands mid-render
      return new Response("<p>page</p>", { status: 200 });
    };
    const common = {
      origin: ORIGIN,
      nonce: "n".repeat(24),
      visitor: async () => "0",
      render,
    };
    await replay({ ...common, request: request() });
    await replay({ ...common, request: request() });
    expect(renders).toBe(2);
  });

  it("has visitors who ask while a page is being drawn wait for that drawing", async () => {
    const writes = new WriteTracker();
    const replay = pageReplay(writes);
    let renders = 0;
    let finish!: () => void;
    const drawn = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const ask = (nonce: string, status = 200) =>
      replay({
        request: new Request(`${ORIGIN}/shop`),
        origin: ORIGIN,
        nonce,
        visitor: async () => "0",
        render: async () => {
          renders++;
          await drawn;
          return new Response(`<script nonce="${nonce}">go()</script>`, { status });
        },
      });
    const answers = Promise.all(
      ["a".repeat(22), "b".repeat(22), "c".repeat(22)].map((n) => ask(n)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    const bodies = await Promise.all((await answers).map((response) => response.text()));
    expect(renders).toBe(1);
    expect(bodies).toEqual([
      "<script>go()</script>",
      "<script>go()</script>",
      "<script>go()</script>",
    ]);
  });

  it("lets waiting visitors draw their own page when the shared drawing cannot be kept", async () => {
    const writes = new WriteTracker();
    const replay = pageReplay(writes);
    let renders = 0;
    const ask = () =>
      replay({
        request: new Request(`${ORIGIN}/portfolio/nothing`),
        origin: ORIGIN,
        nonce: "n".repeat(22),
        visitor: async () => "0",
        render: async () => {
          renders++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return new Response("<p>not found</p>", { status: 404 });
        },
      });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((response) => response.status)).toEqual([404, 404]);
    expect(renders).toBe(2);
  });

  it("keeps one page per cart item count, shared by every visitor with that count", async () => {
    const t = setup();
    await t.page("/shop");
    await t.page("/shop", { cart: 2 });
    await t.page("/shop", { cart: 3 });
    expect(t.renders).toBe(3);
    const again = await t.page("/shop", { cart: 2 });
    expect(again.body).toContain("render 2");
    expect((await t.page("/shop")).body).toContain("render 1");
    expect(t.renders).toBe(3);
  });

  it("asks for the visitor's key only for a page it may replay", async () => {
    const writes = new WriteTracker();
    const replay = pageReplay(writes);
    let asked = 0;
    const visitor = async () => {
      asked++;
      return "0";
    };
    const render = async () => new Response("<p>page</p>", { status: 200 });
    for (const path of ["/cart", "/checkout", "/admin/orders"]) {
      await replay({
        request: new Request(`${ORIGIN}${path}`),
        origin: ORIGIN,
        nonce: "n",
        visitor,
        render,
      });
    }
    expect(asked).toBe(0);
    await replay({
      request: new Request(`${ORIGIN}/shop`),
      origin: ORIGIN,
      nonce: "n",
      visitor,
      render,
    });
    expect(asked).toBe(1);
  });

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
