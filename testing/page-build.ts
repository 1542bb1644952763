/**
 * The pages for tests: the production build of the route modules, made once per test run.
 *
 * A build takes about 4 s of CPU; Vite serving the same modules in development (`npm run dev`)
 * took about 9 s in every test file that served pages, since each file runs in a process of its
 * own. The global setup starts the build in the background (`startPageBuild`); a file that needs
 * the pages waits for it (`startPages`). Outside a test run, `startPages` builds for itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Where the run's build is: a folder holding `build/` and, once it is over, `result`. */
export const PAGE_BUILD_ENV = "EASEL_TEST_PAGE_BUILD";

/**
 * A new folder for a build, inside the project: the built server imports its packages (React,
 * React Router) from the project's node_modules, which Node finds only from a folder below it.
 */
export function pageBuildFolder(): string {
  const cache = path.join(ROOT, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(path.join(cache, "easel-pages-"));
}

/** The pages as the production server serves them: its route modules and its client files. */
export interface Pages {
  build: () => Promise<ServerBuild>;
  clientDir: string;
  /** The whole build, for a server process: its `EASEL_BUILD_DIR`. */
  folder: string;
}

/** Builds the pages into `dir/build`; `dir/result` then says "ok", or why not. */
export function startPageBuild(dir: string): ChildProcess {
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  const child = spawn(process.execPath, [cli, "build"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", EASEL_BUILD_DIR: path.join(dir, "build") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  child.on("exit", (code) =>
    writeFileSync(
      path.join(dir, "result"),
      code === 0 ? "ok" : `react-router build failed (${code}):\n${output}`,
    ),
  );
  child.on("error", (error) => writeFileSync(path.join(dir, "result"), String(error)));
  return child;
}

let pages: Promise<Pages> | undefined;

/** The run's built pages, once the build is over (at most two minutes on a busy machine). */
export function startPages(): Promise<Pages> {
  pages ??= (async () => {
    let dir = process.env[PAGE_BUILD_ENV];
    if (!dir) {
      dir = pageBuildFolder();
      process.env[PAGE_BUILD_ENV] = dir;
      process.on("exit", () => rmSync(dir!, { recursive: true, force: true }));
      startPageBuild(dir);
    }
    const result = path.join(dir, "result");
    for (const started = Date.now(); !existsSync(result); await pause(100)) {
      if (Date.now() - started > 120_000) throw new Error(`the pages' build in ${dir} is not over`);
    }
    const outcome = readFileSync(result, "utf8");
    if (outcome !== "ok") throw new Error(outcome);
    const serverFile = pathToFileURL(path.join(dir, "build/server/index.js")).href;
    const build = (await import(serverFile)) as ServerBuild;
    const folder = path.join(dir, "build");
    return { build: async () => build, clientDir: path.join(folder, "client"), folder };
  })();
  return pages;
}
