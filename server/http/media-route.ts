import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

const KEY = /^[a-f0-9]{32}$/;
const FILE = /^([1-9]\d{0,4})\.(webp|avif)$/;
const TYPES = { webp: "image/webp", avif: "image/avif" } as const;

/**
 * A variant opened, with its size read from the open file: the bytes sent and the Content-Length
 * are of one file even when another process renames a new version into place meanwhile (the
 * demo's pictures being finished, a re-optimisation). Read by name twice (stat, then open), a
 * replacement in between sent a length that was not the body's, and the browser's connection
 * broke off (seen in the soak).
 */
async function openVariant(
  file: string,
): Promise<{ handle: FileHandle; size: number } | undefined> {
  const handle = await open(file).catch(() => undefined);
  if (!handle) return undefined;
  const info = await handle.stat().catch(() => undefined);
  if (info?.isFile()) return { handle, size: info.size };
  await handle.close();
  return undefined;
}

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
      let variant = await openVariant(path.join(variantsDir(), key, file));
      if (!variant && match[2] === "avif") {
        served = `${match[1]}.webp`;
        variant = await openVariant(path.join(variantsDir(), key, served));
      }
      if (!variant) return c.notFound();

      const etag = `"${key}-${served}"`;
      c.header(
        "Cache-Control",
        served === file ? "public, max-age=31536000, immutable" : "public, no-cache",
      );
      c.header("ETag", etag);
      const sendsBody = c.req.header("if-none-match") !== etag && c.req.method !== "HEAD";
      if (!sendsBody) await variant.handle.close();
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      c.header("Content-Type", TYPES[served.endsWith("avif") ? "avif" : "webp"]);
      c.header("Content-Length", String(variant.size));
      if (!sendsBody) return c.body(null, 200);
      // The stream closes the file when it ends or is cut off.
      const stream = Readable.toWeb(
        variant.handle.createReadStream(),
      ) as ReadableStream<Uint8Array>;
      return c.body(stream, 200);
    })
    .all("*", (c) => c.notFound());
}
