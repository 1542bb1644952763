/** Commission requests, their reference photos and their message threads (migration 021). */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./columns.ts";

/** A commission request (migration 021; core/commission-status.ts for its statuses). */
export interface CommissionsTable {
  id: Generated<number>;
  status: Generated<string>;
  name: string;
  email: string;
  /** The kind's slug and its name as it was when asked for (the owner may rename kinds). */
  kind: string;
  kind_name: string;
  size: string | null;
  medium: string | null;
  budget: string | null;
  wanted_by: string | null;
  description: string;
  /** The requester agreed that the finished piece may be shown in the portfolio. */
  consent_to_show: Bool;
  /** The hidden field was filled in: kept for the owner, no e-mails. */
  is_spam: Bool;
  /** SHA-256 hashes of the requester's secret keys (as orders keep theirs). */
  access_key_hashes: string;
  /** The owner's private notes. */
  notes: Generated<string>;
  /** The quote, in minor units (null until quoted). */
  price: number | null;
  deposit: number | null;
  /** The deposit as the owner wrote it ("30%", "75.00"). */
  deposit_rule: string | null;
  delivery_by: string | null;
  valid_until: string | null;
  terms: string | null;
  quoted_at: Timestamp | null;
  deposit_order_id: number | null;
  balance_order_id: number | null;
  /** The portfolio artwork the finished piece became. */
  artwork_id: number | null;
  is_demo: Bool;
  /**
   * When its deposit order was cancelled unpaid (migration 029): the quote is open again, waiting
   * for the owner to renew or withdraw it. Null otherwise.
   */
  deposit_lapsed_at: Timestamp | null;
  /** When it was completed, declined or cancelled: the photos' retention counts from here. */
  ended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reference photo: metadata stripped, kept as an original under a random key, never public. */
export interface CommissionPhotosTable {
  id: Generated<number>;
  commission_id: number;
  key: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  position: number;
  /** The message it came with (migration 029); null: a photo of the request itself. */
  message_id: number | null;
  created_at: Timestamp;
}

/**
 * A message on a commission's thread: `author` is "owner" or "requester", or "shop" for what
 * happened by itself (a deposit not paid in time), as the thread's record of it.
 */
export interface CommissionMessagesTable {
  id: Generated<number>;
  commission_id: number;
  author: string;
  body: string;
  created_at: Timestamp;
}
