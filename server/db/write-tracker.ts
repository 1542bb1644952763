import type {
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Counts committed changes to the database, so readers can cache what they read and know when it
 * went stale. `version` goes up after every statement that is not a SELECT and after every commit
 * (a change inside a transaction becomes visible to others only then). This process is the only
 * writer (decision 013 §1), so nothing changes without the count moving.
 */
export class WriteTracker {
  #version = 0;
  get version(): number {
    return this.#version;
  }
  bump(): void {
    this.#version++;
  }
}

/** A Kysely plugin that bumps the tracker once a writing statement has run. */
export class WriteTrackingPlugin implements KyselyPlugin {
  readonly #writes = new WeakSet<object>();
  readonly #tracker: WriteTracker;
  constructor(tracker: WriteTracker) {
    this.#tracker = tracker;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== "SelectQueryNode") this.#writes.add(queryId);
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) {
      this.#writes.delete(queryId);
      this.#tracker.bump();
    }
    return result;
  }
}

/** Wraps a dialect so that every committed transaction bumps the tracker. */
export function trackCommits(dialect: Dialect, tracker: WriteTracker): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property, receiver) {
          if (property === "commitTransaction") {
            return async (connection: DatabaseConnection) => {
              await target.commitTransaction(connection);
              tracker.bump();
            };
          }
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    },
  };
}
