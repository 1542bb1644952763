import { type ExpressionBuilder, sql } from "kysely";
import { GIFT_CARD_CATEGORY } from "#core/gift-cards.ts";
import type { Database } from "../db/schema.ts";

/**
 * What an order's gift cards cost its buyer: money held for later sales, not a sale of works, so
 * the owner's figures (the dashboard, statistics, the orders CSV) keep it apart. For a query on
 * `orders`.
 */
export const giftCardsSold = () =>
  sql<number>`coalesce((select sum(gc.price * gc.quantity) from order_items gc where gc.order_id = orders.id and gc.category = ${GIFT_CARD_CATEGORY}), 0)`;

/** An order's total less the gift cards it bought: what it sold of the artist's work. */
export const worksTotal = () => sql<number>`orders.total - ${giftCardsSold()}`;

/**
 * An order with a line that is not a gift card: something to post (gift cards go by e-mail). The
 * dashboard's "to ship" counts by it too.
 */
export const hasSomethingToPost = (eb: ExpressionBuilder<Database, "orders">) =>
  eb.exists(
    eb
      .selectFrom("order_items")
      .select("order_items.id")
      .whereRef("order_items.order_id", "=", "orders.id")
      .where("order_items.category", "!=", GIFT_CARD_CATEGORY),
  );
