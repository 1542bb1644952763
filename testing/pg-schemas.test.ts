/**
 * PostgreSQL test schemas used again within a file (pg-schemas.ts): the next test finds the
 * template's rows and nothing of the last test's, and a schema a test changed is never used again.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { addProduct } from "./fixtures.ts";
import { createTestDatabase } from "./test-db.ts";

const exists = async (db: Awaited<ReturnType<typeof createTestDatabase>>, schema: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*) as n from pg_namespace where nspname = ${schema}`.execute(db.handle.db)
  ).rows[0]!.n === 1;

describe.runIf(process.env.TEST_DATABASE_URL)("test schemas on PostgreSQL", () => {
  it("hands the next test the same schema with the template's rows alone, its numbering restarted", async () => {
    const first = await createTestDatabase("postgres");
    const template = await first.handle.db.selectFrom("collections").selectAll().execute();
    const id = await addProduct(first.handle.db, {
      name: "Left behind",
      category: "cards",
      price: 300,
    });
    await first.handle.db.deleteFrom("collections").execute();
    await first.dispose();

    const next = await createTestDatabase("postgres");
    try {
      expect(next.handle.schema).toBe(first.handle.schema);
      expect(await next.handle.db.selectFrom("products").selectAll().execute()).toEqual([]);
      expect(await next.handle.db.selectFrom("collections").selectAll().execute()).toEqual(
        template,
      );
      expect(
        await addProduct(next.handle.db, { name: "Fresh", category: "cards", price: 300 }),
      ).toBe(id);
    } finally {
      await next.dispose();
    }
  });

  it("drops a schema whose tables a test changed, and makes a new one", async () => {
    const changed = await createTestDatabase("postgres");
    await sql`alter table products add column stray integer`.execute(changed.handle.db);
    await changed.dispose();

    const next = await createTestDatabase("postgres");
    try {
      expect(next.handle.schema).not.toBe(changed.handle.schema);
      expect(await exists(next, changed.handle.schema!)).toBe(false);
    } finally {
      await next.dispose();
    }
  });
});
