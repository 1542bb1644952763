/**
 * The security suite (issue #7): every guarded endpoint and page, foreign origins, the security
 * headers on every kind of response, private caching, the login throttle and order numbers.
 *
 * Endpoints and pages are enumerated from the app itself (Hono's route list and the React Router
 * build), so a route added later is covered without touching this file. Pages are rendered through
 * the real Hono app with the route modules loaded by Vite (as `npm run dev` does), so the suite
 * does not depend on a production build being present.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { tablesOf } from "./db/tables.ts";
import { newOrderNumber, ORDER_NUMBER_PATTERN } from "./services/orders.ts";
import { addArtwork, addProduct, addSnapCard } from "./testing/fixtures.ts";
import { makeJpeg } from "./testing/images.ts";
import { json, TEST_PASSWORD, type TestApp } from "./testing/test-app.ts";
import { DB_KINDS } from "./testing/test-db.ts";
import { useTestApp, withTestApp } from "./testing/use-test-app.ts";
import { CUSTOMER, visitor } from "./testing/visitor.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SITE = "http://localhost";
const CLIENT = "203.0.113.10";

/** Strings that only the owner may see: seeded into the inbox and an order. */
const PRIVATE = {
  message: "Private note QX7 about a commission",
  lastName: "Privateqx",
  email: "private-qx7@example.com",
};

/** Paths that work without the owner's session by design. */
const OPEN_ADMIN_API = new Set(["/api/admin/login", "/api/admin/logout", "/api/admin/session"]);
const OPEN_ADMIN_PAGES = new Set(["/admin/login", "/admin/logout"]);

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let vite: ViteDevServer;
let clientDir: string;
beforeAll(async () => {
  vite = await createServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  // A stand-in for build/client: one fingerprinted asset and one plain public file.
  clientDir = mkdtempSync(path.join(os.tmpdir(), "easel-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-Ab12Cd34.js"), "export const x = 1;\n");
  copyFileSync(path.join(ROOT, "public", "favicon.svg"), path.join(clientDir, "favicon.svg"));
}, 120_000);
afterAll(async () => {
  await vite?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

const getBuild = () =>
  vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

/** The whole site (API, media, static files and pages) over a test app's services. */
function siteOf(t: TestApp) {
  const app = createApp({ services: t.services, build: getBuild, clientDir });
  const request = (url: string, init: RequestInit = {}, address = CLIENT) =>
    Promise.resolve(
      app.request(/^https?:/.test(url) ? url : `${SITE}${url}`, init, {
        incoming: { socket: { remoteAddress: address } },
      }),
    );
  return { app, request };
}
type Site = ReturnType<typeof siteOf>;

interface Endpoint {
  method: string;
  path: string;
}

/** Every API method and path the app answers, from Hono's own route list (middleware left out). */
function apiEndpoints(app: Site["app"]): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

function isOwnerOnly(endpoint: Endpoint): boolean {
  const { path: p } = endpoint;
  return (p.startsWith("/api/admin/") && !OPEN_ADMIN_API.has(p)) || p === "/api/upload";
}

interface PageRoute {
  path: string;
  hasAction: boolean;
}

/** Every page pattern of the React Router build, as a path (`/admin`, `/admin/orders/:number`). */
async function pageRoutes(): Promise<PageRoute[]> {
  const build = await getBuild();
  const pages: PageRoute[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || route.path === undefined) continue;
    pages.push({ path: `/${route.path}`, hasAction: typeof route.module.action === "function" });
  }
  return pages;
}

/** What the tests seeded: real ids for every `:param`, so an unguarded write would hit a row. */
interface Seeded {
  productId: number;
  artworkId: number;
  snapCardId: number;
  messageId: number;
  outboxId: number;
  orderNumber: string;
  cartItemId: number;
  cartCookie: string;
  /** The buyer's cookies: their cart and the order's access key. */
  buyerCookie: string;
}

async function seed(t: TestApp, site: Site): Promise<Seeded> {
  const db = t.database.handle.db;
  const productId = await addProduct(db, {
    name: "Tide Coaster",
    category: "coasters",
    price: 400,
  });
  const artworkId = await addArtwork(db, { title: "Harbour at Dusk", category: "ceramics" });
  const snapCardId = await addSnapCard(db, { title: "Snap Cat", subcategory: "cat" });
  const contact = await site.request(
    "/api/contact",
    json("POST", {
      name: "Grace",
      email: "grace@example.com",
      subject: "commission",
      message: PRIVATE.message,
    }),
  );
  expect(contact.status).toBe(201);
  const buyer = visitor(t, "198.51.100.60");
  expect((await buyer.add({ productId })).status).toBe(201);
  const order = await buyer.send(
    "/api/orders",
    json("POST", { ...CUSTOMER, lastName: PRIVATE.lastName, email: PRIVATE.email }),
  );
  expect(order.status).toBe(201);
  // A second visitor keeps a cart, for the cart endpoints' `:id`.
  const shopper = visitor(t, "198.51.100.61");
  const added = await shopper.add({ productId, quantity: 2 });
  const message = await db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
  const outbox = await db.selectFrom("mail_outbox").select("id").executeTakeFirstOrThrow();
  return {
    productId,
    artworkId,
    snapCardId,
    messageId: message.id,
    outboxId: outbox.id,
    orderNumber: order.body.orderNumber,
    cartItemId: added.body.items[0].id,
    cartCookie: shopper.cookie,
    buyerCookie: buyer.cookie,
  };
}

/** A route pattern with its parameters filled in from the seeded rows. */
function concrete(pattern: string, s: Seeded): string {
  const ids: Record<string, string | number> = {
    products: s.productId,
    artworks: s.artworkId,
    "snap-cards": s.snapCardId,
    messages: s.messageId,
    outbox: s.outboxId,
    orders: s.orderNumber,
    remove: s.cartItemId,
  };
  const segments = pattern.split("/");
  return segments
    .map((segment, i) => {
      if (segment === "*") return "no-such-page";
      if (!segment.startsWith(":")) return segment;
      return String(ids[segments[i - 1] ?? ""] ?? 1);
    })
    .join("/");
}

const IMAGE_URL = `/media/${"d".repeat(32)}/400.webp`;

/** A body that would be accepted if the request got through, so a missing guard would write. */
async function bodyFor(endpoint: Endpoint): Promise<RequestInit> {
  const { method, path: p } = endpoint;
  if (!WRITE_METHODS.has(method)) return { method };
  if (p === "/api/upload" || p.endsWith("/upload") || p.endsWith("/uploads")) {
    const form = new FormData();
    const file = new File([new Uint8Array(await makeJpeg(40, 30))], "upload.jpg", {
      type: "image/jpeg",
    });
    form.append(p === "/api/upload" ? "image" : "files", file);
    return { method, body: form };
  }
  const bodies: Record<string, unknown> = {
    "POST /api/admin/products": {
      name: "Injected product",
      price: "1.00",
      category: "coasters",
      imageUrl: IMAGE_URL,
    },
    "PATCH /api/admin/products/:id": { name: "Renamed by a stranger", price: "0.01" },
    "POST /api/admin/artworks": { title: "Injected", category: "sketches", imageUrl: IMAGE_URL },
    "POST /api/admin/snap-cards": { title: "Injected", subcategory: "dog", imageUrl: IMAGE_URL },
    "PATCH /api/admin/messages/:id": { read: true },
    "PATCH /api/admin/orders/:number": { status: "cancelled", note: "by a stranger" },
    "PATCH /api/admin/settings": { paymentInstructions: "Send money to a stranger" },
    "POST /api/admin/password": { currentPassword: TEST_PASSWORD, newPassword: "x".repeat(20) },
    "POST /api/admin/login": { password: "wrong password" },
    "POST /api/cart/add": { productId: 1, quantity: 1 },
    "PATCH /api/cart/update": { cartItemId: 1, quantity: 5 },
    "POST /api/orders": CUSTOMER,
    "POST /api/contact": {
      name: "Mallory",
      email: "mallory@example.com",
      message: "A message sent from another site",
    },
  };
  return json(method, bodies[`${method} ${p}`] ?? {});
}

/** Row counts of every table and the write counter: what "nothing was written" means. */
async function snapshot(t: TestApp) {
  const { db } = t.database.handle;
  const counts: Record<string, number> = {};
  for (const name of (await tablesOf(db, t.database.handle.dialect)).keys()) {
    const row = await db
      .selectFrom(name as "orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  // The fields a stranger's PATCH would change.
  const product = await db.selectFrom("products").select(["name", "price"]).orderBy("id").execute();
  const statuses = await db.selectFrom("orders").select(["order_number", "status"]).execute();
  const read = await db.selectFrom("contact_messages").select(["id", "read_at"]).execute();
  const settings = await db.selectFrom("settings").selectAll().execute();
  return {
    writes: t.database.handle.writes.version,
    counts,
    product,
    statuses,
    read,
    settings,
  };
}

function expectSecurityHeaders(response: Response, label: string) {
  const h = response.headers;
  const csp = h.get("content-security-policy") ?? "";
  // Scripts run by this response's nonce, or (a replayed public page, the same bytes for everyone)
  // by the hashes of the page's own inline scripts (none for a data load): never by anything a
  // visitor could add.
  expect(csp, label).toMatch(
    /script-src (('nonce-[A-Za-z0-9+/]{22}==' |('sha256-[A-Za-z0-9+/]{43}=' )+)'strict-dynamic'|'none')(;|$)/,
  );
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, label).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:/);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), label).toBe("DENY");
  expect(h.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(h.get("permissions-policy"), label).toContain("camera=()");
  expect(h.has("x-powered-by"), label).toBe(false);
  expect(h.get("x-request-id"), label).toMatch(/^[0-9a-f-]{36}$/);
}

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

const randomIp = () =>
  `${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(
    Math.random() * 256,
  )}.${1 + Math.floor(Math.random() * 254)}`;

/** Every header a client might use to claim another address. */
function spoofedAddressHeaders(): Record<string, string> {
  const ip = randomIp();
  return {
    "x-forwarded-for": `${ip}, ${randomIp()}`,
    "x-real-ip": randomIp(),
    forwarded: `for=${randomIp()};proto=https`,
    "cf-connecting-ip": randomIp(),
    "true-client-ip": randomIp(),
    "x-client-ip": randomIp(),
    "x-cluster-client-ip": randomIp(),
    "fastly-client-ip": randomIp(),
  };
}

describe.each(DB_KINDS)("security (%s)", (kind) => {
  const t = useTestApp(kind);
  let site: Site;
  let s: Seeded;
  beforeEach(async () => {
    site = siteOf(t);
    s = await seed(t, site);
  });

  describe("owner-only API", () => {
    it("finds every owner-only endpoint in the app's route list", () => {
      const guarded = apiEndpoints(site.app).filter(isOwnerOnly);
      const names = guarded.map((e) => `${e.method} ${e.path}`);
      // A sample the list must hold; anything added later joins it by itself.
      expect(names).toEqual(
        expect.arrayContaining([
          "GET /api/admin/products",
          "DELETE /api/admin/products/:id",
          "GET /api/admin/orders/:number",
          "PATCH /api/admin/settings",
          "GET /api/admin/backup",
          "POST /api/admin/password",
          "POST /api/upload",
        ]),
      );
      expect(guarded.length).toBeGreaterThanOrEqual(25);
    });

    it("answers every one with 401 without a session, also with ?admin=true, an admin. host or a forged cookie, and writes nothing", async () => {
      const before = await snapshot(t);
      const variants: Array<[string, (p: string) => string, Record<string, string>]> = [
        ["plain", (p) => `${SITE}${p}`, {}],
        ["?admin=true", (p) => `${SITE}${p}?admin=true`, {}],
        ["admin. host", (p) => `http://admin.shop.example${p}`, {}],
        ["admin. host and ?admin=true", (p) => `http://admin.shop.example${p}?admin=true`, {}],
        ["forged cookie", (p) => `${SITE}${p}`, { cookie: "easel_owner=forged-session-token" }],
        ["trailing slash", (p) => `${SITE}${p}/`, {}],
        ["upper case", (p) => `${SITE}${p.toUpperCase()}`, {}],
      ];
      const checked: string[] = [];
      for (const endpoint of apiEndpoints(site.app).filter(isOwnerOnly)) {
        const target = concrete(endpoint.path, s);
        for (const [variant, url, headers] of variants) {
          const init = await bodyFor(endpoint);
          const response = await site.request(url(target), {
            ...init,
            headers: { ...(init.headers as Record<string, string>), ...headers },
          });
          const label = `${endpoint.method} ${target} (${variant})`;
          expect(response.status, label).toBe(401);
          expect(await response.json(), label).toEqual({ message: "Authentication required" });
          expect(response.headers.has("set-cookie"), label).toBe(false);
          checked.push(label);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(25 * variants.length);
      expect(await snapshot(t)).toEqual(before);
    });
  });

  describe("admin pages", () => {
    async function adminPages() {
      const pages = (await pageRoutes()).filter(
        (page) => page.path === "/admin" || page.path.startsWith("/admin/"),
      );
      expect(pages.map((page) => page.path)).toEqual(
        expect.arrayContaining(["/admin", "/admin/orders", "/admin/orders/:number"]),
      );
      return pages.filter((page) => !OPEN_ADMIN_PAGES.has(page.path));
    }

    const expectSignInOnly = async (response: Response, label: string) => {
      const body = await response.text();
      expect(response.status, label).toBe(401);
      for (const secret of Object.values(PRIVATE)) expect(body, label).not.toContain(secret);
      return body;
    };

    it("show only the sign-in form without a session (pages, their .data loads, ?admin=true and admin. hosts)", async () => {
      // The owner does see the private data on these pages.
      const cookie = await t.login();
      const inbox = await site.request("/admin/messages", { headers: { cookie } });
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain(PRIVATE.message);
      const order = await site.request(`/admin/orders/${s.orderNumber}`, { headers: { cookie } });
      expect(await order.text()).toContain(PRIVATE.email);

      const pages = await adminPages();
      expect(pages.length).toBeGreaterThanOrEqual(9);
      for (const page of pages) {
        const target = concrete(page.path, s);
        for (const url of [
          `${SITE}${target}`,
          `${SITE}${target}?admin=true`,
          `http://admin.shop.example${target}`,
          `${SITE}${target.toUpperCase().replace("/ADMIN", "/Admin")}`,
        ]) {
          const response = await site.request(url, {
            headers: { cookie: "easel_owner=forged-session-token" },
          });
          const body = await expectSignInOnly(response, url);
          expect(body, url).toContain("Owner sign in");
          expect(body, url).toMatch(/<form[^>]*action="\/admin\/login"[^>]*method="post"/);
          expect(body, url).toContain('type="password"');
        }
        // Client-side navigations load `….data`: the same refusal, no loader data.
        await expectSignInOnly(await site.request(`${target}.data`), `${target}.data`);
      }
    });

    it("refuse every page action without a session and write nothing", async () => {
      const before = await snapshot(t);
      const actions = (await adminPages()).filter((page) => page.hasAction);
      expect(actions.length).toBeGreaterThanOrEqual(4);
      for (const page of actions) {
        const target = concrete(page.path, s);
        for (const intent of ["delete", "update", "save", "status", "read", "profile"]) {
          const form = new URLSearchParams({
            intent,
            id: String(s.productId),
            status: "cancelled",
            read: "true",
            paymentInstructions: "Send money to a stranger",
          });
          for (const url of [target, `${target}?admin=true`, `${target}.data`]) {
            const response = await site.request(url, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
              body: form,
            });
            expect(response.status, `POST ${url} (${intent})`).toBe(401);
            await response.arrayBuffer();
          }
        }
      }
      expect(await snapshot(t)).toEqual(before);
    });
  });

  describe("foreign origins", () => {
    const FOREIGN = [
      "https://evil.example",
      "null",
      "http://localhost.evil.example",
      "http://localhost:8080",
      "https://localhost",
    ];

    it("refuse every write endpoint, public and owner-only, with 403 even with the owner's session", async () => {
      const cookie = `${await t.login()}; ${s.cartCookie}`;
      const before = await snapshot(t);
      const writes = apiEndpoints(site.app).filter((e) => WRITE_METHODS.has(e.method));
      expect(writes.map((e) => e.path)).toEqual(
        expect.arrayContaining(["/api/orders", "/api/contact", "/api/cart/add", "/api/upload"]),
      );
      for (const endpoint of writes) {
        const target = concrete(endpoint.path, s);
        const refusals: Array<Record<string, string>> = [
          ...FOREIGN.map((origin) => ({ origin })),
          { "sec-fetch-site": "cross-site" },
        ];
        for (const headers of refusals) {
          const init = await bodyFor(endpoint);
          const response = await site.request(target, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), cookie, ...headers },
          });
          const label = `${endpoint.method} ${target} ${JSON.stringify(headers)}`;
          expect(response.status, label).toBe(403);
          expect(await response.json(), label).toEqual({ message: "Cross-origin request refused" });
        }
      }
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuse every page form post (contact, cart, checkout, sign-in and admin forms) with 403", async () => {
      const cookie = `${await t.login()}; ${s.cartCookie}`;
      const before = await snapshot(t);
      const actions = (await pageRoutes()).filter((page) => page.hasAction);
      expect(actions.map((page) => page.path)).toEqual(
        expect.arrayContaining([
          "/contact",
          "/checkout",
          "/cart",
          "/admin/login",
          "/admin/orders/:number",
        ]),
      );
      for (const page of actions) {
        const target = concrete(page.path, s);
        for (const origin of FOREIGN) {
          const response = await site.request(target, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
            body: new URLSearchParams({ ...CUSTOMER, intent: "delete", password: TEST_PASSWORD }),
          });
          expect(response.status, `POST ${target} from ${origin}`).toBe(403);
          await response.arrayBuffer();
        }
      }
      expect(await snapshot(t)).toEqual(before);
    });
  });

  describe("security headers", () => {
    it("are on every kind of response", async () => {
      const cookie = await t.login();
      const { key } = await t.services.media.ingest(await makeJpeg(900, 600), "a.jpg", "shop");
      const cases: Array<[string, () => Promise<Response>, number]> = [
        ["home page", () => site.request("/"), 200],
        ["public page", () => site.request("/shop"), 200],
        ["page .data", () => site.request("/shop.data"), 200],
        ["admin page", () => site.request("/admin/orders", { headers: { cookie } }), 200],
        [
          "redirect",
          () => site.request("/shop?admin=true", { redirect: "manual" } as RequestInit),
          302,
        ],
        ["API JSON", () => site.request("/api/products"), 200],
        ["API search", () => site.request("/api/search?q=tide"), 200],
        ["owner API JSON", () => site.request("/api/admin/orders", { headers: { cookie } }), 200],
        [
          "CSV export",
          () => site.request("/api/admin/orders/export.csv", { headers: { cookie } }),
          200,
        ],
        ["media variant", () => site.request(`/media/${key}/400.webp`), 200],
        [
          "media 304",
          () =>
            site.request(`/media/${key}/400.webp`, {
              headers: { "if-none-match": `"${key}-400.webp"` },
            }),
          304,
        ],
        ["media 404", () => site.request(`/media/${"0".repeat(32)}/400.webp`), 404],
        ["static asset", () => site.request("/assets/entry-Ab12Cd34.js"), 200],
        ["public file", () => site.request("/favicon.svg"), 200],
        ["robots.txt", () => site.request("/robots.txt"), 200],
        ["sitemap (none without PUBLIC_URL)", () => site.request("/sitemap.xml"), 404],
        ["404 page", () => site.request("/no-such-page"), 404],
        [
          "unknown admin page (to the dashboard)",
          () =>
            site.request("/admin/no-such-page", {
              headers: { cookie },
              redirect: "manual",
            } as RequestInit),
          302,
        ],
        ["unknown order page", () => site.request("/checkout/success/EA-0000-0000-0000"), 404],
        ["API 404", () => site.request("/api/no-such-thing"), 404],
        ["API 404 record", () => site.request("/api/orders/EA-0000-0000-0000"), 404],
        ["400 validation", () => site.request("/api/contact", json("POST", {})), 400],
        [
          "400 malformed JSON",
          () =>
            site.request("/api/cart/add", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: "{",
            }),
          400,
        ],
        ["400 page form", () => site.request("/contact", formPost({ name: "" })), 400],
        ["401 API", () => site.request("/api/admin/products"), 401],
        ["401 page", () => site.request("/admin"), 401],
        [
          "401 wrong password",
          () => site.request("/api/admin/login", json("POST", { password: "nope" })),
          401,
        ],
        [
          "403 foreign origin",
          () => site.request("/api/cart/add", json("POST", {}, { origin: "https://evil.example" })),
          403,
        ],
        [
          "413 too large",
          () =>
            site.request(
              "/api/contact",
              json("POST", { name: "x", email: "a@b.c", message: "m".repeat(1_100_000) }),
            ),
          413,
        ],
        [
          "415 wrong type",
          () =>
            site.request("/api/contact", {
              method: "POST",
              headers: { "content-type": "text/plain" },
              body: "hello",
            }),
          415,
        ],
      ];
      for (const [label, send, status] of cases) {
        const response = await send();
        expect(response.status, label).toBe(status);
        expectSecurityHeaders(response, label);
        await response.arrayBuffer();
      }
    });

    it("are on 429 responses (order lookups and the login throttle)", async () => {
      const address = "198.51.100.90";
      let lookup: Response | undefined;
      for (let i = 0; i < 31; i++) {
        lookup = await site.request(`/api/orders/${newOrderNumber()}`, {}, address);
        await lookup.arrayBuffer();
      }
      expect(lookup!.status).toBe(429);
      expectSecurityHeaders(lookup!, "429 order lookup");
      const page = await site.request(`/checkout/success/${s.orderNumber}`, {}, address);
      expect(page.status).toBe(429);
      expectSecurityHeaders(page, "429 order page");

      let login: Response | undefined;
      for (let i = 0; i < 11; i++) {
        login = await site.request(
          "/api/admin/login",
          json("POST", { password: `wrong ${i}` }),
          address,
        );
        await login.arrayBuffer();
      }
      expect(login!.status).toBe(429);
      expectSecurityHeaders(login!, "429 login");
    });

    it("are on a replayed catalogue response, with a fresh nonce and request id", async () => {
      const first = await site.request("/api/products");
      const second = await site.request("/api/products");
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      const id = second.headers.get("x-request-id");
      expect(t.logs.find((line) => line.reqId === id)).toMatchObject({ replayed: true });
      expectSecurityHeaders(first, "recorded");
      expectSecurityHeaders(second, "replayed");
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      expect(id).not.toBe(first.headers.get("x-request-id"));
    });

    it("are on 500 errors from the API and from pages, which reveal nothing but a request id", async () => {
      await t.database.handle.close(); // every query now fails
      const api = await site.request("/api/products");
      expect(api.status).toBe(500);
      expectSecurityHeaders(api, "API 500");
      expect(await api.json()).toEqual({
        message: "Something went wrong on our side. Please try again.",
        requestId: api.headers.get("x-request-id"),
      });
      const page = await site.request("/shop");
      expect(page.status).toBe(500);
      expectSecurityHeaders(page, "page 500");
      const html = await page.text();
      expect(html).not.toMatch(/at \S+ \(|node:internal|SqliteError|database|kysely/i);
    });
  });

  describe("private responses are never stored", () => {
    it("cart, checkout and order pages and their .data loads are no-store", async () => {
      const shopper = { cookie: s.cartCookie };
      const paths: Array<[string, number]> = [
        ["/cart", 200],
        ["/cart.data", 200],
        ["/checkout", 200],
        ["/checkout.data", 200],
        [`/checkout/success/${s.orderNumber}`, 200],
        [`/checkout/success/${s.orderNumber}.data`, 200],
        ["/checkout/success/EA-0000-0000-0000", 404],
        // Spellings the router matches too (or answers with the 404 page).
        ["/Cart", 200],
        ["/CHECKOUT", 200],
        ["/cart/", 200],
        ["/%63art", 200],
        [`/Checkout/Success/${s.orderNumber}`, 200],
        ["//cart", 404],
      ];
      for (const [p, status] of paths) {
        const response = await site.request(p, { headers: shopper });
        expect(response.status, p).toBe(status);
        expect(response.headers.get("cache-control"), p).toBe("no-store");
        await response.arrayBuffer();
      }
      // The success page shows the buyer their own data: it really is private.
      const success = await site.request(`/checkout/success/${s.orderNumber}`, {
        headers: { cookie: s.buyerCookie },
      });
      expect(await success.text()).toContain(PRIVATE.email);
      // Anyone else gets the order without it (decision 017).
      const stranger = await site.request(`/checkout/success/${s.orderNumber}`);
      expect(await stranger.text()).not.toContain(PRIVATE.email);
      // Cart actions too.
      const remove = await site.request("/cart", {
        ...formPost({ intent: "remove", cartItemId: String(s.cartItemId) }),
        headers: { ...formPost({}).headers, ...shopper },
      });
      expect(remove.headers.get("cache-control")).toBe("no-store");
    });

    it("every admin page is no-store, signed in or not", async () => {
      const cookie = await t.login();
      const pages = (await pageRoutes()).filter((page) => page.path.startsWith("/admin"));
      for (const page of pages) {
        const target = concrete(page.path, s);
        for (const url of [
          target,
          `${target}.data`,
          `${target}/`,
          target.replace("/admin", "/ADMIN"),
          target.replace("/admin", "//admin"),
          target.replace("/admin", "/%61dmin"),
        ]) {
          for (const headers of [{ cookie }, {}] as Array<Record<string, string>>) {
            const response = await site.request(url, { headers, redirect: "manual" });
            const label = `${url} ${headers.cookie ? "signed in" : "signed out"}`;
            expect(response.status, label).toBeLessThan(500);
            expect(response.headers.get("cache-control"), label).toBe("no-store");
            await response.arrayBuffer();
          }
        }
      }
    });

    it("every /api/cart, /api/orders and /api/admin response is no-store, errors and refusals included", async () => {
      let cookie = await t.login();
      // Some of the owner's calls end the session (logout, a new password): sign in again then.
      const ownerCookie = async () => {
        if (!(await t.services.auth.isValidSession(cookie.split("=")[1]))) cookie = await t.login();
        return cookie;
      };
      const isPrivate = (p: string) => /^\/api\/(cart|orders|admin|upload)(\/|$)/.test(p);
      const endpoints = apiEndpoints(site.app).filter((e) => isPrivate(e.path));
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      // Reads first, writes after (deletes last), so each request finds the seeded rows.
      const order = (e: Endpoint) => ["GET", "PATCH", "POST", "DELETE"].indexOf(e.method);
      endpoints.sort((a, b) => order(a) - order(b));
      for (const endpoint of endpoints) {
        const target = concrete(endpoint.path, s);
        const init = await bodyFor(endpoint);
        const base = init.headers as Record<string, string> | undefined;
        await ownerCookie();
        const attempts: Array<[string, RequestInit]> = [
          ["owner", { ...init, headers: { ...base, cookie: `${cookie}; ${s.cartCookie}` } }],
          ["no session", { ...init, headers: { ...base } }],
          [
            "foreign origin",
            { ...init, headers: { ...base, cookie, origin: "https://evil.example" } },
          ],
        ];
        if (WRITE_METHODS.has(endpoint.method)) {
          attempts.push([
            "wrong type",
            {
              method: endpoint.method,
              headers: { cookie, "content-type": "text/plain" },
              body: "x",
            },
          ]);
        } else {
          attempts.push(["unknown id", { headers: { cookie } }]);
        }
        for (const [variant, request] of attempts) {
          const url = variant === "unknown id" ? `${target}/nothing-here` : target;
          const response = await site.request(url, request);
          const label = `${endpoint.method} ${url} (${variant}) → ${response.status}`;
          expect(response.headers.get("cache-control"), label).toBe("no-store");
          await response.arrayBuffer();
        }
      }
    });
  });

  describe("login throttle", () => {
    const login = (password: string, headers: Record<string, string>, address: string) =>
      site.request("/api/admin/login", json("POST", { password }, headers), address);

    it("cannot be escaped by rotating X-Forwarded-For, X-Real-IP, Forwarded or any other address header", async () => {
      const address = "198.51.100.70";
      for (let i = 0; i < 10; i++) {
        const response = await login(`wrong ${i}`, spoofedAddressHeaders(), address);
        expect(response.status).toBe(401);
      }
      for (let i = 0; i < 40; i++) {
        const response = await login(TEST_PASSWORD, spoofedAddressHeaders(), address);
        expect(response.status, `attempt ${i}`).toBe(429);
        expect(response.headers.has("set-cookie")).toBe(false);
      }
      // The sign-in form shares the throttle.
      const form = await site.request(
        "/admin/login",
        {
          ...formPost({ intent: "sign-in", password: TEST_PASSWORD, redirectTo: "/admin" }),
          headers: { ...formPost({}).headers, ...spoofedAddressHeaders() },
        },
        address,
      );
      expect(form.status).toBe(429);
      expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(form.headers.has("set-cookie")).toBe(false);
      // It is per client: the owner elsewhere still signs in.
      expect((await login(TEST_PASSWORD, {}, "198.51.100.71")).status).toBe(200);
    });

    it("behind a trusted proxy, uses only the address the proxy appended", async () => {
      await withTestApp(kind, { TRUST_PROXY: "1" }, async (proxied) => {
        const proxiedSite = siteOf(proxied);
        const proxy = "127.0.0.1";
        const client = "192.0.2.80";
        const attempt = (password: string) => {
          const spoof = spoofedAddressHeaders();
          return proxiedSite.request(
            "/api/admin/login",
            json("POST", { password }, { ...spoof, "x-forwarded-for": `${randomIp()}, ${client}` }),
            proxy,
          );
        };
        for (let i = 0; i < 10; i++) expect((await attempt(`wrong ${i}`)).status).toBe(401);
        for (let i = 0; i < 30; i++) expect((await attempt(TEST_PASSWORD)).status).toBe(429);
        const other = await proxiedSite.request(
          "/api/admin/login",
          json("POST", { password: TEST_PASSWORD }, { "x-forwarded-for": "192.0.2.81" }),
          proxy,
        );
        expect(other.status).toBe(200);
      });
    });
  });

  describe("rate-limited forms", () => {
    it("answer 429 with Retry-After on the page as on the API (contact, checkout)", async () => {
      const address = "198.51.100.95";
      const message = { name: "Ivy", email: "ivy@example.com", message: "Hello there, a question" };
      for (let i = 0; i < 5; i++) {
        const sent = await site.request("/api/contact", json("POST", message), address);
        expect(sent.status).toBe(201);
      }
      for (const refused of [
        await site.request("/api/contact", json("POST", message), address),
        await site.request("/contact", formPost(message), address),
      ]) {
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        await refused.arrayBuffer();
      }
      for (let i = 0; i < 20; i++) {
        const attempt = await site.request("/api/orders", json("POST", CUSTOMER), address);
        expect(attempt.status).not.toBe(429);
        await attempt.arrayBuffer();
      }
      for (const refused of [
        await site.request("/api/orders", json("POST", CUSTOMER), address),
        await site.request("/checkout", formPost(CUSTOMER), address),
      ]) {
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(refused.headers.get("cache-control")).toBe("no-store");
        await refused.arrayBuffer();
      }
    });
  });

  describe("impossible ids in page forms", () => {
    // Ids past 32 bits, or not numbers at all, were a 500 on PostgreSQL: now "not found".
    const BAD_IDS = ["99999999999", "abc", "1e3", "-1", ""];

    it("the cart page answers 404 and keeps the cart", async () => {
      for (const id of BAD_IDS) {
        for (const intent of ["remove", "update"]) {
          const response = await site.request("/cart", {
            ...formPost({ intent, cartItemId: id, quantity: "2" }),
            headers: { ...formPost({}).headers, cookie: s.cartCookie },
          });
          expect(response.status, `${intent} ${id}`).toBe(404);
          await response.arrayBuffer();
        }
      }
      const cart = await site.request("/api/cart", { headers: { cookie: s.cartCookie } });
      expect((await cart.json()).itemCount).toBeGreaterThan(0);
    });

    it("the owner's product, portfolio and message forms answer 404 and change nothing", async () => {
      const cookie = await t.login();
      const before = await snapshot(t);
      const posts: Array<[string, Record<string, string>]> = [];
      for (const id of BAD_IDS) {
        posts.push(["/admin?index", { intent: "delete", id }]);
        posts.push(["/admin?index", { intent: "stock", id, stock: "3" }]);
        posts.push(["/admin/portfolio", { intent: "availability", id, isAvailable: "false" }]);
        posts.push(["/admin/messages", { intent: "read", id, read: "true" }]);
        posts.push(["/admin/messages", { intent: "retry", id }]);
      }
      for (const [path, fields] of posts) {
        const response = await site.request(path, {
          ...formPost(fields),
          headers: { ...formPost({}).headers, cookie },
        });
        expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(404);
        await response.arrayBuffer();
      }
      // (The write count moves: each signed-in request keeps the owner's session alive.)
      const { writes: _before, ...kept } = before;
      const { writes: _after, ...now } = await snapshot(t);
      expect(now).toEqual(kept);
    });
  });

  describe("order numbers", () => {
    it("are random 60-bit numbers with no pattern across 200 real orders", {
      timeout: 120_000,
    }, async () => {
      const productId = await addProduct(t.database.handle.db, {
        name: "Plain Card",
        category: "cards",
        price: 300,
      });
      const numbers: string[] = [s.orderNumber];
      for (let i = 0; i < 199; i++) {
        const { sessionId } = await t.services.cart.add(undefined, { productId, quantity: 1 });
        // Each from a buyer of their own: one address holds at most three unpaid orders.
        const buyer = { ...CUSTOMER, email: `buyer-${i}@example.com` };
        const { order } = await t.services.orders.place(sessionId, buyer);
        numbers.push(order.orderNumber);
      }
      expect(numbers.every((n) => ORDER_NUMBER_PATTERN.test(n))).toBe(true);
      expect(new Set(numbers).size).toBe(200);
      // Not in creation order, and neighbours share nothing but chance.
      expect([...numbers].sort()).not.toEqual(numbers);
      const symbols = (n: string) => n.slice(3).replaceAll("-", "");
      for (let i = 1; i < numbers.length; i++) {
        const a = symbols(numbers[i - 1]!);
        const b = symbols(numbers[i]!);
        const differing = [...a].filter((ch, j) => ch !== b[j]).length;
        expect(differing, `${numbers[i - 1]} → ${numbers[i]}`).toBeGreaterThanOrEqual(4);
      }
      // Every position varies: at least half the alphabet shows up at each of the 12.
      for (let j = 0; j < 12; j++) {
        const seen = new Set(numbers.map((n) => symbols(n)[j]));
        expect(seen.size, `position ${j}`).toBeGreaterThanOrEqual(16);
      }
    });

    it("use all 32 symbols evenly at every position (60 bits)", () => {
      const samples = 20_000;
      const counts = Array.from({ length: 12 }, () => new Map<string, number>());
      for (let i = 0; i < samples; i++) {
        const n = newOrderNumber();
        const symbols = n.slice(3).replaceAll("-", "");
        for (let j = 0; j < 12; j++) {
          counts[j]!.set(symbols[j]!, (counts[j]!.get(symbols[j]!) ?? 0) + 1);
        }
      }
      const expected = samples / 32;
      for (const [j, count] of counts.entries()) {
        expect(count.size, `position ${j}`).toBe(32);
        for (const [symbol, n] of count) {
          expect(n, `${symbol} at ${j}`).toBeGreaterThan(expected * 0.7);
          expect(n, `${symbol} at ${j}`).toBeLessThan(expected * 1.3);
        }
      }
      // 12 symbols of 5 bits each.
      expect(12 * Math.log2(32)).toBe(60);
    });

    it("give a plain 404 'Order not found' for neighbouring and guessed numbers, leaking nothing", async () => {
      const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
      const real = s.orderNumber;
      const guesses = new Set<string>();
      for (let i = 3; i < real.length; i++) {
        const ch = real[i]!;
        if (ch === "-") continue;
        const at = alphabet.indexOf(ch);
        for (const step of [1, -1]) {
          const next = alphabet[(at + step + 32) % 32]!;
          guesses.add(`${real.slice(0, i)}${next}${real.slice(i + 1)}`);
        }
      }
      for (const guess of [
        real.toLowerCase(),
        real.replaceAll("-", ""),
        `${real}0`,
        ` ${real}`,
        `${real.slice(0, -1)}%`,
        "EA-%25",
        "EA-____-____-____",
        "EA-0000-0000-0000",
        "1",
        "' OR '1'='1",
      ]) {
        guesses.add(guess);
      }
      let n = 0;
      // A new address every 25 guesses keeps this test under the lookup limit.
      const address = () => `198.51.100.${100 + Math.floor(n++ / 25)}`;
      for (const guess of guesses) {
        const api = await site.request(`/api/orders/${encodeURIComponent(guess)}`, {}, address());
        expect(api.status, guess).toBe(404);
        expect(await api.json(), guess).toEqual({ message: "Order not found" });
        const page = await site.request(
          `/checkout/success/${encodeURIComponent(guess)}`,
          {},
          address(),
        );
        expect(page.status, guess).toBe(404);
        const html = await page.text();
        expect(html, guess).toContain("Order not found");
        const secrets = [PRIVATE.email, PRIVATE.lastName];
        if (!guess.includes(real)) secrets.push(real);
        for (const secret of secrets) expect(html, guess).not.toContain(secret);
      }
      // The real number does show the order; its customer only to the buyer (decision 017).
      const found = await site.request(`/api/orders/${real}`, {}, "198.51.100.99");
      expect(found.status).toBe(200);
      const shown = await found.text();
      expect(JSON.parse(shown).orderNumber).toBe(real);
      for (const secret of [PRIVATE.email, PRIVATE.lastName]) expect(shown).not.toContain(secret);
      const own = await site.request(
        `/api/orders/${real}`,
        { headers: { cookie: s.buyerCookie } },
        "198.51.100.99",
      );
      expect((await own.json()).customer.email).toBe(PRIVATE.email);
    });

    it("are rate-limited: the 31st lookup in a minute is 429, for the API and the page, whatever the headers say", async () => {
      const address = "198.51.100.80";
      for (let i = 0; i < 30; i++) {
        const response = await site.request(
          `/api/orders/${newOrderNumber()}`,
          { headers: spoofedAddressHeaders() },
          address,
        );
        expect(response.status, `lookup ${i + 1}`).toBe(404);
        await response.arrayBuffer();
      }
      // Even the real number now gets nothing but the refusal.
      for (const url of [`/api/orders/${s.orderNumber}`, `/checkout/success/${s.orderNumber}`]) {
        const refused = await site.request(url, { headers: spoofedAddressHeaders() }, address);
        expect(refused.status, url).toBe(429);
        expect(Number(refused.headers.get("retry-after")), url).toBeGreaterThan(0);
        expect(Number(refused.headers.get("retry-after")), url).toBeLessThanOrEqual(60);
        const body = await refused.text();
        expect(body, url).not.toContain(PRIVATE.email);
        if (url.startsWith("/api/")) {
          expect(JSON.parse(body)).toEqual({
            message: "Too many order lookups. Please wait a minute.",
          });
        }
      }
      // Another client is not affected.
      const other = await site.request(`/api/orders/${s.orderNumber}`, {}, "198.51.100.81");
      expect(other.status).toBe(200);
    });
  });
});

function formPost(fields: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
    body: new URLSearchParams(fields),
  } satisfies RequestInit;
}
