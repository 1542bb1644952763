import type { Db } from "./shared.ts";

/**
 * Shipping by destination: each order records the zone it was charged for (`home`,
 * `europe` or `world`). Orders from before were all charged the one flat fee: they keep none.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("orders").addColumn("shipping_zone", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("shipping_zone").execute();
}
