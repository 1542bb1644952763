import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { addressGroup } from "#core/address-group.ts";
import { hasFlashCookie } from "#core/flash.ts";
import { pageUrl } from "#core/page-params.ts";
import { optedOut } from "#core/visit-source.ts";
import { appContext } from "../../app/lib/app-context.ts";
import { capabilities } from "../capabilities/index.ts";
import { RETRY_AFTER_SECONDS } from "../db/availability.ts";
import type { Services } from "../services/index.ts";
import { pageMissLimit } from "../services/limits.ts";
import { visitKey } from "../services/stats.ts";
import type { AppEnv } from "./app-env.ts";
import { CART_COOKIE, ORDER_ACCESS_COOKIE, orderKeysOf } from "./cookies.ts";
import { NOT_FOUND_PAGE, pageReplay } from "./page-replay.ts";
import { deviceCookie, ownerToken } from "./require-owner.ts";

/**
 * The request React Router is handed: the same, at the address the page reads (its declared
 * parameters only, core/page-params.ts), so no loader sees a tracking or junk parameter, and at
 * the origin the visitor used (`origin`, proxy-aware: server/http/request-info.ts). Behind an
 * HTTPS proxy the server itself is asked for `http://127.0.0.1:3000/…`; React Router refuses a
 * form whose Origin header is not the request's own origin, so without this every form posted
 * through the proxy would be a 400.
 */
export function requestAt(request: Request, at: URL, origin?: string): Request {
  const url = origin && at.origin !== origin ? new URL(`${at.pathname}${at.search}`, origin) : at;
  if (url.href === request.url) return request;
  const { method, headers, signal } = request;
  const body = method === "GET" || method === "HEAD" ? null : request.body;
  return new Request(url, { method, headers, signal, body, ...(body ? { duplex: "half" } : {}) });
}

/**
 * No page lies deeper than this many path segments (the deepest route has five). React Router's
 * work for a document grows with the square of its path's depth (it matches every ancestor of
 * the path for the route manifest), so `/a/a/a/…` of 4,000 segments held the whole process for
 * seconds; a deeper path is answered as the not-found page of a short one, without matching it
 * (and replayed: page-replay.ts NOT_FOUND_PAGE).
 */
export const MAX_PAGE_DEPTH = 16;

/** Whether `pathname` has more than MAX_PAGE_DEPTH segments (counted by its slashes). */
export function tooDeep(pathname: string): boolean {
  let slashes = 0;
  for (let i = 0; i < pathname.length; i++) {
    if (pathname.charCodeAt(i) === 47 && ++slashes > MAX_PAGE_DEPTH) return true;
  }
  return false;
}

/** What a too-deep path is answered with: the not-found page (or its data, for a running page). */
function notFoundInstead(request: Request, origin: string): Request {
  const data = new URL(request.url).pathname.endsWith(".data");
  return requestAt(request, new URL(`${NOT_FOUND_PAGE}${data ? ".data" : ""}`, origin));
}

/**
 * Renders every non-API request with React Router, handing the services to loaders and actions.
 * While the database is away, a page that fails is a 503 with Retry-After (the site's own error
 * page), and replayed public pages are still sent (server/http/page-replay.ts).
 */
export function pageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
  services: Pick<Services, "database" | "caches" | "stats" | "env" | "clock">,
) {
  const handle = createRequestHandler(build, mode);
  const { health } = services.database;
  const replay = pageReplay(services.database.writes, {
    budget: services.caches.budget("pages"),
    databaseDown: () => health.down,
  });
  services.caches.register(replay.figures);
  const misses = pageMissLimit();
  const counting = services.env.COUNT_VISITS;
  const { counter } = services.stats;
  /**
   * Counts a page a person was shown (PRODUCT.md §6, Statistics): a document (not a running
   * page's data load, not a prefetch), of the public site, not for the owner, not for a visitor
   * who asked not to be followed. Replayed pages count too: this only appends to a list in
   * memory; what is a bot is decided when the list is written.
   */
  function countView(c: Context<AppEnv>, client: string, owner: string | undefined) {
    const path = c.req.path;
    if (c.req.method !== "GET" || owner || path.endsWith(".data") || path.startsWith("/admin")) {
      return;
    }
    const header = (name: string) => c.req.raw.headers.get(name);
    const dest = header("sec-fetch-dest");
    if ((dest && dest !== "document") || header("sec-purpose") || header("purpose")) return;
    if (optedOut(header("sec-gpc"), header("dnt"))) return;
    const userAgent = header("user-agent") ?? "";
    counter.view({
      at: services.clock.now().getTime(),
      key: visitKey(client, userAgent),
      userAgent,
      url: c.req.url,
      referrer: header("referer"),
      origin: c.var.origin,
      navigate: header("sec-fetch-mode") === "navigate",
    });
  }
  return async (c: Context<AppEnv>) => {
    const context = new RouterContextProvider();
    const nonce = mode === "development" ? "" : c.var.nonce;
    const cartSessionId = getCookie(c, CART_COOKIE);
    const owner = ownerToken(c);
    const client = addressGroup(c.var.clientAddress);
    context.set(appContext, {
      services: c.var.services,
      capabilities,
      nonce,
      requestId: c.var.requestId,
      secure: c.var.secure,
      clientAddress: c.var.clientAddress,
      userAgent: c.req.header("user-agent"),
      cartSessionId,
      ownerToken: owner,
      deviceCookie: deviceCookie(c),
      orderKeys: orderKeysOf(getCookie(c, ORDER_ACCESS_COOKIE)),
    });
    // Private pages (admin, cart, checkout) are marked no-store by the privateNoStore middleware.
    // Public pages show nothing of the owner, and of a shopper only their cart's item count (the
    // site layout's loader): pages are replayed per count.
    const request = tooDeep(c.req.path) ? notFoundInstead(c.req.raw, c.var.origin) : c.req.raw;
    // A page that says a flash toast (core/flash.ts) is this visitor's alone: drawn, never kept.
    const flash = hasFlashCookie(request.headers.get("Cookie"));
    const render = (url: URL) => handle(requestAt(request, url, c.var.origin), context);
    const response = flash
      ? await render(pageUrl(new URL(request.url), request.method))
      : await replay({
          request,
          origin: c.var.origin,
          nonce,
          visitor: async () =>
            cartSessionId ? String(await c.var.services.cart.itemCount(cartSessionId)) : "0",
          mayMiss: async () => (await misses.take(client)) === 0,
          names: async (param, id) => {
            const { catalog } = c.var.services;
            const items = param === "product" ? catalog.listProducts() : catalog.listSnapCards();
            return (await items).some((item) => item.id === id);
          },
          client,
          render,
        });
    if (counting && response.status === 200) countView(c, client, owner);
    if (response.status < 500 || !health.down) return response;
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return new Response(response.body, { status: 503, headers });
  };
}
