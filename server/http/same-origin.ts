import type { Context, MiddlewareHandler } from "hono";
import { isWrite } from "./body-rules.ts";
import { HttpError } from "./errors.ts";

/**
 * Refuses state-changing requests sent by another site (CSRF): a foreign or opaque Origin is 403,
 * and so is a browser's Sec-Fetch-Site of cross-site when no Origin is sent. Clients that send
 * neither (curl, server-to-server) are not browsers acting for a visitor and pass.
 */
export function sameOrigin(ownOrigin: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    if (!isWrite(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin !== ownOrigin(c)) throw new HttpError(403, "Cross-origin request refused");
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new HttpError(403, "Cross-origin request refused");
    }
    return next();
  };
}
