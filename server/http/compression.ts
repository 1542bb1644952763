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
 * (decision 020). Measured on the home page on the 2-core bench machine: see the decision.
 */
const LEVELS = { fast: { br: 4, gzip: 6 }, best: { br: 10, gzip: 9 } } as const;

/**
 * Brotli's parameters for `size` bytes: its window no larger than the page (at least 64 KB), so
 * the encoder allocates for a page, not for its 4 MB default; memory the allocator would keep.
 */
export function brotliParams(quality: number, size: number): Record<number, number> {
  const window = Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1))));
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: window,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/**
 * `bytes` in `encoding`: at the fast level on this thread (about a millisecond, while a visitor
 * waits: handing it to the thread pool costs more than it saves, and each pool thread's allocator
 * keeps what the encoders asked for), or at the best level in the thread pool (made off the
 * request's path).
 */
export async function encode(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: keyof typeof LEVELS,
): Promise<Uint8Array<ArrayBuffer>> {
  const level = LEVELS[effort][encoding];
  const params = brotliParams(level, bytes.byteLength);
  const out =
    effort === "fast"
      ? encoding === "gzip"
        ? zlib.gzipSync(bytes, { level })
        : zlib.brotliCompressSync(bytes, { params })
      : encoding === "gzip"
        ? await gzipAsync(bytes, { level })
        : await brotliAsync(bytes, { params });
  // A copy of exactly its size: zlib's result may be a view of a larger buffer, all of it kept.
  return new Uint8Array(out);
}

/** A kept copy's plain bytes again (for a visitor who accepts neither encoding: rare). */
export function decode(bytes: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const plain = encoding === "gzip" ? zlib.gunzipSync(bytes) : zlib.brotliDecompressSync(bytes);
  return plain as Uint8Array<ArrayBuffer>;
}
