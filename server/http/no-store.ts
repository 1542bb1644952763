import type { MiddlewareHandler } from "hono";
import { mutableHeaders } from "./security-headers.ts";

/**
 * What shows one visitor's or the owner's data: the admin, cart, checkout and commission pages
 * (and their `.data` loads), and the owner, cart, order, upload and commission API.
 */
const PRIVATE =
  /^\/(admin|cart|checkout|commissions|api\/(admin|cart|orders|upload|commissions|gift-cards))(\/|\.data$|$)/;

/** True for a private path, judged as the routers match it: decoded, any case, repeated slashes. */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the raw path.
  }
  return PRIVATE.test(path.toLowerCase().replace(/\/{2,}/g, "/"));
}

/**
 * Private responses are never stored by a browser or proxy cache: every answer on those paths is
 * `Cache-Control: no-store`, refusals (401, 403, 413, 415, 429) and errors included.
 */
export function privateNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPrivatePath(new URL(c.req.url).pathname)) {
      mutableHeaders(c).set("Cache-Control", "no-store");
    }
  };
}
