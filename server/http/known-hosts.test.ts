import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { addArtwork, addProduct } from "../../testing/fixtures.ts";
import { servePages } from "../../testing/page-site.ts";
import { json, type TestApp } from "../../testing/test-app.ts";
import { DB_KINDS } from "../../testing/test-db.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CUSTOMER, visitor } from "../../testing/visitor.ts";
import { createApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { hostnameOf, isLoopback, knownHosts, nodeRequestIsForKnownHost } from "./known-hosts.ts";
import { createResponseReplay, replayFirst } from "./response-replay.ts";

const pages = servePages();

describe("host names", () => {
  // The name of a Host header without port, case or trailing dot.
  it.each([
    ["Art.Example:8443", "art.example"],
    ["art.example.", "art.example"],
    ["[::1]:3000", "[::1]"],
    ["[::1", ""],
    [undefined, ""],
    ["a.example, b.example", "a.example"],
  ])("reads the Host header %j as %j", (header, name) => {
    expect(hostnameOf(header)).toBe(name);
  });

  it("knows this machine's names", () => {
    for (const name of ["localhost", "shop.localhost", "127.0.0.1", "127.1.2.3", "[::1]"])
      expect(isLoopback(name), name).toBe(true);
    for (const name of ["localhost.evil.example", "127.0.0.1.evil.example", "10.0.0.1", "[::2]"])
      expect(isLoopback(name), name).toBe(false);
  });

  it("answers every host when neither PUBLIC_URL nor ALLOWED_HOSTS is set", () => {
    expect(knownHosts(readEnv({}))).toBeNull();
  });

  it("answers PUBLIC_URL's host, its admin. sibling, ALLOWED_HOSTS and loopback names only", () => {
    const isKnown = knownHosts(
      readEnv({
        PUBLIC_URL: "https://www.art.example",
        ALLOWED_HOSTS: "shop.example, Old.Example",
      }),
    )!;
    for (const name of [
      "www.art.example",
      "admin.www.art.example",
      "admin.art.example",
      "shop.example",
      "old.example",
      "localhost",
      "127.0.0.1",
    ])
      expect(isKnown(name), name).toBe(true);
    for (const name of ["evil.example", "art.example.evil.example", "admin.evil.example", ""])
      expect(isKnown(name), name).toBe(false);
    expect(knownHosts(readEnv({ ALLOWED_HOSTS: "shop.example" }))!("art.example")).toBe(false);
  });

  it("reads ALLOWED_HOSTS as a list and refuses what is not a host name", () => {
    expect(readEnv({ ALLOWED_HOSTS: "a.example b.example,c.example:8080" }).ALLOWED_HOSTS).toEqual([
      "a.example",
      "b.example",
      "c.example:8080",
    ]);
    expect(() => readEnv({ ALLOWED_HOSTS: "https://a.example/" })).toThrow(/ALLOWED_HOSTS/);
    expect(() => readEnv({ PUBLIC_URL: "ftp://art.example" })).toThrow(/PUBLIC_URL/);
  });

  it("checks a Node request's Host, or X-Forwarded-Host behind a trusted proxy", () => {
    const isKnown = knownHosts(readEnv({ PUBLIC_URL: "https://art.example" }));
    const req = (headers: Record<string, string>) => ({ headers }) as never;
    expect(nodeRequestIsForKnownHost(isKnown, false, req({ host: "art.example" }))).toBe(true);
    expect(nodeRequestIsForKnownHost(isKnown, false, req({ host: "evil.example" }))).toBe(false);
    const forwarded = req({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" });
    expect(nodeRequestIsForKnownHost(isKnown, false, forwarded)).toBe(true);
    expect(nodeRequestIsForKnownHost(isKnown, true, forwarded)).toBe(false);
    expect(nodeRequestIsForKnownHost(null, true, forwarded)).toBe(true);
  });
});

/** Places an order for one card as a visitor whose requests name `host`. */
async function orderWithHost(t: TestApp, host: string, extra: Record<string, string> = {}) {
  const product = await addProduct(t.database.handle.db, {
    name: "Card",
    category: "cards",
    price: 300,
  });
  const v = visitor(t, "203.0.113.77");
  const headers = { host, ...extra };
  await v.send("/api/cart/add", json("POST", { productId: product }, headers));
  return v.send("/api/orders", json("POST", { ...CUSTOMER, email: "victim@example.com" }, headers));
}

const outbox = (t: TestApp) =>
  t.database.handle.db
    .selectFrom("mail_outbox")
    .select(["kind", "text_body", "html_body"])
    .execute();

describe.each(DB_KINDS)("links and host names (%s)", (kind) => {
  describe("without PUBLIC_URL or ALLOWED_HOSTS", () => {
    const t = useTestApp(kind);

    it("answers any host, but e-mails carry no links at all, only the order number and the shop", async () => {
      const placed = await orderWithHost(t, "evil.example");
      expect(placed.status).toBe(201);
      const mails = await outbox(t);
      expect(mails.map((mail) => mail.kind).sort()).toEqual([
        "order-confirmation",
        "owner-new-order",
      ]);
      for (const mail of mails) {
        const body = `${mail.text_body}\n${mail.html_body}`;
        expect(body).not.toContain("evil.example");
        expect(body).not.toMatch(/https?:\/\//);
        expect(body).not.toContain('href="/');
        expect(mail.text_body).toContain(placed.body.orderNumber);
      }
      const confirmation = mails.find((mail) => mail.kind === "order-confirmation")!;
      expect(confirmation.text_body).toContain("Easel Studio");
      expect(confirmation.text_body).not.toContain("?key=");
    });

    it("renders pages without canonical or Open Graph addresses rather than the request's", async () => {
      const id = await addArtwork(t.database.handle.db, {
        title: "Heron",
        category: "paintings-drawings",
        image_url: "/media/abc/600.webp",
      });
      for (const path of ["/", "/contact", `/art/${id}-heron`]) {
        const html = await (
          await pages.site(t)(path, { headers: { host: "evil.example" } })
        ).text();
        expect(html, path).toContain("<title>");
        expect(html, path).not.toContain("evil.example");
        expect(html, path).not.toContain('rel="canonical"');
        expect(html, path).not.toContain('property="og:url"');
        expect(html, path).not.toContain('property="og:image"');
      }
    });

    it("publishes no sitemap and builds no absolute link from the request", async () => {
      const robots = await (
        await t.request("/robots.txt", { headers: { host: "evil.example" } })
      ).text();
      expect(robots).not.toContain("Sitemap");
      expect(robots).not.toContain("evil.example");
      const sitemap = await t.request("/sitemap.xml", { headers: { host: "evil.example" } });
      expect(sitemap.status).toBe(404);
      expect(await sitemap.text()).toContain("PUBLIC_URL");
    });
  });

  describe("with PUBLIC_URL", () => {
    const t = useTestApp(kind, {
      env: { PUBLIC_URL: "https://art.example", ALLOWED_HOSTS: "shop.example", TRUST_PROXY: "1" },
    });

    it("refuses a forged Host with 421 before any handler runs: no order, no e-mail", async () => {
      const placed = await orderWithHost(t, "evil.example");
      expect(placed.status).toBe(421);
      const forwarded = await orderWithHost(t, "art.example", {
        "x-forwarded-host": "evil.example",
      });
      expect(forwarded.status).toBe(421);
      expect(await t.database.handle.db.selectFrom("orders").selectAll().execute()).toEqual([]);
      expect(await outbox(t)).toEqual([]);
      const page = await t.request("/", { headers: { host: "evil.example" } });
      expect(page.status).toBe(421);
      expect(await page.text()).toContain("does not answer to that host name");
    });

    it("puts the security headers on a 421, for the API and for pages", async () => {
      for (const path of ["/", "/api/products"]) {
        const refused = await t.request(path, { headers: { host: "evil.example" } });
        expect(refused.status).toBe(421);
        expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
        expect(refused.headers.get("x-frame-options")).toBe("DENY");
        expect(refused.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        // PUBLIC_URL is https: the refusal is HTTPS too.
        expect(refused.headers.get("strict-transport-security")).toContain("max-age=");
        await refused.arrayBuffer();
      }
    });

    it("answers its own names and builds every link from PUBLIC_URL, whatever name was used", async () => {
      for (const host of ["art.example", "admin.art.example", "shop.example", "localhost:3000"]) {
        const response = await t.request("/api/admin/session", { headers: { host } });
        expect(response.status, host).toBe(200);
      }
      const placed = await orderWithHost(t, "shop.example");
      expect(placed.status).toBe(201);
      const mails = await outbox(t);
      const owner = mails.find((mail) => mail.kind === "owner-new-order")!;
      expect(owner.text_body).toContain(
        `Open it in admin: https://art.example/admin/orders/${placed.body.orderNumber}`,
      );
      const confirmation = mails.find((mail) => mail.kind === "order-confirmation")!;
      expect(confirmation.text_body).toMatch(
        new RegExp(`https://art\\.example/checkout/success/${placed.body.orderNumber}\\?key=`),
      );
      for (const mail of mails) expect(mail.html_body).not.toContain("shop.example");
      const robots = await (
        await t.request("/robots.txt", { headers: { host: "shop.example" } })
      ).text();
      expect(robots).toContain("Sitemap: https://art.example/sitemap.xml");
    });
  });

  describe("with ALLOWED_HOSTS alone", () => {
    const t = useTestApp(kind, { env: { ALLOWED_HOSTS: "shop.example" } });

    it("answers those names and loopback, refuses others, and still links nowhere", async () => {
      expect(
        (await t.request("/api/admin/session", { headers: { host: "shop.example" } })).status,
      ).toBe(200);
      expect(
        (await t.request("/api/admin/session", { headers: { host: "[::1]:3000" } })).status,
      ).toBe(200);
      expect(
        (await t.request("/api/admin/session", { headers: { host: "art.example" } })).status,
      ).toBe(421);
      const placed = await orderWithHost(t, "shop.example");
      expect(placed.status).toBe(201);
      for (const mail of await outbox(t)) expect(mail.text_body).not.toMatch(/https?:\/\//);
    });
  });
});

describe("replays on the socket", () => {
  const t = useTestApp("sqlite", { env: { PUBLIC_URL: "https://art.example" } });

  it("never answer a request for an unknown host, even when one is recorded", async () => {
    await addProduct(t.database.handle.db, { name: "Card", category: "cards", price: 300 });
    const replay = createResponseReplay(t.services.database.writes, t.services.logger);
    const app = createApp({ services: t.services, replay });
    const isKnown = knownHosts(t.services.env);
    const server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: "127.0.0.1",
      createServer: replayFirst(replay, (req) => nodeRequestIsForKnownHost(isKnown, false, req)),
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { request } = await import("node:http");
      const get = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            { port, host: "127.0.0.1", path: "/api/products", headers: { host } },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end();
        });
      expect(await get("art.example")).toBe(200);
      expect(await get("art.example")).toBe(200); // now recorded, and replayed
      expect(await get("evil.example")).toBe(421);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
