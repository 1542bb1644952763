import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryResult,
  RootOperationNode,
} from "kysely";
import type { Database } from "./schema.ts";

/**
 * The tables no public page, cached read or replayed response is made from: one visitor's cart,
 * the orders, their customers and invoice numbers, messages, the owner's sessions and password
 * reset links, the outbox, background job claims, the security log and the mailing list's
 * subscribers and the addresses waiting for an item (a sign-up must not redraw every page). A change to them
 * leaves every cache alone. Every other table (the catalogue, settings, media, and any table added
 * later) counts as shown, so a new table invalidates until someone decides otherwise.
 * Stock lives on `products`, so a sale that takes stock, or a cancellation that returns it, does
 * invalidate; an order that changes no stock does not.
 */
export const UNSHOWN_TABLES: ReadonlySet<string> = new Set<keyof Database>([
  "cart_sessions",
  "cart_items",
  "customers",
  "orders",
  "invoice_counters",
  "order_items",
  "order_status_history",
  "contact_messages",
  "owner_credentials",
  "owner_sessions",
  "password_resets",
  "mail_outbox",
  "background_jobs",
  "offsite_backups",
  "security_events",
  "rate_limits",
  "subscribers",
  "subscriber_tokens",
  "suppressed_addresses",
  "notify_requests",
  // Visits are counted, never shown to visitors: counting must not empty the page replays.
  "stats_salts",
  "stats_views",
  "stats_days",
]);

/**
 * Counts committed changes to what visitors are shown, so readers can cache what they read and
 * know when it went stale. `version` goes up after every statement that changed a row of a shown
 * table (see UNSHOWN_TABLES) and again when a transaction holding such a change commits (only
 * then does it become visible to other connections). Decision 015 explains the scope.
 *
 * On SQLite this process is the only writer (the server refuses a second one), so nothing shown
 * changes without the count moving. On PostgreSQL other processes write too: their commits are
 * announced (`LISTEN/NOTIFY`, server/db/cross-process.ts) and `bump` the count here. While that
 * news cannot be heard (`deaf`), every read of `version` moves it, so nothing is reused.
 */
export class WriteTracker {
  #version = 0;
  #deaf = false;
  get version(): number {
    if (this.#deaf) this.#version++;
    return this.#version;
  }
  bump(): void {
    this.#version++;
  }
  /** Whether changes made elsewhere may go unheard (the listener is down): then nothing is kept. */
  get deaf(): boolean {
    return this.#deaf;
  }
  set deaf(value: boolean) {
    this.#deaf = value;
    this.#version++;
  }
}

/** Announces a committed change to other processes, on the connection that made it. */
export type Announce = (connection: DatabaseConnection) => Promise<void>;

/** The name of a table node (`schema.table` or `table`), or undefined for anything else. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === "AliasNode")
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== "TableNode") return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

/** The tables a statement writes to, or "unknown" for raw SQL; empty for a read. */
export function writtenTables(query: RootOperationNode): string[] | "unknown" {
  const node = query as OperationNode & Record<string, unknown>;
  switch (node.kind) {
    case "SelectQueryNode":
      return [];
    case "InsertQueryNode":
    case "MergeQueryNode":
      return [tableName(node.into as OperationNode) ?? "unknown"];
    case "UpdateQueryNode":
      return [tableName(node.table as OperationNode) ?? "unknown"];
    case "DeleteQueryNode":
      return ((node.from as { froms: OperationNode[] }).froms ?? []).map(
        (from) => tableName(from) ?? "unknown",
      );
    default:
      // Raw SQL (backups' sequence repairs, migrations) and schema changes: assume the worst.
      return "unknown";
  }
}

/** Raw statements that change no rows: settings of the connection, reads, transaction control. */
const ROWLESS = /^\s*(pragma|set|select|begin|commit|rollback|savepoint|release)\b/i;

/** True when a statement that ran changed a row visitors may be shown. */
function changesShown(compiled: CompiledQuery, result: QueryResult<unknown>): boolean {
  if (compiled.query.kind === "RawNode" && ROWLESS.test(compiled.sql)) return false;
  const tables = writtenTables(compiled.query);
  if (tables === "unknown") return true;
  if (tables.every((table) => UNSHOWN_TABLES.has(table))) return false;
  // SQLite reports no count for a statement that returns rows: then the rows are the count.
  const affected = result.numAffectedRows ?? BigInt(result.rows.length);
  return affected > 0n;
}

/**
 * Wraps a dialect so that the tracker moves after every statement that changed a shown row, and
 * again after the commit of a transaction that held one; `announce` (PostgreSQL) tells the other
 * processes of each such commit.
 */
export function trackCommits(
  dialect: Dialect,
  tracker: WriteTracker,
  announce?: Announce,
): Dialect {
  /** Connections inside a transaction, and whether it has changed anything shown yet. */
  const open = new WeakMap<DatabaseConnection, { changed: boolean }>();
  /** Our wrapper of each connection, and the driver's own connection behind each wrapper. */
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();

  function wrap(connection: DatabaseConnection): DatabaseConnection {
    let wrapper = wrappers.get(connection);
    if (!wrapper) {
      wrapper = {
        async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
          const result = await connection.executeQuery<R>(compiled);
          if (changesShown(compiled, result)) {
            tracker.bump();
            const transaction = open.get(connection);
            if (transaction) transaction.changed = true;
            // A statement outside a transaction is committed already: tell the others now.
            else await announce?.(connection);
          }
          return result;
        },
        streamQuery: (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize),
      };
      wrappers.set(connection, wrapper);
      originals.set(wrapper, connection);
    }
    return wrapper;
  }
  const unwrap = (connection: DatabaseConnection) => originals.get(connection) ?? connection;

  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      return {
        init: (options) => driver.init(options),
        destroy: (options) => driver.destroy(options),
        acquireConnection: async (options) => wrap(await driver.acquireConnection(options)),
        releaseConnection: (connection, options) =>
          driver.releaseConnection(unwrap(connection), options),
        async beginTransaction(connection, settings) {
          await driver.beginTransaction(unwrap(connection), settings);
          open.set(unwrap(connection), { changed: false });
        },
        async commitTransaction(connection) {
          const transaction = open.get(unwrap(connection));
          open.delete(unwrap(connection));
          // Inside the transaction: PostgreSQL delivers the notice with the commit, or never.
          if (transaction?.changed) await announce?.(unwrap(connection));
          await driver.commitTransaction(unwrap(connection));
          if (transaction?.changed) tracker.bump();
        },
        async rollbackTransaction(connection) {
          open.delete(unwrap(connection));
          await driver.rollbackTransaction(unwrap(connection));
        },
        ...(driver.savepoint && {
          savepoint: (connection, name, compile) =>
            driver.savepoint!(unwrap(connection), name, compile),
        }),
        ...(driver.rollbackToSavepoint && {
          rollbackToSavepoint: (connection, name, compile) =>
            driver.rollbackToSavepoint!(unwrap(connection), name, compile),
        }),
        ...(driver.releaseSavepoint && {
          releaseSavepoint: (connection, name, compile) =>
            driver.releaseSavepoint!(unwrap(connection), name, compile),
        }),
      };
    },
  };
}
