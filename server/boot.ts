import cluster from "node:cluster";
import { rm, writeFile } from "node:fs/promises";
import { type BootOptions, type PreparedDatabase, prepareDatabase } from "./boot-database.ts";
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
  { database, seeding }: PreparedDatabase,
  env: Env,
  logger: Logger,
): Promise<Services> {
  const services = createServices({ database, env, logger });
  if (seeding) {
    await seeding;
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
 * Gives the owner a generated first-start password without it reaching a log: printed when the
 * console is a terminal someone is watching; otherwise (a service manager, a container's log)
 * written to `DATA_DIR/initial-password`, readable only by this user, and removed at the first
 * sign-in. The log says only where it is.
 */
export async function handOverGeneratedPassword(
  password: string,
  { dataDir, logger, terminal }: { dataDir: string; logger: Logger; terminal: boolean },
): Promise<void> {
  if (terminal) {
    console.info(
      `\n  Owner password (generated, shown once): ${password}\n  Sign in at /admin. Set ADMIN_PASSWORD to choose your own.\n`,
    );
    return;
  }
  const file = initialPasswordPath(dataDir);
  // Made anew, so the mode is the one given (an existing file would keep its own).
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  logger.warn(
    { file },
    "owner password generated: it is in this file (readable only by this user), which is removed at the first sign-in; set ADMIN_PASSWORD to choose your own",
  );
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
