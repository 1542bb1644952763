import type { Db } from "./shared.ts";

/**
 * The keys that open an order's customer details to a visitor (decision 017): the
 * SHA-256 hashes of its secret access keys, hex, separated by spaces. Orders placed before this
 * migration have none, so their details stay hidden from every visitor.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("orders").addColumn("access_key_hashes", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("access_key_hashes").execute();
}
