/** A backup keeps the visit statistics, but never the day's salt that could tie them to a person. */
import { describe, expect, it } from "vitest";
import { createTestDatabase, DB_KINDS } from "../../testing/test-db.ts";
import { useTestDatabase } from "../../testing/use-test-app.ts";
import type { Database } from "../db/schema.ts";
import { exportData, importData } from "./backup-tables.ts";

const VIEW = {
  day: 20_785,
  // 48 bits, as the counter stores a visitor: past 2^32, still exact after JSON.
  visitor: 2 ** 47 + 12_345,
  path: "/shop",
  entry: 1,
  source: "instagram",
  medium: "social",
  campaign: "spring",
  device: "p",
};
const DAY = {
  day: "2026-08-01",
  dimension: "source",
  value: "instagram",
  visitors: 212,
  views: 640,
};

describe.each(DB_KINDS)("backups of the visit statistics (%s)", (kind) => {
  const source = useTestDatabase(kind);

  const read = async (db: import("kysely").Kysely<Database>) => ({
    views: (await db.selectFrom("stats_views").selectAll().execute()).map((row) => ({
      ...row,
      visitor: Number(row.visitor),
    })),
    days: await db.selectFrom("stats_days").selectAll().execute(),
    salts: await db.selectFrom("stats_salts").selectAll().execute(),
  });

  it("carries the raw views and the daily figures, and leaves the salt behind", async () => {
    const db = source.db();
    await db.insertInto("stats_salts").values({ day: "2026-11-29", salt: "secret" }).execute();
    await db.insertInto("stats_views").values(VIEW).execute();
    await db.insertInto("stats_days").values(DAY).execute();

    const data = JSON.parse(JSON.stringify(await exportData(db)));
    expect(Object.keys(data.tables)).not.toContain("stats_salts");
    expect(JSON.stringify(data)).not.toContain("secret");

    const target = await createTestDatabase(kind);
    try {
      await importData(target.handle.db, target.handle.dialect, data);
      expect(await read(target.handle.db)).toEqual({ views: [VIEW], days: [DAY], salts: [] });
    } finally {
      await target.dispose();
    }
  });
});
