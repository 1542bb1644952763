/** "Tell me when it is available" (migration 042): one waiting address per item. */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./columns.ts";

export interface NotifyRequestsTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  /** `product:{id}` or `artwork:{id}`: one row per address and item. */
  item: string;
  product_id: number | null;
  artwork_id: number | null;
  /** A NotifyStatus (core/notify.ts). */
  status: string;
  /** The person also asked to join the mailing list: confirming joins it. */
  join_list: Bool;
  /** The list's consent line they ticked (with `join_list`). */
  consent_version: number | null;
  /** The SHA-256 of the confirmation link's token (null once confirmed). */
  token_hash: string | null;
  /** When the confirmation link runs out; an unconfirmed row is deleted then. */
  expires_at: Timestamp;
  /** The secret of the "forget this request" link (random, 256 bits). */
  forget_token: string;
  signup_address: string | null;
  confirmed_at: Timestamp | null;
  confirm_address: string | null;
  created_at: Timestamp;
}
