/**
 * Counting visits (PRODUCT.md §6, Statistics): what it costs a shopper's `/shop`, counting on
 * against off in the same run, and what a million page views take on disk (SQLite).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import { openDatabase } from "../../server/db/client.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import type { StatsViewsTable } from "../../server/db/schema.ts";
import { insertViews, rollUp } from "../../server/services/stats-store.ts";
import { add, within } from "./report.ts";
import { type Site, stopSite } from "./site.ts";
import { BROWSER_ENCODINGS } from "./throughput.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A shopper's `/shop`, as a browser navigates to it: every request one of the shoppers, each from its own address. */
async function shopperShop(base: string, cookies: string[]): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: `${base}/shop`,
    connections: 50,
    duration: 5,
    headers: {
      "accept-encoding": BROWSER_ENCODINGS,
      "user-agent": CHROME,
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    },
    requests: [
      {
        setupRequest: (request) => {
          const shopper = next++ % cookies.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: cookies[shopper]!,
              "x-forwarded-for": `10.202.${shopper >> 8}.${shopper & 255}`,
            },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0) console.warn(`  /shop counted: ${result.non2xx} answers were not 2xx`);
  return Math.round(result.requests.average);
}

/**
 * `/shop` for shoppers with a cart, on the same data: the server with counting off, then on
 * (COUNT_VISITS), off again and on again; the better of each pair. Budget: on ≥ 0.9× off.
 */
export async function benchCounting(
  start: (env: Record<string, string>) => Promise<Site>,
  cookies: string[],
): Promise<void> {
  const best = { on: 0, off: 0 };
  for (const round of ["off", "on", "off", "on"] as const) {
    const site = await start({ COUNT_VISITS: round === "on" ? "1" : "0" });
    try {
      await shopperShop(site.base, cookies.slice(0, 5)); // warm: the pages drawn once
      best[round] = Math.max(best[round], await shopperShop(site.base, cookies));
    } finally {
      await stopSite(site.child);
    }
  }
  const ratio = best.on / best.off;
  add({
    metric: "/shop with a cart, visits counted",
    value: best.on,
    unit: "req/s",
    baseline: best.off,
    ratio,
    ...within(ratio, "≥", 0.9, "×"),
  });
}

/** Bytes the database file holds (pages in use), after VACUUM. */
async function usedBytes(db: Parameters<typeof migrateToLatest>[0]): Promise<number> {
  await sql`vacuum`.execute(db);
  const count = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  const size = await sql<{ page_size: number }>`pragma page_size`.execute(db);
  return Number(count.rows[0]!.page_count) * Number(size.rows[0]!.page_size);
}

const PAGES = [
  "/",
  "/shop",
  "/portfolio",
  "/portfolio/paintings-drawings",
  "/about",
  "/contact",
  "/commissions",
  "/snap-cards",
];
const SOURCES = [
  "direct",
  "instagram",
  "facebook",
  "google",
  "newsletter",
  "pinterest",
  "blog.example",
];

/**
 * Views as a small shop gets them: `total` views over 30 days, three views a visitor, pages and
 * sources from short lists plus a long tail of artwork pages, a campaign on one visit in five.
 */
export function sampleViews(
  total: number,
  day0 = Date.parse("2026-01-01T00:00:00Z"),
): StatsViewsTable[] {
  const rows: StatsViewsTable[] = [];
  for (let i = 0; i < total; i++) {
    const visit = Math.floor(i / 3);
    const day = Math.floor(day0 / 86_400_000) + (visit % 30);
    rows.push({
      day,
      // 48-bit numbers, as the counter's hashes are.
      visitor: 2 ** 47 + ((visit * 2_654_435_761) % 2 ** 46),
      path: i % 4 === 3 ? `/art/artwork-${visit % 300}` : PAGES[i % PAGES.length]!,
      entry: i % 3 === 0 ? 1 : 0,
      source: SOURCES[visit % SOURCES.length]!,
      medium: visit % 5 === 0 ? "social" : "",
      campaign: visit % 5 === 0 ? `spring-${visit % 12}` : "",
      device: ["p", "d", "t"][visit % 3]!,
    });
  }
  return rows;
}

/**
 * Storage on SQLite per million page views: raw (the last 30 days), then rolled into daily
 * figures. Budget: raw under 50 MB per million.
 */
export async function benchVisitStorage(views = 200_000) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-visits-"));
  const handle = await openDatabase({ dataDir });
  try {
    const { db } = handle;
    await migrateToLatest(db);
    const empty = await usedBytes(db);
    const rows = sampleViews(views);
    await db.transaction().execute((trx) => insertViews(trx, rows));
    const raw = await usedBytes(db);
    await rollUp(db, "2026-12-31");
    const rolled = await usedBytes(db);
    const perMillion = (bytes: number) => Math.round(((bytes - empty) / views) * 10) / 10;
    add(
      {
        metric: "visit storage, raw views (SQLite)",
        value: perMillion(raw),
        unit: "MB per million views",
        ...within(perMillion(raw), "≤", 50),
      },
      {
        metric: "visit storage, rolled up after 30 days",
        value: perMillion(rolled),
        unit: "MB per million views",
      },
    );
    return { raw: perMillion(raw), rolled: perMillion(rolled) };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
