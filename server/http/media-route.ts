import { Readable } from "node:stream";
import { Hono } from "hono";
import type { OpenedFile } from "../services/media-storage.ts";
import type { AppEnv } from "./app-env.ts";
import { byteRange } from "./byte-range.ts";

const KEY = /^[a-f0-9]{32}$/;
const FILE = /^([1-9]\d{0,4})\.(webp|avif)$/;
const TYPES = { webp: "image/webp", avif: "image/avif" } as const;

/** Opens `{key}/{file}` of the variants (media.ts's `openVariant`): a folder's or a bucket's. */
export type OpenVariant = (key: string, file: string) => Promise<OpenedFile | undefined>;

/**
 * `GET /media/{key}/{width}.{webp|avif}`: immutable image variants, whichever store holds them
 * (a bucket's come through its disk cache). Both parts are matched against strict patterns before
 * any name is built, so nothing outside the variants is reachable. An image stored as a draft (the
 * demo's first start: server/services/media.ts) has its WebP before its AVIF: until the AVIF
 * exists, its URL answers with the WebP of the same width, to be asked again (no-cache), so a page
 * never shows a broken image while the demo is being finished. One byte range is honoured (206).
 */
export function mediaRoutes(openVariant: OpenVariant) {
  return new Hono<AppEnv>()
    .get("/:key/:file", async (c) => {
      const { key, file } = c.req.param();
      const match = FILE.exec(file);
      if (!KEY.test(key) || !match) return c.notFound();
      let served = file;
      let variant = await openVariant(key, file);
      if (!variant && match[2] === "avif") {
        served = `${match[1]}.webp`;
        variant = await openVariant(key, served);
      }
      if (!variant) return c.notFound();

      const etag = `"${key}-${served}"`;
      c.header(
        "Cache-Control",
        served === file ? "public, max-age=31536000, immutable" : "public, no-cache",
      );
      c.header("ETag", etag);
      c.header("Accept-Ranges", "bytes");
      const notModified = c.req.header("if-none-match") === etag;
      const ifRange = c.req.header("if-range");
      const range =
        notModified || (ifRange !== undefined && ifRange !== etag)
          ? ({ kind: "whole" } as const)
          : byteRange(c.req.header("range"), variant.size);
      const sendsBody =
        !notModified &&
        c.req.method !== "HEAD" &&
        range.kind !== "unsatisfiable" &&
        variant.size > 0;
      if (!sendsBody) await variant.handle.close();
      if (notModified) return c.body(null, 304);
      if (range.kind === "unsatisfiable") {
        c.header("Content-Range", `bytes */${variant.size}`);
        return c.body(null, 416);
      }
      c.header("Content-Type", TYPES[served.endsWith("avif") ? "avif" : "webp"]);
      const [start, end, status] =
        range.kind === "part"
          ? [range.start, range.end, 206 as const]
          : [0, variant.size - 1, 200 as const];
      if (status === 206) c.header("Content-Range", `bytes ${start}-${end}/${variant.size}`);
      c.header("Content-Length", String(Math.max(0, end - start + 1)));
      if (!sendsBody) return c.body(null, status);
      // The stream closes the file when it ends or is cut off.
      const stream = Readable.toWeb(
        variant.handle.createReadStream({ start, end }),
      ) as ReadableStream<Uint8Array>;
      return c.body(stream, status);
    })
    .all("*", (c) => c.notFound());
}
