import { type DbHandle, openDatabase } from "./db/client.ts";
import { hasContent } from "./db/has-content.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { dropEarlySeeder, takeSeeder } from "./demo-processes.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { keepFilesPrivate } from "./private-files.ts";

/** The database, migrated, and what this start does about the demo. */
export interface PreparedDatabase {
  database: DbHandle;
  /** SEED_DEMO and an empty database: a first start, which seeds the demo. */
  seedDemo: boolean;
  /**
   * Settles when the demo is in the database, when its seeding was begun here; undefined when it
   * is not to be seeded, or is begun later (pictures in a bucket: boot.ts asks the bucket first).
   */
  seeding: Promise<void> | undefined;
}

export interface BootOptions {
  /** Only prepare the database for the servers to come (`npm run cluster`'s primary). */
  prepareOnly?: boolean;
}

/**
 * The database of `env` (DATA_DIR / DATABASE_URL), opened and migrated, its files kept private.
 * Only a `serverProcess` claims a SQLite file and hears other processes' changes on PostgreSQL.
 */
export async function openMigratedDatabase(
  env: Env,
  logger: Logger,
  { serverProcess }: { serverProcess: boolean },
): Promise<DbHandle> {
  // Before the first file: the data and media folders, the database and the backups are private.
  keepFilesPrivate();
  const database = await openDatabase({
    dataDir: env.dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    serverProcess,
    onListenError: (error) => logger.warn({ err: error }, "change listener: connection lost"),
    onPoolError: (error) => logger.warn({ err: error }, "database: a pooled connection was lost"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  return database;
}

/**
 * The first steps of the start (decision 013 §1): the database opened and migrated, and, when
 * SEED_DEMO and the database is empty, the demo's seeding begun in a process of its own but not
 * awaited. This module loads little, so that the seeding, the longest step of a first start,
 * begins before the rest of the server is read from the disk (boot.ts goes on). With the pictures
 * in a bucket (MEDIA_S3_URL) the seeding waits for boot.ts to find the bucket usable: a bucket
 * that cannot be used is said before any seeding, and the demo is seeded at a later start.
 */
export async function prepareDatabase(
  env: Env,
  logger: Logger,
  options: BootOptions = {},
): Promise<PreparedDatabase> {
  const database = await openMigratedDatabase(env, logger, {
    serverProcess: !options.prepareOnly,
  });
  const seedDemo = env.SEED_DEMO && !(await hasContent(database.db));
  if (!seedDemo || env.mediaBucket) {
    // A seeding process begun on a guess (server/index.ts) that this start does not use now.
    dropEarlySeeder();
    return { database, seedDemo, seeding: undefined };
  }
  return { database, seedDemo, seeding: beginSeeding(logger) };
}

/**
 * Tells the seeding process to seed (the one begun early, else a new one); the promise settles
 * when the demo is stored.
 */
export function beginSeeding(logger: Logger): Promise<void> {
  logger.info("seeding demo content (first start)");
  const seeding = takeSeeder().seed();
  // Awaited later (boot.ts); a failure meanwhile is not an unhandled rejection.
  seeding.catch(() => {});
  return seeding;
}
