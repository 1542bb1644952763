/**
 * Several processes on PostgreSQL: the catalogue API's throughput with two processes
 * (`npm run cluster 2`) against one, both on the same PostgreSQL database with the demo content;
 * and checkout throughput on PostgreSQL, reported beside SQLite's. Needs a PostgreSQL server:
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names any database on it, and the bench makes its
 * own database there and drops it after. Without one the rows are skipped with a note.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parse } from "pg-connection-string";
import type { LoadResult } from "../../testing/mixed-load.ts";
import { checkoutLoad, shopProducts } from "./checkout.ts";
import { add, within } from "./report.ts";
import { ROOT } from "./root.ts";
import { startSite, stopSite } from "./site.ts";
import { BROWSER_ENCODINGS, cannon } from "./throughput.ts";

/**
 * The catalogue as browsers ask for it (accepting Brotli and gzip): each answer is the server's
 * work, not only a replayed buffer, so the load generator (one core of this machine's two) is not
 * what is measured.
 */
const AS_A_BROWSER = { headers: { "accept-encoding": BROWSER_ENCODINGS } };

/** Two processes must serve the catalogue at least this many times as fast as one. */
export const CLUSTER_BUDGET = 1.6;

/** Words shoppers search the demo catalogue for; each request adds a letter or two of its own. */
const SEARCH_WORDS = [
  "cat",
  "dog",
  "rat",
  "snap",
  "card",
  "coaster",
  "fox",
  "hare",
  "vase",
  "blue",
];

/**
 * Searches as shoppers type them: every request a query of its own (a word and a random ending),
 * so no replay answers it and each one is the server's work: reading the catalogue (cached),
 * matching, and writing the JSON. Asked uncompressed: compressing in Node's thread pool already
 * keeps both of this machine's cores busy for one process, which would hide what a second adds.
 */
const SEARCHES = {
  requests: [
    {
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        path: `/api/search?q=${SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)]}${Math.random().toString(36).slice(2, 4)}`,
      }),
    },
  ],
};

function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(base: string, statement: string): Promise<void> {
  const parsed = parse(base);
  // Like psql (and server/db/client.ts): the operating-system user when the URL names none.
  const client = new pg.Client({
    ...(parsed as pg.ClientConfig),
    user: parsed.user || process.env.PGUSER || os.userInfo().username,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Three runs of the searches, the median by throughput (one run varies by ±10 % here). */
async function medianOf3(url: string) {
  const runs = [];
  for (let n = 0; n < 3; n++) runs.push(await cannon(url, SEARCHES as never));
  return runs.sort((a, b) => a.rps - b.rps)[1]!;
}

export async function benchCluster(sqliteCheckout: LoadResult): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.info("  cluster: skipped (set BENCH_DATABASE_URL to a PostgreSQL database)");
    return;
  }
  const name = `easel_bench_${randomBytes(4).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-bench-pg-"));
  await onServer(base, `create database ${name}`);
  const env = { DATABASE_URL: urlFor(base, name) };
  try {
    // The first start migrates and seeds the demo; then one process, then two.
    const seeding = await startSite(dataDir, env);
    await stopSite(seeding.child);

    const one = await startSite(dataDir, env);
    let single: Awaited<ReturnType<typeof cannon>>;
    let singleSearch: Awaited<ReturnType<typeof cannon>>;
    let checkout: LoadResult;
    try {
      await cannon(`${one.base}/api/products`, { ...AS_A_BROWSER, duration: 2 }); // warm up
      single = await cannon(`${one.base}/api/products`, AS_A_BROWSER);
      singleSearch = await medianOf3(`${one.base}/api/search`);
      checkout = await checkoutLoad(one.base, await shopProducts(one.base));
    } finally {
      await stopSite(one.child);
    }

    const two = await startSite(dataDir, env, [path.join(ROOT, "scripts/cluster.ts"), "2"]);
    let double: Awaited<ReturnType<typeof cannon>>;
    let doubleSearch: Awaited<ReturnType<typeof cannon>>;
    try {
      await cannon(`${two.base}/api/products`, { ...AS_A_BROWSER, duration: 2 });
      double = await cannon(`${two.base}/api/products`, AS_A_BROWSER);
      doubleSearch = await medianOf3(`${two.base}/api/search`);
    } finally {
      await stopSite(two.child);
    }

    const searchRatio = doubleSearch.rps / singleSearch.rps;
    add(
      {
        // Replayed bytes: one core of autocannon can ask no faster than one process answers.
        metric: "GET /api/products throughput (replayed), 2 processes on PostgreSQL",
        value: double.rps,
        unit: "req/s",
        baseline: single.rps,
        ratio: double.rps / single.rps,
      },
      {
        metric: "GET /api/search (every query new) throughput, 2 processes on PostgreSQL",
        value: doubleSearch.rps,
        unit: "req/s",
        baseline: singleSearch.rps,
        ratio: searchRatio,
        ...within(searchRatio, "≥", CLUSTER_BUDGET, "×"),
      },
      {
        metric: "checkout throughput on PostgreSQL (1 process)",
        value: Math.round(checkout.checkoutsPerSecond),
        unit: "orders/s",
        baseline: Math.round(sqliteCheckout.checkoutsPerSecond),
        ratio: checkout.checkoutsPerSecond / sqliteCheckout.checkoutsPerSecond,
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(base, `drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}
