import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useDatabaseMigratedTo } from "../../testing/migration-db.ts";
import { migrateToLatest, migrationStatus } from "./migrate.ts";

describe("migrating a SQLite database", () => {
  const handle = useDatabaseMigratedTo("020-tax-and-invoices");

  it("applies the pending migrations in one transaction: one that fails leaves none of them applied", async () => {
    const { db } = handle;
    // A table in the way of 022 (which would make it with more columns), so 022 fails after 021 ran.
    await sql`create table artwork_images (id integer primary key)`.execute(db);

    await expect(migrateToLatest(db)).rejects.toThrow(/media_key/);

    const status = await migrationStatus(db);
    expect(status.applied.at(-1)).toBe("020-tax-and-invoices");
    expect(status.pending[0]).toBe("021-commissions");
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("commissions");
  });
});
