/** Discount codes and their uses (migration 050; services/discounts.ts). */
import type { Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

export interface DiscountCodesTable {
  id: Generated<number>;
  /** In capitals, unique. */
  code: string;
  /** percent, amount or free-shipping (core/discounts.ts). */
  kind: string;
  /** Percent off, or the amount off in minor units; 0 for free shipping. */
  value: number;
  /** JSON `{collectionIds?, productIds?}`; `{}`: everything. */
  applies_to: Generated<string>;
  min_subtotal: number | null;
  usage_limit: number | null;
  once_per_customer: Generated<boolean>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  active: Generated<boolean>;
  /** Orders holding a use (a cancelled order's use is given back). */
  uses: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DiscountUsesTable {
  id: Generated<number>;
  discount_id: number;
  order_id: number;
  /** The buyer's e-mail, normalised (core/discounts.ts). */
  email: string;
  /** The e-mail again when the code is once per buyer, else null (unique among unreleased uses). */
  once_key: string | null;
  /** When its order was cancelled and the use given back. */
  released_at: Timestamp | null;
  created_at: Timestamp;
}
