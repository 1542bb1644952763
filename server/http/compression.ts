import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { mutableHeaders } from "./security-headers.ts";

/**
 * gzip for text (HTML, JSON, JS, CSS, SVG, XML) when the client accepts it; images are already
 * compressed and skipped. A client that accepts no encoding gets the response untouched (and a
 * `Vary: Accept-Encoding`), without copying a finished response into a stream.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress();
  return async (c, next) => {
    if (c.req.header("accept-encoding")) return gzip(c, next);
    await next();
    const type = c.res.headers.get("content-type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const headers = mutableHeaders(c);
    const vary = headers.get("vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
      headers.set("Vary", `${vary}, Accept-Encoding`);
  };
}
