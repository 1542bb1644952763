import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BROWSER, ORIGIN, setup } from "../../testing/page-replay-setup.ts";
import { WriteTracker } from "../db/write-tracker.ts";
import { inlineScriptHashes } from "./page-recording.ts";
import { type PageRequest, pageReplay } from "./page-replay.ts";

/** A visitor with an empty cart asking for `path`, drawn by `render`. */
const visit = (path: string, nonce: string, render: PageRequest["render"]): PageRequest => ({
  request: new Request(`${ORIGIN}${path}`),
  origin: ORIGIN,
  nonce,
  visitor: async () => "0",
  render,
});

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
      replay(
        visit("/about", nonce, async () => {
          renders++;
          return new Response(`<p data-x="${nonce}">odd</p>`, { status: 200 });
        }),
      );
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
    let renders = 0;
    const render = async () => {
      renders++;
      if (renders === 1) t.writes.bump(); // an owner's edit lands mid-render
      return new Response("<p>page</p>", { status: 200 });
    };
    await replay(visit("/shop", "n".repeat(24), render));
    await replay(visit("/shop", "n".repeat(24), render));
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
      replay(
        visit("/shop", nonce, async () => {
          renders++;
          await drawn;
          return new Response(`<script nonce="${nonce}">go()</script>`, { status });
        }),
      );
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
      replay(
        visit("/portfolio/nothing", "n".repeat(22), async () => {
          renders++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return new Response("<p>not found</p>", { status: 404 });
        }),
      );
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
      await replay({ ...visit(path, "n", render), visitor });
    }
    expect(asked).toBe(0);
    await replay({ ...visit("/shop", "n", render), visitor });
    expect(asked).toBe(1);
  });
});
