import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { hasContent } from "./db/has-content.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { keepFilesPrivate } from "./private-files.ts";
import { initialPasswordPath } from "./services/auth.ts";
import { createServices, type Services } from "./services/index.ts";

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
  // Before the first file: the data and media folders, the database and the backups are private.
  keepFilesPrivate();
  const database: DbHandle = await openDatabase({
    dataDir: env.dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    // SQLite: this process alone; PostgreSQL: hears the other processes' changes.
    serverProcess: !options.prepareOnly,
    onListenError: (error) => logger.warn({ err: error }, "change listener: connection lost"),
    onPoolError: (error) => logger.warn({ err: error }, "database: a pooled connection was lost"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  const services = createServices({ database, env, logger });
  if (env.SEED_DEMO && !(await hasContent(database.db))) {
    logger.info("seeding demo content (first start)");
    await seedInChildProcess();
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

/** Runs demo/run.ts with this process's environment and waits for it. */
function seedInChildProcess(): Promise<void> {
  const script = path.join(import.meta.dirname, "../demo/run.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`demo seeding failed (exit code ${code})`)),
    );
  });
}
