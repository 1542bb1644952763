/**
 * What the visit counter keeps in the database: the day's salt, the raw views (written in
 * batches), and their roll-up into daily figures once they are 30 days old.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { addDays, dayNumber, dayOfNumber } from "#core/stats-range.ts";
import { deviceOfCode } from "#core/visit-source.ts";
import { insertOrKeep } from "../db/insert-or-keep.ts";
import type { Database, StatsViewsTable } from "../db/schema.ts";

/** Raw views are kept this many days, then rolled into daily figures. */
export const RAW_DAYS = 30;
/** The dimensions a day is rolled up by (`total` has one value, ""). */
export const DIMENSIONS = ["total", "page", "entry", "source", "campaign", "device"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * The salt of `day`: made by whichever process asks first (one conditional insert, so every
 * process on PostgreSQL hashes with the same one), and every earlier day's deleted, so a visitor
 * cannot be followed from one day to the next once the day is over.
 */
export async function saltOf(db: Kysely<Database>, day: string): Promise<string> {
  const { salt } = await insertOrKeep(db, "stats_salts", "day", {
    day,
    salt: randomBytes(32).toString("base64url"),
  });
  await db.deleteFrom("stats_salts").where("day", "<", day).execute();
  return salt;
}

/** Writes views in statements of at most 500 rows (SQLite's and PostgreSQL's parameter limits). */
export async function insertViews(db: Kysely<Database>, rows: StatsViewsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("stats_views")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** The column a dimension is read from, and the rows it counts. */
function dimensionQuery(db: Kysely<Database>, day: number, dimension: Dimension) {
  const base = db.selectFrom("stats_views").where("day", "=", day);
  const counts = (query: typeof base) =>
    query.select((eb) => [
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("views"),
    ]);
  switch (dimension) {
    case "total":
      return counts(base).select((eb) => eb.val("").as("value"));
    case "page":
      return counts(base).select("path as value").groupBy("path");
    case "entry":
      return counts(base.where("entry", "=", 1))
        .select("path as value")
        .groupBy("path");
    case "source":
      return counts(base).select("source as value").groupBy("source");
    case "campaign":
      return counts(base.where("campaign", "<>", ""))
        .select("campaign as value")
        .groupBy("campaign");
    case "device":
      return counts(base).select("device as value").groupBy("device");
  }
}

/**
 * Rolls every day older than RAW_DAYS before `today` into daily figures and deletes its raw
 * views, a day per transaction. Gives the days rolled up.
 */
export async function rollUp(db: Kysely<Database>, today: string): Promise<string[]> {
  const before = dayNumber(addDays(today, -RAW_DAYS));
  const days = await db
    .selectFrom("stats_views")
    .select("day")
    .distinct()
    .where("day", "<", before)
    .orderBy("day")
    .execute();
  for (const { day } of days) {
    const date = dayOfNumber(day);
    await db.transaction().execute(async (trx) => {
      for (const dimension of DIMENSIONS) {
        const rows = await dimensionQuery(trx, day, dimension).execute();
        for (let i = 0; i < rows.length; i += 200) {
          await trx
            .insertInto("stats_days")
            .values(
              rows.slice(i, i + 200).map((row) => ({
                day: date,
                dimension,
                value: dimension === "device" ? deviceOfCode(String(row.value)) : String(row.value),
                visitors: Number(row.visitors),
                views: Number(row.views),
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(["day", "dimension", "value"]).doUpdateSet((eb) => ({
                visitors: eb.ref("excluded.visitors"),
                views: eb.ref("excluded.views"),
              })),
            )
            .execute();
        }
      }
      await trx.deleteFrom("stats_views").where("day", "=", day).execute();
    });
  }
  return days.map(({ day }) => dayOfNumber(day));
}
