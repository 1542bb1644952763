import { addColumns, createIndex, type Db, partOf, refersTo, tableWithId } from "./shared.ts";

/**
 * Gift cards (PRODUCT.md §9, "Gift cards"). A card is a code (normalised: capitals, no dashes;
 * unique) worth `initial_amount`, of which `balance` is left to spend: lowered by a conditional
 * update inside the order's transaction (never below nothing), so two orders spending its last
 * pounds at once cannot both have them. Every move of the balance is a row of `gift_card_moves`
 * (issued, held by an unpaid order, given back, spent), the card's history for the owner.
 *
 * A card is issued by hand (store credit) or by a paid order that bought one (`order_item_id`,
 * once per unit: a unique index). A cart keeps the card applied to it; an order keeps the card
 * and what it paid (`gift_card_amount`, a way to pay: `total` is the taxed amount as before), and
 * the recipient named at checkout for the cards it buys.
 */
export async function up(db: Db): Promise<void> {
  await tableWithId(db, "gift_cards")
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("initial_amount", "integer", (c) => c.notNull())
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("recipient_name", "text")
    .addColumn("recipient_email", "text")
    .addColumn("message", "text")
    .addColumn("order_id", "integer", refersTo("orders"))
    .addColumn("order_item_id", "integer", refersTo("order_items"))
    .addColumn("unit", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "gift_cards_order_unit", "gift_cards", ["order_item_id", "unit"], {
    unique: true,
  }).execute();
  await tableWithId(db, "gift_card_moves")
    .addColumn("gift_card_id", "integer", partOf("gift_cards"))
    .addColumn("order_id", "integer", refersTo("orders"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createIndex(db, "gift_card_moves_card", "gift_card_moves", ["gift_card_id"]).execute();
  await createIndex(db, "gift_card_moves_order", "gift_card_moves", ["order_id"]).execute();
  await addColumns(db, "cart_sessions", [["gift_card_code", "text"]]);
  await addColumns(db, "orders", [
    // No reference: a card names the order that bought it, and a backup restores orders first.
    ["gift_card_id", "integer"],
    ["gift_card_amount", "integer", (c) => c.notNull().defaultTo(0)],
    ["gift_recipient_name", "text"],
    ["gift_recipient_email", "text"],
    ["gift_message", "text"],
  ]);
}
