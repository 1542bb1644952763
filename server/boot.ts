import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { hasContent } from "./db/has-content.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { keepFilesPrivate } from "./private-files.ts";
import { initialPasswordPath } from "./services/auth.ts";
import { createServices, type Services } from "./services/index.ts";
import { DRAFT_PATTERN } from "./services/media.ts";

/**
 * Start-up order of decision 013 §1: (env already validated) → open DB → migrate → seed demo content
 * (when SEED_DEMO and the database is empty) → owner password (ADMIN_PASSWORD checked against the
 * policy with the site's words, the demo's included).
 * Shared by the production server, the dev server and the test helpers.
 */
export async function boot(
  env: Env,
  logger: Logger,
  options: {
    /** Only prepare the database for the servers to come (`npm run cluster`'s primary). */
    prepareOnly?: boolean;
  } = {},
): Promise<Services> {
  const services = await openServices(env, logger, { serverProcess: !options.prepareOnly });
  const { database } = services;
  const seeding = env.SEED_DEMO && !(await hasContent(database.db));
  // A bucket that cannot be used is said at start, in the owner's words; the site starts anyway
  // (pictures answer 503 until it can be reached). Awaited only when the demo needs it.
  const storeProblem = services.media.storage.problem().then((problem) => {
    if (problem) logger.error({ problem }, "picture store: cannot be used");
    return problem;
  });
  if (seeding && (await storeProblem)) {
    logger.error(
      "demo content not seeded: its pictures cannot be stored; it is seeded at the next start once the picture store can be reached",
    );
  } else if (seeding) {
    logger.info("seeding demo content (first start)");
    await runDemo("seed");
    // The demo was written by another process, which this one does not hear on SQLite (nor
    // surely in time on PostgreSQL): anything read and cached before it is read again, so the
    // first request sees the demo's settings.
    database.writes.bump();
  }
  // The password policy (core/password-policy.ts) holds for ADMIN_PASSWORD too: a readable refusal.
  // Checked after the demo is seeded, so that the demo artist's name counts as the site's own.
  if (env.ADMIN_PASSWORD) {
    const problem = await services.auth.passwordProblem(env.ADMIN_PASSWORD);
    if (problem) {
      await database.close();
      throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${problem}`);
    }
    // A password generated earlier is no longer the owner's.
    await rm(initialPasswordPath(env.dataDir), { force: true });
  }
  // The demo's pictures were stored as drafts: their full set is made in the background, by
  // the process that prepares the database (never by each worker of a cluster).
  if (!cluster.isWorker && (await hasDraftImages(database.db))) finishDemoInBackground(logger);
  const { generated } = await services.auth.ensurePassword(env.ADMIN_PASSWORD);
  if (generated) {
    await handOverGeneratedPassword(generated, {
      dataDir: env.dataDir,
      logger,
      terminal: Boolean(process.stdout.isTTY),
    });
  }
  return services;
}

/**
 * The services over the database of `env` (DATA_DIR / DATABASE_URL), opened and migrated: what a
 * server starts from, and the commands that work on a site (`npm run reset-password`). Only a
 * `serverProcess` claims a SQLite file and hears other processes' changes on PostgreSQL.
 */
export async function openServices(
  env: Env,
  logger: Logger,
  { serverProcess }: { serverProcess: boolean },
): Promise<Services> {
  // Before the first file: the data and media folders, the database and the backups are private.
  keepFilesPrivate();
  const database: DbHandle = await openDatabase({
    dataDir: env.dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    serverProcess,
    onListenError: (error) => logger.warn({ err: error }, "change listener: connection lost"),
    onPoolError: (error) => logger.warn({ err: error }, "database: a pooled connection was lost"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  return createServices({ database, env, logger });
}

/** What the owner is told of a password the server made: at the first start, or by a reset. */
const HANDED_OVER = {
  "first-start": {
    printed: (password: string) =>
      `\n  Owner password (generated, shown once): ${password}\n  Sign in at /admin. Set ADMIN_PASSWORD to choose your own.\n`,
    logged:
      "owner password generated: it is in this file (readable only by this user), which is removed at the first sign-in; set ADMIN_PASSWORD to choose your own",
  },
  reset: {
    printed: (password: string) =>
      `\n  New owner password (shown once): ${password}\n  Every device was signed out. Sign in at /admin; you can choose your own in Settings.\n`,
    logged:
      "owner password reset on the server: the new one is in this file (readable only by this user), which is removed at the next sign-in",
  },
};

/**
 * Gives the owner a generated first-start password without it reaching a log: printed when the
 * console is a terminal someone is watching; otherwise (a service manager, a container's log)
 * written to `DATA_DIR/initial-password`, readable only by this user, and removed at the first
 * sign-in. The log says only where it is.
 */
export async function handOverGeneratedPassword(
  password: string,
  {
    dataDir,
    logger,
    terminal,
    made = "first-start",
  }: { dataDir: string; logger: Logger; terminal: boolean; made?: keyof typeof HANDED_OVER },
): Promise<string | undefined> {
  if (terminal) {
    console.info(HANDED_OVER[made].printed(password));
    return undefined;
  }
  const file = initialPasswordPath(dataDir);
  // Made anew, so the mode is the one given (an existing file would keep its own).
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  logger.warn({ file }, HANDED_OVER[made].logged);
  return file;
}

const DEMO_SCRIPT = path.join(import.meta.dirname, "../demo/run.ts");

/** Runs demo/run.ts with this process's environment and waits for it. */
function runDemo(task: "seed"): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEMO_SCRIPT], { stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`demo ${task} failed (exit code ${code})`)),
    );
  });
}

/** Whether some image is stored only as a draft (see server/services/media.ts). */
async function hasDraftImages(db: DbHandle["db"]): Promise<boolean> {
  const row = await db
    .selectFrom("media_assets")
    .select("key")
    .where("variants", "like", DRAFT_PATTERN)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `demo/run.ts finish` in a child process at the lowest priority, so that encoding never slows the
 * answers. It ends when it is done (it holds about 120 MB while it works), with this process (a
 * stop or a crash closes its IPC channel; any exit of this one also ends it at once), and goes on
 * at the next start. A failure is logged: the drafts keep serving.
 */
function finishDemoInBackground(logger: Logger): void {
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
  // clean-up) may be replacing.
  const endWithServer = () => child.kill();
  process.once("exit", endWithServer);
  child.on("error", (error) => logger.warn({ err: error }, "demo pictures: cannot finish them"));
  child.on("exit", (code, signal) => {
    process.off("exit", endWithServer);
    if (code !== 0 && signal === null)
      logger.warn({ code }, "demo pictures: finishing failed; they are served as drafts");
  });
  // The server's lifetime is not tied to it: neither the channel nor the process keep it alive.
  child.unref();
  child.channel?.unref();
}
