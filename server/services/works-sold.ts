import { sql } from "kysely";
import { GIFT_CARD_CATEGORY } from "#core/gift-cards.ts";

/**
 * What an order's gift cards cost its buyer: money held for later sales, not a sale of works, so
 * the owner's figures (the dashboard, statistics, the orders CSV) keep it apart. For a query on
 * `orders`.
 */
export const giftCardsSold = () =>
  sql<number>`coalesce((select sum(gc.price * gc.quantity) from order_items gc where gc.order_id = orders.id and gc.category = ${GIFT_CARD_CATEGORY}), 0)`;

/** An order's total less the gift cards it bought: what it sold of the artist's work. */
export const worksTotal = () => sql<number>`orders.total - ${giftCardsSold()}`;
