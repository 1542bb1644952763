import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
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

function adaptStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** Presents node:sqlite's DatabaseSync with the interface Kysely's SQLite driver expects. */
export function adaptDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => adaptStatement(database.prepare(sql)),
  };
}

/**
 * Write transactions take the write lock up front (BEGIN IMMEDIATE), so two transactions never
 * deadlock upgrading a read lock and the busy timeout applies at the start.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: DatabaseSync) {
    const adapted = adaptDatabase(database);
    super({ database: adapted });
    this.#database = adapted;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}
