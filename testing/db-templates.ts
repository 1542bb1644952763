import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { openDatabase } from "../server/db/client.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { addSeedCollections } from "../server/db/migrations/018-collections.ts";
import type { Database } from "../server/db/schema.ts";

/**
 * Migrated databases made once per Vitest run (global-setup.ts) and copied by every test
 * (test-db.ts): running the fifteen migrations for each PostgreSQL test took about 200 ms of the
 * server's CPU and a hundred round trips; replaying their result as one script takes a quarter.
 * The files are handed to the test workers through these variables; without them (a script, a
 * missing pg_dump) each test migrates as before.
 */
export const SQLITE_TEMPLATE_ENV = "EASEL_TEST_SQLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "EASEL_TEST_POSTGRES_TEMPLATE";

/** Stands for the schema's name in the saved script (replaced by each test's own). */
export const PLACEHOLDER = "easel_template_schema";

/**
 * Migrates a test database and gives it the seed's three collections with their offers: the API
 * suites stand for a site with the demo's shop, whose bundles they price.
 */
export async function migrateTestDatabase(db: Kysely<Database>, schema?: string): Promise<void> {
  await migrateToLatest(db, schema);
  await addSeedCollections(db, "all");
}

/** Migrates a SQLite file `template.db` in `dir` and returns its path. */
export async function makeSqliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, "template.db");
  const handle = await openDatabase({ dataDir: dir, sqlitePath: file });
  await migrateTestDatabase(handle.db);
  await handle.close(); // closing checkpoints the WAL into the main file
  return file;
}

/**
 * Migrates a schema of its own in `databaseUrl`, saves what pg_dump says of it (tables, indexes,
 * constraints, the rows the migrations wrote, the sequences' positions) to `dir`, drops the schema
 * and returns the script's path; undefined when pg_dump cannot be run.
 */
export async function makePostgresTemplate(
  databaseUrl: string,
  dir: string,
): Promise<string | undefined> {
  const schema = `${PLACEHOLDER}_${randomBytes(4).toString("hex")}`;
  const handle = await openDatabase({ databaseUrl, dataDir: dir, schema });
  try {
    await migrateTestDatabase(handle.db, schema);
    const dump = execFileSync(
      "pg_dump",
      ["--dbname", databaseUrl, "--schema", schema, "--inserts", "--no-owner", "--no-privileges"],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] },
    );
    const file = path.join(dir, "template.sql");
    writeFileSync(file, replayable(dump).replaceAll(`${schema}.`, `${PLACEHOLDER}.`));
    return file;
  } catch (error) {
    console.info(`PostgreSQL template not made (each test migrates instead): ${String(error)}`);
    return undefined;
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
  }
}

/**
 * The dump without what would change the pooled connection that runs it (`SET`, the emptied
 * search_path), psql's own commands and comments, and the schema's creation (the test's schema
 * exists already).
 */
function replayable(dump: string): string {
  return dump
    .split("\n")
    .filter((line) => !/^(\\|--|SET |SELECT pg_catalog\.set_config|CREATE SCHEMA )/.test(line))
    .join("\n");
}

let script: string | undefined;

/** The saved script for `schema`, or undefined when the run made none. */
export function postgresTemplateFor(schema: string): string | undefined {
  const file = process.env[POSTGRES_TEMPLATE_ENV];
  if (!file) return undefined;
  script ??= readFileSync(file, "utf8");
  return script.replaceAll(`${PLACEHOLDER}.`, `${schema}.`);
}
