import { describe, expect, it } from "vitest";
import { anOrder, useDatabaseMigratedTo } from "../../../testing/migration-db.ts";
import { migrateToLatest } from "../migrate.ts";

describe("migration 009: order access keys", () => {
  const handle = useDatabaseMigratedTo("008-payment-deadlines");

  it("gives an order placed before it no key, so its customer shows to no visitor", async () => {
    const db = handle.db;
    // The schema as 008 left it: no access_key_hashes column yet.
    await anOrder(db, "EA-0000-0000-0001", 1000);
    await migrateToLatest(db);
    const row = await db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_number: "EA-0000-0000-0001", access_key_hashes: null });
  });
});
