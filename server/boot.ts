import cluster from "node:cluster";
import { rm, writeFile } from "node:fs/promises";
import {
  type BootOptions,
  beginSeeding,
  openMigratedDatabase,
  type PreparedDatabase,
  prepareDatabase,
} from "./boot-database.ts";
import type { DbHandle } from "./db/client.ts";
import { finishDemoInBackground } from "./demo-processes.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { initialPasswordPath } from "./services/auth.ts";
import { createServices, type Services } from "./services/index.ts";
import { DRAFT_PATTERN } from "./services/media.ts";

/**
 * Start-up order of decision 013 §1: (env already validated) → open DB → migrate → seed demo content
 * (when SEED_DEMO and the database is empty) → owner password (ADMIN_PASSWORD checked against the
 * policy with the site's words, the demo's included).
 * Shared by the production server, the dev server and the test helpers.
 */
export async function boot(env: Env, logger: Logger, options: BootOptions = {}): Promise<Services> {
  return continueBoot(await prepareDatabase(env, logger, options), env, logger);
}

/**
 * The start after boot-database.ts's steps: the services, made while the demo is seeded (a first
 * start), then the owner's password and the demo's pictures finished in the background.
 */
export async function continueBoot(
  { database, seedDemo, seeding }: PreparedDatabase,
  env: Env,
  logger: Logger,
): Promise<Services> {
  const services = createServices({ database, env, logger });
  // A bucket that cannot be used is said at start, in the owner's words; the site starts anyway
  // (pictures answer 503 until it can be reached). Awaited only when the demo needs it.
  const storeProblem = services.media.storage.problem().then((problem) => {
    if (problem) logger.error({ problem }, "picture store: cannot be used");
    return problem;
  });
  let demo = seeding;
  // Pictures in a bucket: the demo is seeded once the bucket is found usable (boot-database.ts).
  if (seedDemo && !demo) {
    if (await storeProblem) {
      logger.error(
        "demo content not seeded: its pictures cannot be stored; it is seeded at the next start once the picture store can be reached",
      );
    } else {
      demo = beginSeeding(logger);
    }
  }
  if (demo) {
    await demo;
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
  options: { serverProcess: boolean },
): Promise<Services> {
  const database = await openMigratedDatabase(env, logger, options);
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
