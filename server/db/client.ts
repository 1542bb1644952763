import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { DatabaseHealth, guardedPool } from "./availability.ts";
import {
  announcer,
  listenForWrites,
  newSenderId,
  type WriteListener,
  writesChannel,
} from "./cross-process.ts";
import type { Dialect } from "./dialect.ts";
import { checkSqliteFile } from "./integrity.ts";
import { type RelaxedTransaction, relaxedTransaction } from "./relaxed-transaction.ts";
import type { Database } from "./schema.ts";
import { NodeSqliteDialect } from "./sqlite-dialect.ts";
import { trackCommits, WriteTracker } from "./write-tracker.ts";

export type { Dialect };

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Moves on every committed change to what visitors are shown: lets readers cache safely. */
  writes: WriteTracker;
  /** A transaction for a visitor's cart: atomic, but its commit does not wait for the disk. */
  relaxed: RelaxedTransaction;
  /** PostgreSQL schema the connection works in (tests use one per test), if not the default. */
  schema?: string;
  /** PostgreSQL with `listen`: hears other processes' changes (server/db/cross-process.ts). */
  listener?: WriteListener;
  /** PostgreSQL: the connection pool, for the shared rate-limit store. */
  pgPool?: pg.Pool;
  /** Whether the database is known to be away (PostgreSQL restarting; server/db/availability.ts). */
  health: DatabaseHealth;
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
  /**
   * Opened by a server process: on PostgreSQL it listens for other processes' changes, so its
   * caches follow them; on SQLite it claims the file for itself, refusing to start beside another
   * server (decision 019). Scripts and most tests need neither.
   */
  serverProcess?: boolean;
  /** Told when the listener's connection fails (it reconnects by itself). */
  onListenError?: (error: unknown) => void;
  /** PostgreSQL: told when an idle connection of the pool is lost (the pool makes a new one). */
  onPoolError?: (error: unknown) => void;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;
/**
 * The WAL is cut back to this size whenever a checkpoint has copied it all into the database
 * (SQLite's automatic one runs every 1000 pages, ~4 MB): one big transaction (a restore, a
 * re-optimisation) no longer leaves a WAL file of its size behind for good.
 */
export const SQLITE_WAL_LIMIT_BYTES = 8 * 1024 * 1024;
const LISTEN_WAIT_MS = 5000;
/** A connection the database does not accept within this long counts as the database away. */
const CONNECT_TIMEOUT_MS = 3000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The settings every SQLite connection must run with; asserted after every open. */
export const REQUIRED_SQLITE_PRAGMAS = {
  journal_mode: "wal",
  synchronous: 2, // FULL
  foreign_keys: 1,
  busy_timeout: SQLITE_BUSY_TIMEOUT_MS,
  journal_size_limit: SQLITE_WAL_LIMIT_BYTES,
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
  database.exec(`pragma journal_size_limit = ${SQLITE_WAL_LIMIT_BYTES}`);
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
    // The timeout is the client's own, for making a connection: on the pool it would also end a
    // wait for a busy pool's free connection, which is no sign of a database away.
    class TimedClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      }
    }
    const pool = new pg.Pool({
      ...connection,
      Client: TimedClient,
      max: 10,
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const health = new DatabaseHealth();
    // An idle connection lost (57P01 when PostgreSQL restarts): the pool drops it and makes a new
    // one when asked. Unhandled, this event would end the process.
    pool.on("error", (error) => {
      health.failed(error);
      options.onPoolError?.(error);
    });
    const writes = new WriteTracker();
    const channel = writesChannel(schema);
    const sender = newSenderId();
    const db = new Kysely<Database>({
      dialect: trackCommits(
        new PostgresDialect({ pool: guardedPool(pool, health) }),
        writes,
        announcer(channel, sender),
      ),
    });
    const listener = options.serverProcess
      ? listenForWrites({
          Client: pg.Client,
          config: connection,
          channel,
          sender,
          tracker: writes,
          ...(options.onListenError ? { onError: options.onListenError } : {}),
        })
      : undefined;
    // Start deaf (caching nothing) rather than not at all if the listener cannot connect yet.
    if (listener) await Promise.race([listener.ready, delay(LISTEN_WAIT_MS)]);
    return {
      db,
      dialect: "postgres",
      writes,
      relaxed: relaxedTransaction(db, "postgres"),
      ...(schema ? { schema } : {}),
      ...(listener ? { listener } : {}),
      pgPool: pool,
      health,
      async close() {
        await listener?.close();
        await db.destroy();
      },
    };
  }
  const file = options.sqlitePath ?? path.join(options.dataDir, "easel.db");
  // A damaged file stops a server before it writes anything more (server/db/integrity.ts).
  if (options.serverProcess) await checkSqliteFile(file, options.dataDir);
  const release = options.serverProcess ? claimSqlite(file) : () => {};
  let database: DatabaseSync;
  try {
    database = openSqlite(file);
  } catch (error) {
    release();
    throw error;
  }
  const writes = new WriteTracker();
  const db = new Kysely<Database>({
    dialect: trackCommits(new NodeSqliteDialect(database), writes),
  });
  return {
    db,
    dialect: "sqlite",
    writes,
    health: new DatabaseHealth(),
    relaxed: relaxedTransaction(db, "sqlite"),
    async close() {
      await db.destroy();
      release();
    },
  };
}

/**
 * Claims a SQLite file for this server process: `FILE.pid` holds its process id. Another live
 * server holding it stops this one with a clear message (SQLite serves one process; several need
 * PostgreSQL); a claim left by a process that is gone is taken over. Returns the release.
 */
export function claimSqlite(file: string): () => void {
  const claim = `${file}.pid`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(claim, `${process.pid}\n`, { flag: "wx", mode: 0o644 });
      return () => {
        try {
          if (readFileSync(claim, "utf8").trim() === String(process.pid)) unlinkSync(claim);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(claim, "utf8"), 10);
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another Easel server (process ${holder}) is using ${file}. SQLite serves one process at a time: stop that one first, or use PostgreSQL (DATABASE_URL) to run several. If no such server runs, delete ${claim}.`,
        );
      }
      unlinkSync(claim); // left by a server that is gone
    }
  }
  throw new Error(`Could not claim ${file}: delete ${claim} and start again`);
}

/** Whether process `pid` is running (on this machine): the test of a SQLite claim's holder. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
