import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "./logger.ts";
import { endWhenStopping } from "./shutdown.ts";

/**
 * The demo's work, each in a Node process of its own (demo/run.ts), so that the native memory of
 * drawing and encoding its pictures goes back when that process ends, and the server starts small.
 */
const DEMO_SCRIPT = path.join(import.meta.dirname, "../demo/run.ts");

/** A seeding process, loading until it is told to seed. */
interface Seeder {
  /** Seeds the demo into the empty database; settles when it is there. */
  seed(): Promise<void>;
  /** Ends it unused. */
  stop(): void;
}

let early: Seeder | undefined;

/**
 * On what looks like a first start, begins loading the seeding process before the server loads
 * (server/index.ts), so that the seeding, the longest step of a first start, does not wait for
 * both to be read from a cold disk one after the other. A guess from the environment, as readEnv
 * will read it: SQLite (no DATABASE_URL), SEED_DEMO not off, the pictures in a folder (with
 * MEDIA_S3_URL the bucket is asked before any seeding: boot.ts), and no database file yet. A wrong
 * guess costs a process that ends unused, or the usual order.
 */
export function startSeederIfFirstStart(env: NodeJS.ProcessEnv = process.env): void {
  if (env.DATABASE_URL || env.MEDIA_S3_URL) return;
  if (env.SEED_DEMO === "0" || env.SEED_DEMO === "false") return;
  if (existsSync(path.join(path.resolve(env.DATA_DIR || "./data"), "easel.db"))) return;
  early = startSeeder();
}

/** The seeding process: the one begun early, else a new one (boot-database.ts). */
export function takeSeeder(): Seeder {
  const seeder = early ?? startSeeder();
  early = undefined;
  return seeder;
}

/** Ends a seeding process begun early that the database does not need (it has content). */
export function dropEarlySeeder(): void {
  early?.stop();
  early = undefined;
}

/**
 * `demo/run.ts` with this process's environment and an IPC channel: it loads, waits for "seed",
 * and ends with the server should the server end first (it runs again at the next start, as a
 * seed stopped half-way does).
 */
function startSeeder(): Seeder {
  const child = spawn(process.execPath, [DEMO_SCRIPT], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: process.env,
  });
  const endWithServer = () => child.kill();
  process.once("exit", endWithServer);
  const ended = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      process.off("exit", endWithServer);
      if (code === 0) resolve();
      else reject(new Error(`demo seed failed (exit code ${code})`));
    });
  });
  // Awaited by seed(); a failure before that is not an unhandled rejection. (The child keeps this
  // process alive while the start waits for it: nothing else does yet.)
  ended.catch(() => {});
  return {
    seed() {
      // A process that already ended says so through `ended`.
      child.send("seed", () => {});
      return ended;
    },
    stop() {
      child.kill();
    },
  };
}

/**
 * `demo/run.ts finish` in a child process at the lowest priority, so that encoding never slows the
 * answers. It ends when it is done (it holds about 120 MB while it works), with this process (a
 * stop or a crash closes its IPC channel; any exit of this one also ends it at once), and goes on
 * at the next start. A failure is logged: the drafts keep serving.
 */
export function finishDemoInBackground(logger: Logger): void {
  const child = spawn(process.execPath, [DEMO_SCRIPT, "finish"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: process.env,
  });
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it runs at the normal priority.
  }
  // Not left behind to write into a data folder that the next process (a restore, a test's
  // clean-up) may be replacing: it ends when a stop begins, or at any exit.
  const endWithServer = () => child.kill();
  process.once("exit", endWithServer);
  const forget = endWhenStopping(endWithServer);
  child.on("error", (error) => logger.warn({ err: error }, "demo pictures: cannot finish them"));
  child.on("exit", (code, signal) => {
    process.off("exit", endWithServer);
    forget();
    if (code !== 0 && signal === null)
      logger.warn({ code }, "demo pictures: finishing failed; they are served as drafts");
  });
  // The server's lifetime is not tied to it: neither the channel nor the process keep it alive.
  child.unref();
  child.channel?.unref();
}
