import { addColumns, type Db } from "./shared.ts";

/**
 * A cancelled paid order's refund (PRODUCT.md §4, Cancelling a paid order): how it is made
 * (`card`: through Stripe, to the card that paid; `by-hand`: the owner pays it back), how much,
 * Stripe's refund id, and when it was made (for a refund by hand, when the owner said so; empty
 * while it is still owed). All empty for every order before, and for orders not refunded.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "orders", [
    ["refund_method", "text"],
    ["refund_amount", "integer"],
    ["refund_reference", "text"],
    ["refunded_at", "text"],
  ]);
}
