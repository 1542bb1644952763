import { describe, expect, it } from "vitest";
import { insertedId } from "../../testing/fixtures.ts";
import { useDatabaseMigratedTo } from "../../testing/migration-db.ts";
import { migrateToLatest } from "../migrate.ts";

const AT = "2026-02-01T10:00:00.000Z";

describe("migration 009: order access keys", () => {
  const handle = useDatabaseMigratedTo("008-payment-deadlines");

  it("gives an order placed before it no key, so its customer shows to no visitor", async () => {
    const db = handle.db;
    const customerId = await insertedId(db, "customers", {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      address: "12 Analytical Row",
      city: "London",
      state: "London",
      zip_code: "NW1 6XE",
      created_at: AT,
    });
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
