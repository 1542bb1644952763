import type { Db } from "./shared.ts";

/**
 * The tax rate an order was charged at (hundredths of a percent), so an order keeps showing the
 * rate of its day after the owner changes the store's rate in Settings.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("tax_rate", "integer", (c) => c.notNull().defaultTo(800))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tax_rate").execute();
}
