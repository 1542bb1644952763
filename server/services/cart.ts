import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** Cart sessions and their lines. */
export function createCartService(db: Kysely<Database>) {
  return {
    /** The sum of quantities in a visitor's cart (0 for an unknown or missing session). */
    async itemCount(sessionId: string | undefined): Promise<number> {
      if (!sessionId) return 0;
      const row = await db
        .selectFrom("cart_items")
        .innerJoin("cart_sessions", "cart_sessions.id", "cart_items.cart_session_id")
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<number>("cart_items.quantity"), eb.lit(0)).as("count"),
        )
        .where("cart_sessions.session_id", "=", sessionId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
