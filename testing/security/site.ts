/** The security suites' site (server/security-*.test.ts): the built pages, the API, seeded rows. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect } from "vitest";
import { createApp } from "../../server/app.ts";
import { addArtwork, addProduct, addSnapCard } from "../fixtures.ts";
import { type Pages as BuiltPages, startPages } from "../page-build.ts";
import { json, type TestApp } from "../test-app.ts";
import { DB_KINDS, type DbKind } from "../test-db.ts";
import { useTestApp } from "../use-test-app.ts";
import { CUSTOMER, visitor } from "../visitor.ts";

export const SITE = "http://localhost";
export const CLIENT = "203.0.113.10";

/** Strings that only the owner may see: seeded into the inbox and an order. */
export const PRIVATE = {
  message: "Private note QX7 about a commission",
  lastName: "Privateqx",
  email: "private-qx7@example.com",
};

/** Paths that work without the owner's session by design. */
export const OPEN_ADMIN_API = new Set([
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/session",
  // "Forgot your password?" and the reset link's own call: the owner cannot sign in.
  "/api/admin/password-reset",
  "/api/admin/password-reset/:token",
]);
export const OPEN_ADMIN_PAGES = new Set([
  "/admin/login",
  "/admin/logout",
  "/admin/password-reset",
  "/admin/password-reset/:token",
]);

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The run's built pages (page-build.ts) for the calling test file, once its `beforeAll` is over:
 * what `siteOf` renders pages with.
 */
export function securityPages() {
  let pages: BuiltPages | undefined;
  beforeAll(async () => {
    pages = await startPages();
  }, 120_000);
  return () => {
    if (!pages) throw new Error("securityPages: the pages are there once the file has started");
    return pages;
  };
}

export type Pages = ReturnType<typeof securityPages>;

/** The name of one of the build's scripts for the browser, under `/assets/`. */
export const someScript = (pages: BuiltPages) =>
  readdirSync(path.join(pages.clientDir, "assets")).find((name) => name.endsWith(".js"))!;

/**
 * A test app on `kind` (`ctx.kind`) for each test, the whole site over it and the rows `seed`
 * made: `ctx.t`, `ctx.site` and `ctx.s` stand for the current test's.
 */
export function useSecuritySite(kind: DbKind, pages: Pages) {
  const t = useTestApp(kind);
  const ctx = {
    kind,
    t,
    site: undefined as unknown as Site,
    s: undefined as unknown as Seeded,
    pages,
  };
  beforeEach(async () => {
    ctx.site = siteOf(t, pages());
    ctx.s = await seed(t, ctx.site);
  });
  return ctx;
}

export type SecuritySite = ReturnType<typeof useSecuritySite>;

/**
 * One security suite file: the run's built pages once for the file (`ctx.pages`), and `body` on
 * each engine with a fresh site for each test.
 */
export function describeSecurity(body: (ctx: SecuritySite) => void) {
  const pages = securityPages();
  describe.each(DB_KINDS)("security (%s)", (kind) => body(useSecuritySite(kind, pages)));
}

/** The whole site (API, media, static files and pages) over a test app's services. */
export function siteOf(t: TestApp, pages: BuiltPages) {
  const app = createApp({ services: t.services, build: pages.build, clientDir: pages.clientDir });
  const request = (url: string, init: RequestInit = {}, address = CLIENT) =>
    Promise.resolve(
      app.request(/^https?:/.test(url) ? url : `${SITE}${url}`, init, {
        incoming: { socket: { remoteAddress: address } },
      }),
    );
  return { app, request };
}
export type Site = ReturnType<typeof siteOf>;

export interface Endpoint {
  method: string;
  path: string;
}

/** Every API method and path the app answers, from Hono's own route list (middleware left out). */
export function apiEndpoints(app: Site["app"]): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

export function isOwnerOnly(endpoint: Endpoint): boolean {
  const { path: p } = endpoint;
  return (p.startsWith("/api/admin/") && !OPEN_ADMIN_API.has(p)) || p === "/api/upload";
}

export interface PageRoute {
  path: string;
  hasAction: boolean;
}

/** Every page pattern of the React Router build, as a path (`/admin`, `/admin/orders/:number`). */
export async function pageRoutes(built: Pages): Promise<PageRoute[]> {
  const build = await built().build();
  const pages: PageRoute[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || route.path === undefined) continue;
    pages.push({ path: `/${route.path}`, hasAction: typeof route.module.action === "function" });
  }
  return pages;
}

/** What the tests seeded: real ids for every `:param`, so an unguarded write would hit a row. */
export interface Seeded {
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

export async function seed(t: TestApp, site: Site): Promise<Seeded> {
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
export function concrete(pattern: string, s: Seeded): string {
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
