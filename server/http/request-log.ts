import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { mutableHeaders } from "./security-headers.ts";

/** A password reset link's token in a path (the page's, its `.data` load's or the API's). */
const RESET_TOKEN = /(\/password-reset\/)[^/]+/i;

/**
 * The path as the log keeps it: without its query (no `?key=`), and with a reset link's token left
 * out, since whoever reads the log within the hour could set the password with it.
 */
export const loggedPath = (url: URL) => url.pathname.replace(RESET_TOKEN, "$1…");

/** Gives every request an id (echoed as X-Request-Id) and logs one line when it completes. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("log", logger.child({ reqId: requestId }));
    await next();
    // On the response's own headers: `c.header` would copy a finished response into a stream.
    mutableHeaders(c).set("X-Request-Id", requestId);
    const url = new URL(c.req.url);
    const status = c.res.status;
    const line = {
      reqId: requestId,
      method: c.req.method,
      path: loggedPath(url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
