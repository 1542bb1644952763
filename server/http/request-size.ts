import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * The longest path and query the app reads, in characters: beyond it, 414. No page or API address
 * of Easel comes near it (searches are cut to 200 characters anyway).
 */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * The longest single header value the app reads, in characters: beyond it, 431. Node already
 * refuses more than 16 KB of headers in all (its `maxHeaderSize`, also 431); this keeps any one of
 * them, such as `If-None-Match`, `Cookie` or `X-Forwarded-For`, to a size every browser stays under.
 */
export const MAX_HEADER_LENGTH = 8 * 1024;

/**
 * Refuses oversized request lines and headers before anything parses them: whatever a
 * handler does with them then costs a bounded amount, on top of being linear.
 */
export function requestSizeLimits(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    // The path and query: everything from the first slash after the scheme's `//`.
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    if (pathStart !== -1 && url.length - pathStart > MAX_URL_LENGTH) {
      return c.json(
        { message: `The address is too long (limit ${MAX_URL_LENGTH} characters)` },
        414,
      );
    }
    for (const [name, value] of c.req.raw.headers) {
      if (value.length > MAX_HEADER_LENGTH) {
        const message = `The ${name} header is too large (limit ${MAX_HEADER_LENGTH} characters)`;
        return c.json({ message }, 431);
      }
    }
    return next();
  };
}

/**
 * The same limits on a Node request, for the replay that answers some requests before Hono sees
 * them (response-replay.ts): one over a limit goes on to the app, which refuses it.
 */
export function nodeRequestWithinLimits(req: IncomingMessage): boolean {
  if ((req.url ?? "").length > MAX_URL_LENGTH) return false;
  const raw = req.rawHeaders; // name, value, name, value…
  for (let index = 1; index < raw.length; index += 2) {
    if (raw[index]!.length > MAX_HEADER_LENGTH) return false;
  }
  return true;
}
