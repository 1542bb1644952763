import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

const KEY = /^[a-f0-9]{32}$/;
const FILE = /^([1-9]\d{0,4})\.(webp|avif)$/;
const TYPES = { webp: "image/webp", avif: "image/avif" } as const;

const fileInfo = (file: string) => stat(file).then((info) => (info.isFile() ? info : undefined));

/**
 * `GET /media/{key}/{width}.{webp|avif}`: immutable image variants. Both parts are matched against
 * strict patterns before any path is built, so nothing outside the variants folder is reachable.
 * An image stored as a draft (the demo's first start: server/services/media.ts) has its WebP
 * before its AVIF: until the AVIF exists, its URL answers with the WebP of the same width, to be
 * asked again (no-cache), so a page never shows a broken image while the demo is being finished.
 */
export function mediaRoutes(variantsDir: () => string) {
  return new Hono<AppEnv>()
    .get("/:key/:file", async (c) => {
      const { key, file } = c.req.param();
      const match = FILE.exec(file);
      if (!KEY.test(key) || !match) return c.notFound();
      let served = file;
      let info = await fileInfo(path.join(variantsDir(), key, file)).catch(() => undefined);
      if (!info && match[2] === "avif") {
        served = `${match[1]}.webp`;
        info = await fileInfo(path.join(variantsDir(), key, served)).catch(() => undefined);
      }
      if (!info) return c.notFound();
      const fullPath = path.join(variantsDir(), key, served);

      const etag = `"${key}-${served}"`;
      c.header(
        "Cache-Control",
        served === file ? "public, max-age=31536000, immutable" : "public, no-cache",
      );
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      c.header("Content-Type", TYPES[served.endsWith("avif") ? "avif" : "webp"]);
      c.header("Content-Length", String(info.size));
      if (c.req.method === "HEAD") return c.body(null, 200);
      const stream = Readable.toWeb(createReadStream(fullPath)) as ReadableStream<Uint8Array>;
      return c.body(stream, 200);
    })
    .all("*", (c) => c.notFound());
}
