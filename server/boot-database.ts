import { type DbHandle, openDatabase } from "./db/client.ts";
import { hasContent } from "./db/has-content.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { dropEarlySeeder, takeSeeder } from "./demo-processes.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { keepFilesPrivate } from "./private-files.ts";

/** The database, migrated, and the demo's seeding when this start began one. */
export interface PreparedDatabase {
  database: DbHandle;
  /** Settles when the demo is in the database (a first start), else undefined. */
  seeding: Promise<void> | undefined;
}

export interface BootOptions {
  /** Only prepare the database for the servers to come (`npm run cluster`'s primary). */
  prepareOnly?: boolean;
}

/**
 * The first steps of the start (decision 013 §1): the files kept private, the database opened and
 * migrated, and, when SEED_DEMO and the database is empty, the demo's seeding begun in a process
 * of its own but not awaited. This module loads little, so that the seeding, the longest step of a
 * first start, begins before the rest of the server is read from the disk (boot.ts goes on).
 */
export async function prepareDatabase(
  env: Env,
  logger: Logger,
  options: BootOptions = {},
): Promise<PreparedDatabase> {
  // Before the first file: the data and media folders, the database and the backups are private.
  keepFilesPrivate();
  const database = await openDatabase({
    dataDir: env.dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    // SQLite: this process alone; PostgreSQL: hears the other processes' changes.
    serverProcess: !options.prepareOnly,
    onListenError: (error) => logger.warn({ err: error }, "change listener: connection lost"),
    onPoolError: (error) => logger.warn({ err: error }, "database: a pooled connection was lost"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  if (!env.SEED_DEMO || (await hasContent(database.db))) {
    dropEarlySeeder();
    return { database, seeding: undefined };
  }
  logger.info("seeding demo content (first start)");
  const seeding = takeSeeder().seed();
  // Awaited later (boot.ts); a failure meanwhile is not an unhandled rejection.
  seeding.catch(() => {});
  return { database, seeding };
}
