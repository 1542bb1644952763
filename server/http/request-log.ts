import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import { mutableHeaders } from "./security-headers.ts";

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
      path: url.pathname,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
