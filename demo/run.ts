/**
 * The demo's work in a process of its own (started by boot.ts): decoding and encoding ~90 pictures
 * grows the native heap, and a separate process hands all of it back when it exits, so the server
 * itself starts small.
 *
 *   node demo/run.ts          seeds the demo content, its pictures as drafts (WebP, quickly); with
 *                             an IPC channel (server/demo-processes.ts), once the server says
 *                             "seed": started while the server is still loading, it loads too
 *   node demo/run.ts finish   makes the drafts' full set of variants (AVIF and WebP), one picture
 *                             at a time, while the site is already serving
 *
 * Either stops when the server that started it goes (the IPC channel closes), to go on at its next
 * start, and ends as soon as it is done.
 */

import { openDatabase } from "../server/db/client.ts";
import { readEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { keepFilesPrivate } from "../server/private-files.ts";
import { createMediaService } from "../server/services/media.ts";
import { mediaStorageFromEnv } from "../server/services/media-bucket.ts";
import { loadSharp } from "../server/services/media-variants.ts";
import { seedDemo } from "./seed.ts";

// Perhaps started before the server made its files private (demo-processes.ts): these are too.
keepFilesPrivate();
const finish = process.argv[2] === "finish";
const serverGone = () => process.exit(0);
if (process.send) {
  process.once("disconnect", serverGone);
  // The server may have gone before this listened.
  if (!process.connected) serverGone();
}
if (!finish && process.send) {
  // libvips is read from the disk while the server makes the database.
  loadSharp().catch(() => {});
  const word = await new Promise((resolve) => process.once("message", resolve));
  if (word !== "seed") serverGone();
}

const env = readEnv();
const logger = createLogger({ level: env.LOG_LEVEL });
const database = await openDatabase({
  dataDir: env.dataDir,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
});
try {
  const media = createMediaService({
    db: database.db,
    dataDir: env.dataDir,
    storage: mediaStorageFromEnv(env, logger),
  });
  if (finish) {
    const started = performance.now();
    logger.info("demo pictures: finishing the drafts");
    const { updated } = await media.reoptimize("all", () => {}, { drafts: true });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    logger.info({ images: updated, seconds }, "demo pictures finished (AVIF and WebP)");
  } else {
    await seedDemo({ db: database.db, media, logger });
  }
} finally {
  await database.close();
  // A channel with a "disconnect" listener keeps this process alive, holding its memory for the
  // server's whole life: done (or failed, with its own exit code), it lets go of the channel.
  process.off("disconnect", serverGone);
  if (process.connected) process.disconnect();
}
