import { promisify } from "node:util";
import zlib from "node:zlib";
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

/** The encodings a finished page is kept in, beside its plain bytes. */
export type Encoding = "br" | "gzip";

/** The best encoding a request accepts, if any: Brotli, else gzip. */
export function acceptedEncoding(request: Request): Encoding | undefined {
  const accepted = request.headers.get("accept-encoding") ?? "";
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
}

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

/**
 * Levels for a page drawn while its visitor waits, and for the copy kept for later replays
 * (decision 020). Measured on the home page (~60 KB of HTML) on the 2-core bench machine: Brotli
 * 4 takes ~1 ms for ~25 % more bytes than 10, which takes ~13 ms (015: within 3 % of 11 at a
 * third of its time); gzip 6 against 9 is the same trade on a smaller scale.
 */
const LEVELS = { fast: { br: 4, gzip: 6 }, best: { br: 10, gzip: 9 } } as const;

/** `bytes` in `encoding`, at the fast level (a visitor waits) or the best (made off the path). */
export async function encode(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: keyof typeof LEVELS,
): Promise<Uint8Array<ArrayBuffer>> {
  const level = LEVELS[effort][encoding];
  const out =
    encoding === "gzip"
      ? await gzipAsync(bytes, { level })
      : await brotliAsync(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: level,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
  return out as Uint8Array<ArrayBuffer>;
}
