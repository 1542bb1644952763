/**
 * `npm run bench`: measures the built site against baselines taken in the same run and prints one
 * table of ratios and budgets; writes bench/results.json. Loopback only; every loop is bounded.
 *
 *   throughput   autocannon, 50 connections, against a bare node:http server sending the same bytes
 *   checkout     50 shoppers adding to a cart and checking out (each a full order in the database),
 *                against the bare server answering those three requests with the same bytes
 *   lighthouse   mobile profile, median of 3 runs per page (Debian Chromium)
 *   bytes        JavaScript and total transfer per page (from the Lighthouse runs)
 *   ingest       twenty 12-megapixel JPEGs through the media pipeline, time and peak memory,
 *                against sharp decoding and writing one WebP of each
 *   memory       server RSS idle and under load
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { type LoadProduct, runMixedLoad } from "../server/testing/mixed-load.ts";
import { CUSTOMER } from "../server/testing/visitor.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const LIGHTHOUSE_PAGES = ["/", "/portfolio/paintings-drawings", "/shop", "/snap-cards"];
const run = promisify(execFile);
/** The Node flags `npm start` runs the server with (package.json), so the bench measures the same. */
const START_FLAGS: string[] =
  (
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts.start!.match(/--[\w-]+=\S+/g) ?? [];

interface Row {
  metric: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  budget?: string;
  pass?: boolean;
}
const rows: Row[] = [];
const add = (row: Row) => {
  rows.push(row);
  const ratio = row.ratio !== undefined ? ` (${row.ratio.toFixed(2)}× baseline)` : "";
  console.info(`  ${row.metric}: ${row.value} ${row.unit}${ratio}`);
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startSite(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_FLAGS, path.join(ROOT, "server/index.ts")], {
    env: {
      ...process.env,
      // Every simulated shopper sends its own X-Forwarded-For, so per-client limits apply per
      // shopper as they would to real visitors behind a proxy.
      TRUST_PROXY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "bench password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/admin/session`, 180_000);
  return { child, base };
}

/** A captured response: the bytes a bare server sends back as they are. */
interface Captured {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Our response to a GET, minus the headers node:http adds itself (date, length, keep-alive). */
async function capture(url: string, init: RequestInit = {}): Promise<Captured> {
  // Uncompressed, as autocannon asks for it (fetch would decode the body but keep the header).
  const headers = new Headers(init.headers);
  headers.set("accept-encoding", "identity");
  const response = await fetch(url, { ...init, headers });
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name))
      kept[name] = value;
  }
  return { status: response.status, body: await response.text(), headers: kept };
}

/**
 * A bare node:http server that answers each path with the same bytes ours sent: the same body and
 * the same headers (security headers included), so the ratio measures our work, not the payload.
 */
async function startBaseline(
  files: Record<string, Captured>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const source = `
    const http = require("node:http");
    const files = ${JSON.stringify(files)};
    http.createServer((req, res) => {
      const file = files[req.method + " " + req.url] ?? files["GET /"];
      req.resume();
      req.on("end", () => {
        res.writeHead(file.status, file.headers);
        res.end(file.body);
      });
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 10_000);
  return { child, base };
}

/** SIGTERM, then wait for the process to end. */
async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await ended;
}

async function cannon(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 5, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** One Lighthouse run; a run that fails to record its trace (it happens) is tried again. */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

interface LighthouseFigures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  totalKb: number;
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const bin = path.join(ROOT, "node_modules/.bin/lighthouse");
  const { stdout } = await run(
    bin,
    [
      url,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance",
      "--output=json",
      "--quiet",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const audits = report.audits;
  const requests = audits["network-requests"].details.items as Array<{
    transferSize: number;
    resourceType: string;
  }>;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbt: Math.round(audits["total-blocking-time"].numericValue),
    jsKb: Math.round(
      requests
        .filter((r) => r.resourceType === "Script")
        .reduce((sum, r) => sum + r.transferSize, 0) / 1024,
    ),
    totalKb: Math.round(requests.reduce((sum, r) => sum + r.transferSize, 0) / 1024),
  };
}

/** The shop's products a visitor can buy, with their sizes, from the public API. */
async function shopProducts(base: string): Promise<LoadProduct[]> {
  const list = (await (await fetch(`${base}/api/products`)).json()) as Array<{
    id: number;
    price: string | null;
    isAvailable: boolean;
    variants?: Array<{ name: string }>;
  }>;
  return list
    .filter((product) => product.isAvailable && Number(product.price) > 0)
    .map((product) => ({
      id: product.id,
      ...(product.variants?.length ? { variants: product.variants.map((v) => v.name) } : {}),
    }));
}

/** One real checkout's three answers (add, cart, order), for the bare server to send back. */
async function captureCheckout(base: string, product: LoadProduct) {
  const headers = { "content-type": "application/json", origin: base };
  const add = await capture(`${base}/api/cart/add`, {
    method: "POST",
    headers,
    body: JSON.stringify({ productId: product.id, quantity: 1, variant: product.variants?.[0] }),
  });
  const cookie = (add.headers["set-cookie"] ?? "").split(";")[0]!;
  const cart = await capture(`${base}/api/cart`, { headers: { cookie } });
  const order = await capture(`${base}/api/orders`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify(CUSTOMER),
  });
  if (order.status !== 201) throw new Error(`bench checkout failed: ${order.status} ${order.body}`);
  return { "POST /api/cart/add": add, "GET /api/cart": cart, "POST /api/orders": order };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Twenty 12 MP JPEGs (about 10 MB each), ingested by a separate process; baseline: sharp alone. */
async function benchIngest() {
  const sharp = (await import("sharp")).default;
  const dir = mkdtempSync(path.join(os.tmpdir(), "easel-ingest-"));
  try {
    for (let i = 0; i < 20; i++) {
      const photo = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: { r: 40 + i * 9, g: 120, b: 160 },
          noise: { type: "gaussian", mean: 120, sigma: 60 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      writeFileSync(path.join(dir, `photo-${String(i).padStart(2, "0")}.jpg`), photo);
    }
    const baselineSource = `
      const sharp = require("sharp");
      const fs = require("node:fs");
      const dir = ${JSON.stringify(dir)};
      (async () => {
        const started = performance.now();
        for (const f of fs.readdirSync(dir)) await sharp(fs.readFileSync(dir + "/" + f)).resize({ width: 1200 }).webp().toBuffer();
        process.stdout.write(String((performance.now() - started) / 1000));
      })();`;
    const baseline = Number(
      (await run(process.execPath, ["-e", baselineSource], { cwd: ROOT })).stdout,
    );
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, "scripts/bench-ingest.ts"), dir],
      { cwd: ROOT },
    );
    const figures = JSON.parse(stdout) as { seconds: number; peakMb: number };
    const megabytes =
      Math.round(
        (readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0) /
          20 /
          1024 /
          1024) *
          10,
      ) / 10;
    return { ...figures, baseline: Number(baseline.toFixed(1)), megabytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.info(
    `Easel bench on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-bench-"));
  // The first start seeds the demo content (drawing and encoding images); idle memory is measured
  // as a shop runs day to day: started again on its data, settled for a few seconds.
  const seeding = await startSite(dataDir);
  await stopSite(seeding.child);
  const site = await startSite(dataDir);
  const baselines: ChildProcess[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = rssMb(site.child.pid!);
    add({
      metric: "server memory idle",
      value: idle,
      unit: "MB",
      budget: "≤ 150",
      pass: idle <= 150,
    });

    // The server's memory is sampled through every load run that follows.
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(site.child.pid!));
    }, 100);
    const products = await shopProducts(site.base);
    const bare = await startBaseline({
      "GET /api/products": await capture(`${site.base}/api/products`),
      "GET /": await capture(`${site.base}/`),
      ...(await captureCheckout(site.base, products[0]!)),
    });
    baselines.push(bare.child);

    for (const [label, route, budget] of [
      ["GET /api/products", "/api/products", 0.6],
      ["GET /", "/", undefined],
    ] as const) {
      const ours = await cannon(`${site.base}${route}`);
      const theirs = await cannon(`${bare.base}${route}`);
      add({
        metric: `${label} throughput`,
        value: ours.rps,
        unit: "req/s",
        baseline: theirs.rps,
        ratio: ours.rps / theirs.rps,
        ...(budget ? { budget: `≥ ${budget}×`, pass: ours.rps / theirs.rps >= budget } : {}),
      });
      add({
        metric: `${label} p99 latency`,
        value: ours.p99,
        unit: "ms",
        baseline: theirs.p99,
        ratio: ours.p99 / Math.max(theirs.p99, 1),
      });
    }

    // Checkout: every turn is a new shopper who adds one to three lines, reads the cart and
    // places the order.
    const checkout = (baseUrl: string) =>
      runMixedLoad({ baseUrl, products, connections: 50, durationMs: 5000, checkoutShare: 1 });
    const shopped = await checkout(site.base);
    clearInterval(sampler);
    const bareShopped = await checkout(bare.base);
    const refused = [...shopped.statuses].filter(([key]) => !/ 20[01]$/.test(key));
    if (refused.length > 0) console.warn(`  checkout refusals: ${JSON.stringify(refused)}`);
    add({
      metric: "checkout throughput (add, cart, order)",
      value: Math.round(shopped.checkoutsPerSecond),
      unit: "orders/s",
      baseline: Math.round(bareShopped.checkoutsPerSecond),
      ratio: shopped.checkoutsPerSecond / bareShopped.checkoutsPerSecond,
    });
    add({
      metric: "server memory under load (peak)",
      value: peak,
      unit: "MB",
      baseline: idle,
      ratio: peak / idle,
    });

    for (const page of LIGHTHOUSE_PAGES) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < 3; i++) runs.push(await lighthouse(`${site.base}${page}`));
      const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key] as number));
      const score = pick("score");
      add({
        metric: `lighthouse ${page}`,
        value: score,
        unit: "score",
        budget: "≥ 95",
        pass: score >= 95,
      });
      add({
        metric: `  LCP ${page}`,
        value: pick("lcp"),
        unit: "ms",
        budget: "≤ 1800",
        pass: pick("lcp") <= 1800,
      });
      add({
        metric: `  CLS ${page}`,
        value: pick("cls"),
        unit: "",
        budget: "≤ 0.02",
        pass: pick("cls") <= 0.02,
      });
      add({
        metric: `  TBT ${page}`,
        value: pick("tbt"),
        unit: "ms",
        budget: "≤ 150",
        pass: pick("tbt") <= 150,
      });
      const js = pick("jsKb");
      const total = pick("totalKb");
      add({
        metric: `  JavaScript ${page}`,
        value: js,
        unit: "KB",
        ...(page === "/" ? { budget: "≤ 130", pass: js <= 130 } : {}),
      });
      add({
        metric: `  total transfer ${page}`,
        value: total,
        unit: "KB",
        ...(page === "/" ? { budget: "≤ 600", pass: total <= 600 } : {}),
      });
    }
  } finally {
    site.child.kill("SIGTERM");
    for (const child of baselines) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const ingest = await benchIngest();
  add({
    metric: `ingest 20 × 12 MP JPEG (${ingest.megabytes} MB each)`,
    value: ingest.seconds,
    unit: "s",
    baseline: ingest.baseline,
    ratio: ingest.seconds / ingest.baseline,
  });
  add({
    metric: "ingest peak memory",
    value: ingest.peakMb,
    unit: "MB",
    budget: "≤ 400",
    pass: ingest.peakMb <= 400,
  });

  console.info("\n| metric | value | baseline | ratio | budget | ok |\n|---|---|---|---|---|---|");
  for (const row of rows) {
    console.info(
      `| ${row.metric.trim()} | ${row.value} ${row.unit} | ${row.baseline ?? ""} | ${row.ratio?.toFixed(2) ?? ""} | ${row.budget ?? ""} | ${row.pass === undefined ? "" : row.pass ? "yes" : "NO"} |`,
    );
  }
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench/results.json"),
    `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, rows }, null, 2)}\n`,
  );
}

await main();
process.exit(0);
