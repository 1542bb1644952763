import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type DbHandle, openDatabase } from "../server/db/client.ts";
import {
  makeSqliteTemplate,
  migrateTestDatabase,
  postgresTemplateFor,
  SQLITE_TEMPLATE_ENV,
} from "./db-templates.ts";
import { learnTemplate, newSchemaName, releaseSchema, spareSchema } from "./pg-schemas.ts";

export type DbKind = "sqlite" | "postgres";

/** The engines every database test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

let templatePromise: Promise<string> | undefined;

/** The migrated SQLite file of the run (db-templates.ts), else one made once per test file. */
function sqliteTemplate(): Promise<string> {
  const made = process.env[SQLITE_TEMPLATE_ENV];
  templatePromise ??= made
    ? Promise.resolve(made)
    : makeSqliteTemplate(mkdtempSync(path.join(os.tmpdir(), "easel-template-")));
  return templatePromise;
}

export interface TestDatabase {
  handle: DbHandle;
  dataDir: string;
  /** Closes the connection and removes everything the test created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: a copy of the SQLite template, or a new PostgreSQL schema (in
 * TEST_DATABASE_URL's database, or in `databaseUrl`'s: a server of the test's own).
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { databaseUrl?: string } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "easel-test-"));
  if (kind === "sqlite") {
    const file = path.join(dataDir, "easel.db");
    copyFileSync(await sqliteTemplate(), file);
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      dataDir,
      async dispose() {
        await handle.close();
        // Retried: a process the test just stopped (the demo finisher) may still be writing here.
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
      },
    };
  }
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  // Within a test file, a schema an earlier test emptied (pg-schemas.ts); else a new one.
  const reused = options.databaseUrl ? undefined : spareSchema();
  const schema = reused ?? newSchemaName();
  const handle = await openDatabase({ databaseUrl, dataDir, schema });
  if (!reused) {
    // One script, one round trip: the run's migrated schema replayed (see db-templates.ts).
    const template = postgresTemplateFor(schema);
    if (template && handle.pgPool) {
      await handle.pgPool.query(template);
      if (!options.databaseUrl) await learnTemplate(databaseUrl, dataDir, schema);
    } else await migrateTestDatabase(handle.db, schema);
  }
  return {
    handle,
    dataDir,
    async dispose() {
      await handle.close().catch(() => {}); // a test may have closed it already
      // Another connection empties or drops the schema, whatever state the test left it in.
      if (options.databaseUrl) {
        const cleanup = await openDatabase({ databaseUrl, dataDir });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup.db);
        await cleanup.close();
      } else await releaseSchema(databaseUrl, dataDir, schema);
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
