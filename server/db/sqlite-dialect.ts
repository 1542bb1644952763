import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from "kysely";

/** node:sqlite binds only numbers, strings, bigints, bytes and null: booleans become 1/0. */
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);

function adaptStatement(database: DatabaseSync, sql: string): SqliteStatement {
  const statement = database.prepare(sql);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    // An iteration can outlive the next use of the same SQL: it gets a statement of its own.
    iterate: (parameters) => database.prepare(sql).iterate(...bind(parameters)),
  };
}

/** The most prepared statements kept; past it the least recently used goes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Presents node:sqlite's DatabaseSync with the interface Kysely's SQLite driver expects. Each SQL
 * text is prepared once and kept (Kysely asks for a statement on every query; preparing was ~7 %
 * of the server's time under a load of carts filling). Schema changes (migrations) clear the
 * kept statements. `all` and `run` finish before returning, so one statement serves every caller.
 */
export function adaptDatabase(database: DatabaseSync): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = prepared.get(sql);
      if (statement) {
        prepared.delete(sql);
      } else {
        if (/^\s*(create|alter|drop)\b/i.test(sql)) prepared.clear();
        statement = adaptStatement(database, sql);
        if (prepared.size >= STATEMENT_CACHE_SIZE) {
          prepared.delete(prepared.keys().next().value as string);
        }
      }
      prepared.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Write transactions take the write lock up front (BEGIN IMMEDIATE), so two transactions never
 * deadlock upgrading a read lock and the busy timeout applies at the start.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #raw: DatabaseSync;

  constructor(database: SqliteDatabase, raw: DatabaseSync) {
    super({ database });
    this.#raw = raw;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL: the disk is full); a
   * second ROLLBACK would then fail with "no transaction is active" and hide the real error.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#raw.isTransaction) await super.rollbackTransaction(connection);
  }
}

/**
 * SQLite runs schema changes inside a transaction, which Kysely's adapter does not claim: said
 * here, its migrator applies every pending migration in one transaction. A migration that fails
 * leaves none of them half applied, and a new database commits (and waits for the disk) once
 * instead of after every statement of two dozen migrations.
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #raw: DatabaseSync;

  constructor(database: DatabaseSync) {
    const adapted = adaptDatabase(database);
    super({ database: adapted });
    this.#database = adapted;
    this.#raw = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#database, this.#raw);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlAdapter();
  }
}
