import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Builds the site when the build is missing or older than its sources (`npm start`, cluster). */
const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_MARKER = path.join(ROOT, "build/server/index.js");
const SOURCES = ["app", "core", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

/**
 * Builds when needed, in child processes (the build, then the precompressed copies), so the
 * caller's event loop stays free: `npm start` boots the server (and seeds the demo) meanwhile.
 * Exits the process when the build fails.
 */
export async function ensureBuild(): Promise<void> {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.info("  Building the site (first start or changed sources)…");
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  await run([cli, "build"]);
  await run([path.join(ROOT, "scripts/precompress.ts")]);
}

/** Runs Node with `args` in the project's folder; exits this process when it fails. */
async function run(args: string[]): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit" });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) process.exit(code ?? 1);
}
