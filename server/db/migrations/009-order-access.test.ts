import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../client.ts";
import { migrateTo, migrateToLatest } from "../migrate.ts";

const AT = "2026-02-01T10:00:00.000Z";

// One engine is enough: the migration is plain Kysely, which the API suites run on both.
describe("migration 009: order access keys", () => {
  let dir: string;
  let handle: DbHandle;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "easel-009-"));
    handle = await openDatabase({ dataDir: dir });
    await migrateTo(handle.db, "008-payment-deadlines");
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives an order placed before it no key, so its customer shows to no visitor", async () => {
    const db = handle.db;
    const { id: customerId } = await db
      .insertInto("customers")
      .values({
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.com",
        address: "12 Analytical Row",
        city: "London",
        state: "London",
        zip_code: "NW1 6XE",
        created_at: AT,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("orders")
      .values({
        customer_id: customerId,
        order_number: "EA-0000-0000-0001",
        subtotal: 1000,
        total: 1000,
        idempotency_key: null,
        notes: null,
        created_at: AT,
        updated_at: AT,
        // The schema as 008 left it: no access_key_hashes column yet.
      } as never)
      .execute();
    await migrateToLatest(db);
    const row = await db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_number: "EA-0000-0000-0001", access_key_hashes: null });
  });
});
