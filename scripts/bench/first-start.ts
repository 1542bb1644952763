/**
 * The first start, as a newcomer has it after `npm ci`: the build (`npm run build`, timed here) and
 * `npm start` on an empty DATA_DIR until the home page answers with its pictures.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DEMO_PROFILE } from "../../demo/content.ts";
import type { Row } from "./report.ts";
import { ROOT } from "./root.ts";
import { type Site, startSite } from "./site.ts";

/** `npm run build`, timed: the baseline a first start is measured against. */
export function timedBuild(): number {
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
  return (performance.now() - started) / 1000;
}

/** Waits (bounded) until `check` holds, every 100 ms. */
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`bench: ${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The home page names the demo artist, and every picture it shows (each size) answers. */
export async function homeWithPictures(base: string): Promise<boolean> {
  const html = await (await fetch(`${base}/`)).text();
  if (!html.includes(DEMO_PROFILE.artistName)) return false;
  const pictures = [...new Set(html.match(/\/media\/[a-f0-9]{32}\/\d+\.(?:webp|avif)/g) ?? [])];
  if (pictures.length === 0) return false;
  const answers = await Promise.all(pictures.map((url) => fetch(`${base}${url}`)));
  for (const answer of answers) await answer.arrayBuffer();
  return answers.every(
    (answer) => answer.ok && answer.headers.get("content-type")?.startsWith("image/"),
  );
}

/** Every stored picture has its AVIF sizes: the background finishing of the demo is done. */
export function picturesFinished(dataDir: string): boolean {
  const variants = path.join(dataDir, "media/variants");
  if (!existsSync(variants)) return false;
  return readdirSync(variants).every((key) =>
    readdirSync(path.join(variants, key)).some((file) => file.endsWith(".avif")),
  );
}

/**
 * Starts the site on an empty `dataDir` and measures the time until the home page answers with
 * its pictures; then waits for the demo's pictures to be finished in the background (so what
 * follows measures a settled site) and says how long that took.
 */
export async function benchFirstStart(
  dataDir: string,
  buildSeconds: number,
  add: (...rows: Row[]) => void,
): Promise<Site> {
  const started = performance.now();
  const site = await startSite(dataDir);
  await until(() => homeWithPictures(site.base), "the home page with pictures", 180_000);
  const seconds = (performance.now() - started) / 1000;
  await until(() => picturesFinished(dataDir), "the demo's pictures finished", 600_000);
  const finished = (performance.now() - started) / 1000;
  const round = (value: number) => Math.round(value * 10) / 10;
  add(
    {
      metric: "first start: empty DATA_DIR → home page with its pictures",
      value: round(seconds),
      unit: "s",
      baseline: round(buildSeconds),
      ratio: seconds / buildSeconds,
    },
    {
      metric: "fresh clone: npm run build + first start",
      value: round(buildSeconds + seconds),
      unit: "s",
      budget: "≤ 15 s",
      pass: buildSeconds + seconds <= 15,
    },
    { metric: "first start: every demo picture in AVIF too", value: round(finished), unit: "s" },
  );
  return site;
}
