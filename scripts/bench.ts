/**
 * `npm run bench`: measures the built site against baselines taken in the same run and prints one
 * table of ratios and budgets; writes bench/results.json. Loopback only; every loop is bounded.
 *
 *   first start  `npm run build` (timed, the baseline), then `npm start` on an empty DATA_DIR until
 *                the home page answers with its pictures (budget: both within 15 s); and until the
 *                demo's pictures are finished in the background (AVIF)
 *   throughput   autocannon, 50 connections, against a bare node:http server sending the same bytes
 *                (pages asked for as a browser asks, accepting Brotli and gzip)
 *   personal     pages for shoppers with a cart (50 connections), against the bare server; and
 *                mixed traffic: 45 readers of the home page while 5 shoppers fill carts, against
 *                the same readers alone
 *   checkout     50 shoppers adding to a cart and checking out (each a full order in the database),
 *                against the bare server answering those three requests with the same bytes
 *   lighthouse   mobile profile, median of 3 runs per page (Debian Chromium); and on the home
 *                page, from the load event to hydration with real (DevTools) throttling
 *   bytes        JavaScript and total transfer per page (from the Lighthouse runs)
 *   ingest       twenty 12-megapixel JPEGs through the media pipeline, time and peak memory,
 *                against sharp decoding and writing one WebP of each
 *   memory       server RSS idle and under load
 *   arrivals     visitors from Instagram, Facebook and newsletters: pages with new tracking
 *                parameters on every request against the same pages plain; misses with unique
 *                parameters; memory after 5,000 unique junk addresses; others' throughput while
 *                one client sends junk; Lighthouse on an artwork, a legal page, /cart and
 *                /checkout with an item (`npm run bench -- arrivals` runs this part alone)
 *   visits       a shopper's /shop with visits counted against not counted (COUNT_VISITS=0), on
 *                fresh starts of the same data (budget ≥ 0.9×); the raw views' storage per million
 *                on SQLite (budget ≤ 50 MB) and after their roll-up
 *   cluster      two processes on PostgreSQL (npm run cluster 2) against one: the replayed catalogue,
 *                and searches that each need the server (budget ≥ 1.6×);
 *                checkout on PostgreSQL beside SQLite (BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *
 * The parts live in scripts/bench/; this file runs them in order.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadProduct } from "../testing/mixed-load.ts";
import {
  benchArrivals,
  benchJunkMemory,
  benchJunkNeighbour,
  benchMisses,
} from "./bench/arrivals.ts";
import { capture, startBaseline } from "./bench/baseline.ts";
import { captureCheckout, checkoutLoad, checkoutRow, shopProducts } from "./bench/checkout.ts";
import { benchCluster } from "./bench/cluster.ts";
import { benchFirstStart, timedBuild } from "./bench/first-start.ts";
import { benchIngest, ingestRows } from "./bench/ingest.ts";
import { benchHydration, benchLighthouse } from "./bench/lighthouse.ts";
import { trackPeak } from "./bench/peak.ts";
import { benchMixed, benchPersonal, PERSONAL_PAGES, shopperCookies } from "./bench/personal.ts";
import { add, machineLine, report, within } from "./bench/report.ts";
import { rssMb, startSite, stopSite } from "./bench/site.ts";
import { BROWSER_ENCODINGS, benchThroughput } from "./bench/throughput.ts";
import { benchCounting, benchVisitStorage } from "./bench/visits.ts";

/** The pages Lighthouse also runs on: an artwork, a legal page, and with a cart. */
async function arrivalPages(base: string) {
  const artworks = (await (await fetch(`${base}/api/artworks`)).json()) as Array<{ url: string }>;
  return { open: [artworks[0]!.url, "/privacy"], withCart: ["/cart", "/checkout"] };
}

/** The arrivals part (see the top): rows beside their baselines, then its Lighthouse pages. */
async function arrivals(site: { base: string; child: ChildProcess }, products: LoadProduct[]) {
  await benchArrivals(site.base);
  await benchMisses(site.base);
  await benchJunkNeighbour(site.base, products);
  const pages = await arrivalPages(site.base);
  const [cookie] = await shopperCookies(site.base, products, 1);
  await benchLighthouse(site.base, pages.open);
  await benchLighthouse(site.base, pages.withCart, cookie);
}

async function main() {
  const only = process.argv[2];
  console.info(machineLine());
  const buildSeconds = timedBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-bench-"));
  // The first start seeds the demo content (drawing and encoding images); idle memory is measured
  // as a shop runs day to day: started again on its data, settled for a few seconds.
  const seeding = await benchFirstStart(dataDir, buildSeconds);
  await stopSite(seeding.child);
  const site = await startSite(dataDir);
  const baselines: ChildProcess[] = [];
  let cookies: string[] = [];
  let sqliteCheckout: Awaited<ReturnType<typeof checkoutLoad>> | undefined;
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = rssMb(site.child.pid!);
    add({ metric: "server memory idle", value: idle, unit: "MB", ...within(idle, "≤", 150) });

    // The server's memory is sampled through every load run that follows.
    const memory = trackPeak(() => rssMb(site.child.pid!), 100);
    const products = await shopProducts(site.base);
    // `npm run bench -- arrivals`: this part, then the junk row below on a fresh start.
    if (only === "arrivals") {
      memory.stop();
      await arrivals(site, products);
    } else {
      const bare = await startBaseline({
        "GET /api/products": await capture(`${site.base}/api/products`),
        // Pages as a browser receives them (compressed): the bare server sends the same bytes.
        ...Object.fromEntries(
          await Promise.all(
            PERSONAL_PAGES.map(async (page) => [
              `GET ${page}`,
              await capture(`${site.base}${page}`, {}, BROWSER_ENCODINGS),
            ]),
          ),
        ),
        ...(await captureCheckout(site.base, products[0]!)),
      });
      baselines.push(bare.child);

      await benchThroughput(site.base, bare.base);
      cookies = await shopperCookies(site.base, products);
      await benchPersonal(site.base, bare.base, cookies);
      await benchMixed(site.base, products);

      const shopped = await checkoutLoad(site.base, products);
      sqliteCheckout = shopped;
      const peak = memory.stop();
      const bareShopped = await checkoutLoad(bare.base, products);
      add(checkoutRow(shopped, bareShopped));
      add({
        metric: "server memory under load (peak)",
        value: peak,
        unit: "MB",
        baseline: idle,
        ratio: peak / idle,
      });

      await benchLighthouse(site.base);
      await benchHydration(site.base);
      await arrivals(site, products);
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await stopSite(site.child);
    for (const child of baselines) child.kill();
  }
  try {
    // From a fresh start on the same data: what junk addresses leave behind, not the runs above.
    await benchJunkMemory(() => startSite(dataDir));
    if (only !== "arrivals") {
      // The same shoppers' /shop with visits counted and not, each on a fresh start of the data.
      await benchCounting((env) => startSite(dataDir, env), cookies);
      await benchVisitStorage();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (only === "arrivals") return report();
  // Several processes on PostgreSQL, with the SQLite site stopped (2 cores: nothing else runs).
  if (sqliteCheckout) await benchCluster(sqliteCheckout);
  add(...ingestRows(await benchIngest()));
  report();
}

await main();
process.exit(0);
