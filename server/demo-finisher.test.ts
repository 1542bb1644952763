import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { MediaSection } from "#core/media-files.ts";
import { makeJpeg } from "../testing/images.ts";
import { stopSite } from "../testing/processes.ts";
import {
  type LogLine,
  processEnded,
  processRunning,
  startProductionServer,
} from "../testing/production-server.ts";
import { useS3Server } from "../testing/s3-server.ts";
import { createTestDatabase, DB_KINDS, type TestDatabase } from "../testing/test-db.ts";
import { readEnv } from "./env.ts";
import { createMediaService, DRAFT_PATTERN } from "./services/media.ts";
import { mediaStorageFromEnv } from "./services/media-bucket.ts";
import type { MediaStorage } from "./services/media-storage.ts";

/** The finisher's own lines (demo/run.ts finish): pino puts its process id on each. */
const STARTED = (line: LogLine) => line.msg === "demo pictures: finishing the drafts";
const FINISHED = (line: LogLine) => line.msg === "demo pictures finished (AVIF and WebP)";

/** Stores `count` pictures of `size` as drafts, as the demo's seed leaves them. */
async function storeDrafts(
  database: TestDatabase,
  section: MediaSection,
  [width, height]: [number, number],
  count: number,
  /** Where the pictures go: DATA_DIR/media unless said (a bucket). */
  storage?: MediaStorage,
) {
  const media = createMediaService({
    db: database.handle.db,
    dataDir: database.dataDir,
    mediaDir: path.join(database.dataDir, "media"),
    ...(storage ? { storage } : {}),
  });
  for (let i = 0; i < count; i++) {
    const bytes = await makeJpeg(width, height);
    await media.ingest(bytes, `draft-${i}.jpg`, section, "", { draft: true });
  }
}

const draftsLeft = async (database: TestDatabase) =>
  (
    await database.handle.db
      .selectFrom("media_assets")
      .select("key")
      .where("variants", "like", DRAFT_PATTERN)
      .execute()
  ).length;

/**
 * The demo's picture finisher: a child process the server starts on drafts (server/boot.ts), which
 * holds about 120 MB while it works. It must end when its work is done, while the server goes on,
 * and end with the server when that stops first.
 */
describe.each(DB_KINDS)("the demo's picture finisher (%s)", (kind) => {
  const s3 = useS3Server();
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    if (child) await stopSite(child);
    child = undefined;
    await database?.dispose();
  });

  /**
   * Starts the site on `db` and waits for its finisher to end by itself: a process of its own,
   * every draft finished, and the server still running.
   */
  const finisherEndsAlone = async (db: TestDatabase, env: Record<string, string> = {}) => {
    const server = await startProductionServer(db, { SEED_DEMO: "0", LOG_LEVEL: "info", ...env });
    child = server.child;
    const finished = await server.logLine(FINISHED);
    expect(finished.pid).not.toBe(child.pid);
    await processEnded(finished.pid);
    expect(await draftsLeft(db)).toBe(0);
    expect(processRunning(child.pid!)).toBe(true);
    return server;
  };

  it("exits once the drafts are finished, while the server goes on serving", async () => {
    database = await createTestDatabase(kind);
    await storeDrafts(database, "shop", [800, 600], 1);
    const server = await finisherEndsAlone(database);
    expect((await fetch(`${server.base}/api/admin/session`)).ok).toBe(true);
  }, 120_000);

  it("exits once the drafts are finished with the pictures in a bucket (its S3 client keeps nothing alive)", async () => {
    database = await createTestDatabase(kind);
    const bucketEnv = { MEDIA_S3_URL: `s3://${await s3().createBucket()}/media`, ...s3().settings };
    const storage = mediaStorageFromEnv(readEnv({ DATA_DIR: database.dataDir, ...bucketEnv }));
    await storeDrafts(database, "shop", [800, 600], 1, storage);
    await finisherEndsAlone(database, bucketEnv);
  }, 120_000);

  it.each(["SIGTERM", "SIGKILL"] as const)(
    "ends with the server when the server stops first (%s), leaving the rest for the next start",
    async (signal) => {
      database = await createTestDatabase(kind);
      // Enough work (full-size AVIF, one picture at a time) that it is still under way.
      await storeDrafts(database, "carousel", [1920, 1280], 4);
      const server = await startProductionServer(database, { SEED_DEMO: "0", LOG_LEVEL: "info" });
      child = server.child;

      const { pid } = await server.logLine(STARTED);
      expect(processRunning(pid)).toBe(true);
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill(signal);
      await exited;
      child = undefined;
      await processEnded(pid);
      expect(await draftsLeft(database)).toBeGreaterThan(0);
    },
    120_000,
  );
});
