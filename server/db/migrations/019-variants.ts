import { sql } from "kysely";
import { type Db, refersTo } from "./shared.ts";

/**
 * Variants. A product's variants were the card sizes the code gave every greeting card;
 * now the owner sets them, each with its own stock (`stock` null: not tracked). Existing variant
 * rows are kept as they are, so every card is sold at today's prices. Cart and order lines name
 * their variant by id as well as by the name bought: a cart line follows a renamed variant, and an
 * order line knows which variant's stock it took (`variant_stock_taken`) so a cancellation gives
 * back exactly that.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("product_variants")
    .addColumn("stock", "integer", (c) => c.check(sql`stock >= 0`))
    .execute();
  // A removed variant leaves its cart lines behind, marked "no longer sold", not gone.
  await db.schema
    .alterTable("cart_items")
    .addColumn("variant_id", "integer", refersTo("product_variants"))
    .execute();
  // Order lines keep their variant's name as bought; the id may outlive the variant.
  await db.schema.alterTable("order_items").addColumn("variant_id", "integer").execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("variant_stock_taken", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await linkByName(db, "cart_items");
  await linkByName(db, "order_items");
}

/** Lines that name a variant get its id (the names are unique per product). */
async function linkByName(db: Db, table: "cart_items" | "order_items") {
  await sql`update ${sql.table(table)} set variant_id = (
      select pv.id from product_variants pv
      where pv.product_id = ${sql.ref(`${table}.product_id`)} and pv.name = ${sql.ref(`${table}.variant`)})
    where variant is not null and variant_id is null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("variant_stock_taken").execute();
  await db.schema.alterTable("order_items").dropColumn("variant_id").execute();
  await db.schema.alterTable("cart_items").dropColumn("variant_id").execute();
  await db.schema.alterTable("product_variants").dropColumn("stock").execute();
}
