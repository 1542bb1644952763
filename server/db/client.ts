import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { type RelaxedTransaction, relaxedTransaction } from "./relaxed-transaction.ts";
import type { Database } from "./schema.ts";
import { NodeSqliteDialect } from "./sqlite-dialect.ts";
import { trackCommits, WriteTracker } from "./write-tracker.ts";

export type Dialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Moves on every committed change to what visitors are shown: lets readers cache safely. */
  writes: WriteTracker;
  /** A transaction for a visitor's cart: atomic, but its commit does not wait for the disk. */
  relaxed: RelaxedTransaction;
  /** PostgreSQL schema the connection works in (tests use one per test), if not the default. */
  schema?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  /** `postgres://…` selects PostgreSQL; anything else uses SQLite. */
  databaseUrl?: string;
  /** SQLite file; defaults to `$dataDir/easel.db`. */
  sqlitePath?: string;
  dataDir: string;
  /** PostgreSQL only: work inside this schema (created when missing). */
  schema?: string;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** The settings every SQLite connection must run with; asserted after every open. */
export const REQUIRED_SQLITE_PRAGMAS = {
  journal_mode: "wal",
  synchronous: 2, // FULL
  foreign_keys: 1,
  busy_timeout: SQLITE_BUSY_TIMEOUT_MS,
} as const;

function readPragma(database: DatabaseSync, name: string): unknown {
  const row = database.prepare(`pragma ${name}`).get() as Record<string, unknown> | undefined;
  return row ? Object.values(row)[0] : undefined;
}

/** Opens a SQLite file with WAL, synchronous=FULL, foreign keys and a busy timeout, and checks them. */
export function openSqlite(file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  database.exec("pragma journal_mode = wal");
  database.exec("pragma synchronous = full");
  database.exec("pragma foreign_keys = on");
  database.exec(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  for (const [name, expected] of Object.entries(REQUIRED_SQLITE_PRAGMAS)) {
    const actual = readPragma(database, name);
    if (String(actual).toLowerCase() !== String(expected)) {
      database.close();
      throw new Error(`SQLite pragma ${name} is ${String(actual)}, expected ${expected}`);
    }
  }
  return database;
}

/** Chooses the engine once, from the configuration, and opens it. */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const { schema } = options;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
    // The PostgreSQL driver is loaded only for PostgreSQL: a SQLite shop never holds it.
    const [{ default: pg }, { parse: parseConnectionString }] = await Promise.all([
      import("pg"),
      import("pg-connection-string"),
    ]);
    // COUNT(*) and other int8 values come back from pg as strings; every such value fits a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, Number);
    const parsed = parseConnectionString(options.databaseUrl);
    const connection: pg.ClientConfig = {
      ...(parsed as pg.ClientConfig),
      // Like psql, default to the operating-system user when the URL names none.
      user: parsed.user || process.env.PGUSER || os.userInfo().username,
    };
    if (schema) {
      const admin = new pg.Client(connection);
      await admin.connect();
      try {
        await admin.query(`create schema if not exists ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      ...connection,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const writes = new WriteTracker();
    const db = new Kysely<Database>({
      dialect: trackCommits(new PostgresDialect({ pool }), writes),
    });
    return {
      db,
      dialect: "postgres",
      writes,
      relaxed: relaxedTransaction(db, "postgres"),
      ...(schema ? { schema } : {}),
      close: () => db.destroy(),
    };
  }
  const file = options.sqlitePath ?? path.join(options.dataDir, "easel.db");
  const database = openSqlite(file);
  const writes = new WriteTracker();
  const db = new Kysely<Database>({
    dialect: trackCommits(new NodeSqliteDialect(database), writes),
  });
  return {
    db,
    dialect: "sqlite",
    writes,
    relaxed: relaxedTransaction(db, "sqlite"),
    close: () => db.destroy(),
  };
}
