import { spawn } from "node:child_process";
import path from "node:path";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { hasContent } from "./db/has-content.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createServices, type Services } from "./services/index.ts";

/**
 * Start-up order of decision 013 §1: (env already validated) → open DB → migrate → seed demo content
 * (when SEED_DEMO and the database is empty) → owner password.
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
  const database: DbHandle = await openDatabase({
    dataDir: env.dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    // SQLite: this process alone; PostgreSQL: hears the other processes' changes.
    serverProcess: !options.prepareOnly,
    onListenError: (error) => logger.warn({ err: error }, "change listener: connection lost"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  const services = createServices({ database, env, logger });
  if (env.SEED_DEMO && !(await hasContent(database.db))) {
    logger.info("seeding demo content (first start)");
    await seedInChildProcess();
  }
  const { generated } = await services.auth.ensurePassword(env.ADMIN_PASSWORD);
  if (generated) {
    // Printed once, on the console only: it is never stored in plain text or logged again.
    console.info(
      `\n  Owner password (generated, shown once): ${generated}\n  Sign in at /admin. Set ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  return services;
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
