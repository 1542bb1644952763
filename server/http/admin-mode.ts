import type { MiddlewareHandler } from "hono";
import { trimTrailingSlashes } from "#core/url-path.ts";

/** Admin pages that a path outside /admin may map to (`/product/new` → `/admin/product/new`). */
const ADMIN_PAGES = [
  "/login",
  "/portfolio",
  "/snap-cards",
  "/home",
  "/optimization",
  "/orders",
  "/messages",
  "/settings",
  "/product/new",
];

/** The admin page for a public path: `/` and unknown paths → `/admin`, known pages keep their path. */
export function adminPathFor(pathname: string): string {
  const path = trimTrailingSlashes(pathname) || "/";
  const match = ADMIN_PAGES.find((page) => path === page || path.startsWith(`${page}/`));
  return match ? `/admin${path}` : "/admin";
}

const PASS_THROUGH = /^\/(api|media|assets|admin)(\/|$)/;

/**
 * Admin mode (PRODUCT.md §2, decision 012 §1): a host name starting with `admin.` or
 * `?admin=true` on a page request lands on the matching /admin page. The API and assets are never
 * redirected; they are guarded by the owner's session instead.
 */
export function adminMode(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (PASS_THROUGH.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return next();
    const host = (c.req.header("host") ?? url.host).toLowerCase();
    const byHost = host.startsWith("admin.");
    const byQuery = url.searchParams.get("admin") === "true";
    if (!byHost && !byQuery) return next();
    url.searchParams.delete("admin");
    const query = url.searchParams.toString();
    return c.redirect(`${adminPathFor(url.pathname)}${query ? `?${query}` : ""}`, 302);
  };
}
