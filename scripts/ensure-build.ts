import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Builds the site when the build is missing or older than its sources (`npm start`, cluster). */
const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_MARKER = path.join(ROOT, "build/server/index.js");
/** Written by precompress.ts once every copy is: the build's copies are all there. */
export const PRECOMPRESSED_MARKER = path.join(ROOT, "build/.precompressed");
const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
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
 * Builds when needed, in a child process, so the caller's event loop stays free: `npm start` boots
 * the server (and seeds the demo) meanwhile. Settles once the pages are built; exits the process
 * when the build fails. The browser files' Brotli and gzip copies are made after it, when they are
 * missing or older than the build, in the background at the lowest priority and not waited for:
 * the server answers meanwhile (compressing per request), and on a first start the demo's
 * seeding, which the first page waits for, gets the CPU first. Copies cut short by a stop are made
 * again at the next start (precompress.ts marks the build as done last).
 */
export async function ensureBuild(): Promise<void> {
  if (mtime(BUILD_MARKER) < Math.max(...SOURCES.map(newestMtime))) {
    console.info("  Building the site (first start or changed sources)…");
    await run([path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"]);
  }
  if (mtime(PRECOMPRESSED_MARKER) < mtime(BUILD_MARKER)) precompressInBackground();
}

function precompressInBackground(): void {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/precompress.ts")], {
    cwd: ROOT,
    stdio: "inherit",
  });
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it runs at the normal priority.
  }
  child.on("exit", (code) => {
    if (code !== 0)
      console.error(`  precompress failed (${code}): assets are compressed per request`);
  });
}

/** Runs Node with `args` in the project's folder; exits this process when it fails. */
async function run(args: string[]): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit" });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) process.exit(code ?? 1);
}
