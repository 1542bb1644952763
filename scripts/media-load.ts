/**
 * `node scripts/media-load.ts [SECONDS]`: the memory and latency of pictures served from a bucket
 * (decision 025), on this machine, without the whole bench. An S3 server (s3rver) and real server
 * processes (testing/api-server.ts, SQLite):
 *
 *   1. 40 pictures of noise (240 sizes, about 32 MB: noise does not compress) put in the bucket;
 *   2. 10 connections asking for every size in turn for SECONDS (60), with a cache of 16 MB: a
 *      cycle twice the size of a least-recently-used cache misses every time, so every answer is
 *      fetched from the bucket (the worst case): requests per second, latency, and the server's
 *      RSS (sampled each second, and its peak, VmHWM);
 *   3. the same load on a server with the same pictures in a folder (MEDIA_DIR), for comparison;
 *   4. each size asked for twice by a fresh server: the first answer from the bucket, the second
 *      from the cache.
 */
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import autocannon from "autocannon";
import S3rver from "s3rver";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { readEnv } from "../server/env.ts";
import { createMediaService } from "../server/services/media.ts";
import { mediaStorageFromEnv } from "../server/services/media-bucket.ts";
import { migrateMedia } from "../server/services/media-migrate.ts";
import { s3ClientFromEnv } from "../server/services/s3-client.ts";
import { startServerProcess } from "../testing/server-process.ts";
import { makeTempDir, removeTempDir } from "../testing/temp-dir.ts";
import { noisyJpeg } from "./bench/noise.ts";

const SECONDS = Number(process.argv[2] ?? 60);
const PICTURES = 40;
const work = makeTempDir("easel-media-load-");
const s3rver = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: path.join(work, "s3"),
});
const { port } = await s3rver.run();
const s3 = {
  AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
  MEDIA_S3_URL: "s3://pictures/media",
};
const client = s3ClientFromEnv(s3);
await client.send(new CreateBucketCommand({ Bucket: "pictures" }));

/** A data folder with the site's database (a copy of the one made below). */
function dataDir(name: string): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  copyFileSync(path.join(work, "site", "easel.db"), path.join(dir, "easel.db"));
  return dir;
}

// 1. The pictures, uploaded through the media service into the bucket.
const site = path.join(work, "site");
mkdirSync(site);
const database = await openDatabase({ dataDir: site });
await migrateToLatest(database.db);
const media = createMediaService({
  db: database.db,
  dataDir: site,
  storage: mediaStorageFromEnv(readEnv({ ...s3, DATA_DIR: site })),
});
const urls: string[] = [];
for (let n = 0; n < PICTURES; n++) {
  const noise = await noisyJpeg(1400, 1000, {
    background: "#808080",
    mean: 128,
    sigma: 50,
    quality: 90,
  });
  const asset = await media.ingest(noise, `p${n}.jpg`, "portfolio");
  for (const width of asset.widths)
    for (const format of ["webp", "avif"]) urls.push(`/media/${asset.key}/${width}.${format}`);
}
await database.close();
const listed = await client.send(
  new ListObjectsV2Command({ Bucket: "pictures", Prefix: "media/variants/" }),
);
const stored = (listed.Contents ?? []).reduce((sum, item) => sum + (item.Size ?? 0), 0);
console.info(`${urls.length} picture sizes in the bucket, ${Math.round(stored / 1024 / 1024)} MB`);

const rss = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  return { now: field("VmRSS"), peak: field("VmHWM") };
};

async function load(label: string, env: Record<string, string>, seconds: number) {
  const server = await startServerProcess(
    { handle: { dialect: "sqlite" } as never, dataDir: env.DATA_DIR!, dispose: async () => {} },
    { DATABASE_URL: "", ...env },
  );
  const pid = server.child.pid!;
  const start = rss(pid).now;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rss(pid).now), 1000);
  let i = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: urls[i++ % urls.length]! }) }],
  });
  clearInterval(sampler);
  const { peak } = rss(pid);
  await server.kill();
  const mb = (value: number) => `${Math.round(value)} MB`;
  console.info(
    `${label}: RSS every 10 s ${samples
      .filter((_, n) => n % 10 === 9)
      .map(Math.round)
      .join(
        ", ",
      )} MB\n  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${Math.round(result.throughput.average / 1024 / 1024)} MB/s; RSS at start ${mb(start)}, during ${mb(Math.min(...samples))}–${mb(Math.max(...samples))}, peak ${mb(peak)}`,
  );
}

// 2. From the bucket, through a cache smaller than the pictures.
await load(
  "bucket, 16 MB cache",
  { ...s3, DATA_DIR: dataDir("bucket"), MEDIA_CACHE_MB: "16" },
  SECONDS,
);

// 3. The same pictures in a folder.
const folder = path.join(work, "folder-media");
await migrateMedia({
  direction: "to-local",
  folder,
  client,
  location: { bucket: "pictures", prefix: "media" },
});
await load(
  "folder (MEDIA_DIR)",
  { DATA_DIR: dataDir("folder"), MEDIA_DIR: folder },
  Math.min(30, SECONDS),
);

// 4. First (from the bucket) and second (from the cache) answer of each size, one at a time.
const fresh = await startServerProcess(
  { handle: { dialect: "sqlite" } as never, dataDir: dataDir("fresh"), dispose: async () => {} },
  { DATABASE_URL: "", ...s3 },
);
const timings = { first: [] as number[], second: [] as number[] };
for (const url of urls) {
  for (const which of ["first", "second"] as const) {
    const started = performance.now();
    const response = await fetch(`${fresh.baseUrl}${url}`);
    await response.arrayBuffer();
    timings[which].push(performance.now() - started);
  }
}
await fresh.kill();
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
for (const which of ["first", "second"] as const) {
  console.info(
    `${which === "first" ? "uncached (from the bucket)" : "cached (from disk)"}: median ${quantile(timings[which], 0.5).toFixed(1)} ms, p95 ${quantile(timings[which], 0.95).toFixed(1)} ms over ${urls.length} sizes`,
  );
}

client.destroy();
s3rver.httpServer.closeAllConnections();
await s3rver.close();
removeTempDir(work);
