import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

const KEY = /^[a-f0-9]{32}$/;
const FILE = /^([1-9]\d{0,4})\.(webp|avif)$/;
const TYPES = { webp: "image/webp", avif: "image/avif" } as const;

/**
 * `GET /media/{key}/{width}.{webp|avif}`: immutable image variants. Both parts are matched against
 * strict patterns before any path is built, so nothing outside the variants folder is reachable.
 */
export function mediaRoutes(variantsDir: () => string) {
  return new Hono<AppEnv>()
    .get("/:key/:file", async (c) => {
      const { key, file } = c.req.param();
      const match = FILE.exec(file);
      if (!KEY.test(key) || !match) return c.notFound();
      const fullPath = path.join(variantsDir(), key, file);
      const info = await stat(fullPath).catch(() => undefined);
      if (!info?.isFile()) return c.notFound();

      const etag = `"${key}-${file}"`;
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      c.header("Content-Type", TYPES[match[2] as keyof typeof TYPES]);
      c.header("Content-Length", String(info.size));
      if (c.req.method === "HEAD") return c.body(null, 200);
      const stream = Readable.toWeb(createReadStream(fullPath)) as ReadableStream<Uint8Array>;
      return c.body(stream, 200);
    })
    .all("*", (c) => c.notFound());
}
