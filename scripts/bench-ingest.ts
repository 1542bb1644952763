/**
 * Child process of `npm run bench`: ingests the JPEGs in argv[2] through the media pipeline, one
 * after another like a run of uploads, and prints {seconds, peakMb} as JSON. Running alone keeps
 * the memory figure free of the bench's own allocations.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createMediaService } from "../server/services/media.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { trackPeak } from "./bench/peak.ts";

const dir = process.argv[2]!;
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".jpg"))
  .sort();
const db = await createTestDatabase("sqlite");
const media = createMediaService({ db: db.handle.db, dataDir: db.dataDir });
const memory = trackPeak(() => process.memoryUsage.rss(), 10, process.memoryUsage.rss());
const started = performance.now();
for (const file of files) {
  await media.ingest(readFileSync(path.join(dir, file)), file, "portfolio");
}
const seconds = (performance.now() - started) / 1000;
const peak = memory.stop();
await db.dispose();
process.stdout.write(
  JSON.stringify({ seconds: Number(seconds.toFixed(1)), peakMb: Math.round(peak / 1024 / 1024) }),
);
