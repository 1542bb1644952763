/**
 * The first start, as a newcomer has it after `npm ci`: `npm start` with no build and an empty
 * DATA_DIR (it builds while the server boots and seeds the demo: scripts/start.ts) until the home
 * page answers with its pictures, beside the build alone (`npm run build`, timed here first).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DEMO_PROFILE } from "../../demo/content.ts";
import { add } from "./report.ts";
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
 * Starts the site as `npm start` does on a fresh clone (no build, an empty `dataDir`) and measures
 * the time until the home page answers with its pictures; then waits for the demo's pictures to be
 * finished in the background (so what follows measures a settled site) and says how long that took.
 */
export async function benchFirstStart(dataDir: string, buildSeconds: number): Promise<Site> {
  rmSync(path.join(ROOT, "build"), { recursive: true, force: true });
  const started = performance.now();
  const site = await startSite(dataDir, {}, [path.join(ROOT, "scripts/start.ts")]);
  await until(() => homeWithPictures(site.base), "the home page with pictures", 180_000);
  const seconds = (performance.now() - started) / 1000;
  await until(() => picturesFinished(dataDir), "the demo's pictures finished", 600_000);
  const finished = (performance.now() - started) / 1000;
  const round = (value: number) => Math.round(value * 10) / 10;
  add(
    {
      metric: "fresh clone: npm start (build, demo, serve) → home page with its pictures",
      value: round(seconds),
      unit: "s",
      baseline: round(buildSeconds),
      ratio: seconds / buildSeconds,
      budget: "≤ 15 s",
      pass: seconds <= 15,
    },
    { metric: "first start: every demo picture in AVIF too", value: round(finished), unit: "s" },
  );
  return site;
}
