import type { Kysely } from "kysely";
import { type DbHandle, openDatabase } from "../server/db/client.ts";
import { migrateTo } from "../server/db/migrate.ts";
import { perTest } from "./lifetimes.ts";
import { makeTempDir, removeTempDir } from "./temp-dir.ts";

/** Closes a migration test's database and removes its folder. */
async function close({ handle, dir }: { handle: DbHandle; dir: string }): Promise<void> {
  await handle.close();
  removeTempDir(dir);
}

/**
 * The harness of a migration's test: for each test a SQLite database of its own, migrated up to
 * (and including) `before`, the migration just before the one under test; closed and removed
 * after it. Read `.db` or `.handle` inside a test (they change from test to test).
 *
 * One engine is enough here: the migrations are plain Kysely, which the API suites run on both.
 */
export function useDatabaseMigratedTo(before: Parameters<typeof migrateTo>[1]): {
  readonly handle: DbHandle;
  readonly db: DbHandle["db"];
} {
  const opened = perTest(
    "the migration database",
    async () => {
      const dir = makeTempDir(`easel-migration-${before.slice(0, 3)}-`);
      const handle = await openDatabase({ dataDir: dir });
      const database = { handle, dir };
      try {
        await migrateTo(handle.db, before);
      } catch (error) {
        await close(database);
        throw error;
      }
      return database;
    },
    close,
  );
  return {
    get handle() {
      return opened().handle;
    },
    get db() {
      return opened().handle.db;
    },
  };
}

/**
 * An order placed before the migration under test, with its customer: `order` gives the columns
 * the schema of that time needs beside the number and times. Returns the order's id.
 */
export async function addEarlierOrder(
  // biome-ignore lint/suspicious/noExplicitAny: a migration's test writes the schema of its time.
  db: Kysely<any>,
  order: Record<string, unknown>,
): Promise<number> {
  const at = "2026-03-01T10:00:00.000Z";
  const { id: customer } = await db
    .insertInto("customers")
    .values({
      first_name: "Ada",
      last_name: "L",
      email: "ada@example.com",
      phone: null,
      address: "1 Row",
      city: "London",
      state: "",
      zip_code: "NW1",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("orders")
    .values({
      customer_id: customer,
      order_number: "EA-0000-0000-0001",
      created_at: at,
      updated_at: at,
      ...order,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** An order of `total` (minor units) numbered `orderNumber`, with only the columns every schema since 001 has. */
export const anOrder = (db: DbHandle["db"], orderNumber: string, total: number) =>
  addEarlierOrder(db, { order_number: orderNumber, subtotal: total, total });
