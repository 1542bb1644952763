import type { Context, MiddlewareHandler } from "hono";
import { ONE_CLICK_PATH } from "#core/audience.ts";
import { isWrite } from "./body-rules.ts";
import { HttpError } from "./errors.ts";

/**
 * Refuses state-changing requests sent by another site (CSRF): a foreign or opaque Origin is 403,
 * and so is a browser's Sec-Fetch-Site of cross-site when no Origin is sent. Clients that send
 * neither (curl, server-to-server) are not browsers acting for a visitor and pass.
 *
 * One write is taken from anywhere: the one-click unsubscribe (RFC 8058), which a mail client
 * posts from its own origin, or none, with no cookie; its token is the only authority it needs.
 */
export function sameOrigin(ownOrigin: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    if (!isWrite(c.req.method)) return next();
    if (c.req.method === "POST" && ONE_CLICK_PATH.test(c.req.path)) {
      // React Router refuses an action whose Origin is not the page's own: the mail client's is
      // dropped here, where the one path that may come from anywhere is known.
      if (c.req.header("origin") !== undefined) {
        const headers = new Headers(c.req.raw.headers);
        headers.delete("origin");
        c.req.raw = new Request(c.req.raw, { headers });
      }
      return next();
    }
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin !== ownOrigin(c)) throw new HttpError(403, "Cross-origin request refused");
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new HttpError(403, "Cross-origin request refused");
    }
    return next();
  };
}
