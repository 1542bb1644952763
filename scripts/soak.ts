/**
 * `npm run soak -- --minutes N [--window M]`: a long day in a short time. Mixed traffic against a
 * server process as `npm start` runs it (fresh data, the demo seeded): readers of the pages,
 * shoppers filling carts and checking out (testing/mixed-load.ts), the owner signed in,
 * editing, uploading and sweeping the payment deadlines (scripts/soak/traffic.ts). Every window
 * (5 minutes, or 1 when the run is under 15) it prints the server's memory (RSS, and the heap after
 * a full collection) and the p50/p99 of every answer; at the end, the growth after warm-up.
 * Writes bench/soak.json. Exits 1 when any answer was a 5xx or none came.
 * DATABASE_URL runs it on PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runMixedLoad } from "../testing/mixed-load.ts";
import { shopProducts } from "./bench/checkout.ts";
import { machine, machineLine } from "./bench/report.ts";
import { ROOT } from "./bench/root.ts";
import { BENCH_PASSWORD, startSite, stopSite } from "./bench/site.ts";
import { ensureBuild } from "./ensure-build.ts";
import { owner, reader, readerPaths } from "./soak/traffic.ts";
import { verdict, type Window, windowCollector } from "./soak/windows.ts";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "60" }, window: { type: "string" } },
});
const minutes = Number(values.minutes);
const windowMinutes = Number(values.window ?? (minutes < 15 ? 1 : 5));
if (!(minutes > 0) || !(windowMinutes > 0)) {
  console.error("Usage: npm run soak -- --minutes N [--window M] (N and M in minutes, above 0)");
  process.exit(2);
}

console.info(machineLine());
await ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-soak-"));
const site = await startSite(
  dataDir,
  {},
  ["--expose-gc", path.join(ROOT, "scripts/soak/server.ts")],
  true,
);

/** The server's memory, asked over IPC (scripts/soak/server.ts). */
type Memory = { rssMb: number; heapMb: number; externalMb: number };
function memory(): Promise<Memory> {
  return new Promise((resolve) => {
    site.child.once("message", (answer) => resolve(answer as Memory));
    site.child.send("memory");
  });
}

const windows: Window[] = [];
const collector = windowCollector();
const answers = new Map<string, number>();
const onAnswer = (label: string, status: number, ms: number) => {
  collector.answer(status, ms);
  const key = `${label} ${status}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
};
const started = Date.now();
const deadline = started + minutes * 60_000;
const until = () => Date.now() < deadline;

try {
  const products = await shopProducts(site.base);
  const paths = await readerPaths(site.base);
  console.info(`  soak: ${minutes} min, a window every ${windowMinutes} min`);
  console.info("  minute | requests | 5xx | p50 ms | p99 ms | RSS MB | heap MB | external MB");
  const windowTimer = setInterval(async () => {
    const window = collector.close(Math.round((Date.now() - started) / 6000) / 10, await memory());
    windows.push(window);
    console.info(
      `  ${window.minute} | ${window.requests} | ${window.failures} | ${window.p50Ms} | ${window.p99Ms} | ${window.rssMb} | ${window.heapMb} | ${window.externalMb}`,
    );
  }, windowMinutes * 60_000);
  await Promise.all([
    runMixedLoad({
      baseUrl: site.base,
      products,
      connections: 3,
      durationMs: minutes * 60_000,
      checkoutShare: 0.5,
      pauseMs: 250,
      onAnswer,
    }),
    ...Array.from({ length: 4 }, (_, worker) =>
      reader(site.base, paths, worker, { until, pauseMs: 100, onAnswer }),
    ),
    owner(site.base, BENCH_PASSWORD, { until, pauseMs: 2000, onAnswer }),
  ]);
  clearInterval(windowTimer);
} finally {
  await stopSite(site.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const result = windows.length > 0 ? verdict(windows) : undefined;
const byAnswer = Object.fromEntries([...answers].sort(([a], [b]) => a.localeCompare(b)));
console.info("  answers:", byAnswer);
if (result) {
  console.info(
    `  after warm-up: RSS ${pct(result.rssGrowth)}, heap ${pct(result.heapGrowth)}, p99 later/earlier ${result.p99Ratio}× → ${result.pass ? "flat" : "NOT flat"} (budget: memory < +10 %, p99 ≤ 1.5×)`,
  );
}
mkdirSync(path.join(ROOT, "bench"), { recursive: true });
writeFileSync(
  path.join(ROOT, "bench/soak.json"),
  `${JSON.stringify({ at: new Date().toISOString(), machine: machine(), minutes, windows, verdict: result, answers: byAnswer }, null, 2)}\n`,
);
const failures = [...answers].filter(([key]) => / (0|5\d\d)$/.test(key));
process.exit(failures.length > 0 ? 1 : 0);

function pct(share: number): string {
  return `${share >= 0 ? "+" : ""}${(share * 100).toFixed(1)} %`;
}
