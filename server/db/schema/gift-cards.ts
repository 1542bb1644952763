/** Gift cards and the moves of their balances (migration 051; services/gift-cards.ts). */
import type { Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

export interface GiftCardsTable {
  id: Generated<number>;
  /** Normalised: capitals without dashes (core/gift-cards.ts); unique. */
  code: string;
  initial_amount: number;
  /** What is left to spend, in minor units; lowered only by a conditional update. */
  balance: number;
  currency: string;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  /** The paid order that bought it (null: issued by hand). */
  order_id: number | null;
  order_item_id: number | null;
  /** Which of its line's units it is (a line of two cards issues units 0 and 1). */
  unit: Generated<number>;
  created_at: Timestamp;
}

export interface GiftCardMovesTable {
  id: Generated<number>;
  gift_card_id: number;
  order_id: number | null;
  /** issue, hold, release or spend (core/gift-cards.ts). */
  kind: string;
  amount: number;
  created_at: Timestamp;
}
