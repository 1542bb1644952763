/** The artist's audience (migration 040): subscribers, consent texts, links and suppressions. */
import type { Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

/** The owner's consent line, one row per version (the newest is the one the forms show). */
export interface ConsentTextsTable {
  id: Generated<number>;
  text: string;
  created_at: Timestamp;
}

export interface SubscribersTable {
  id: Generated<number>;
  /** Trimmed and lower-cased: one row per address. */
  email: string;
  /** A SubscriberStatus (core/audience.ts). */
  status: string;
  /** Where the address signed up (footer, artwork, news, checkout, notify). */
  source: string;
  /** The consent_texts row the person ticked. */
  consent_version: number;
  created_at: Timestamp;
  /** The client's address at the sign-up. */
  signup_address: string | null;
  confirmed_at: Timestamp | null;
  /** The client's address at the confirmation. */
  confirm_address: string | null;
  unsubscribed_at: Timestamp | null;
  /** The secret of the subscriber's unsubscribe links (random, 256 bits). */
  unsubscribe_token: string;
  /** Soft bounces in a row; three count as a hard one. */
  soft_bounces: Generated<number>;
  updated_at: Timestamp;
}

/** Confirmation links: only the SHA-256 of each token, single use, valid seven days. */
export interface SubscriberTokensTable {
  id: Generated<number>;
  subscriber_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Addresses never to be mailed again, kept only as a hash. */
export interface SuppressedAddressesTable {
  email_hash: string;
  reason: string;
  created_at: Timestamp;
}

/** An announcement of new work: a mail to the confirmed subscribers and a page of the news. */
export interface AnnouncementsTable {
  id: Generated<number>;
  /** Its page: `/news/{slug}`. */
  slug: string;
  subject: string;
  /** The owner's Markdown. */
  intro: string;
  /** JSON arrays of the works shown, in the owner's order. */
  artwork_ids: string;
  product_ids: string;
  /** An AnnouncementStatus (core/audience.ts). */
  status: string;
  /** When it goes (null: as soon as it is sent). */
  send_at: Timestamp | null;
  /** When its recipients were written to the outbox; the news page lists it from then. */
  queued_at: Timestamp | null;
  /** How many were queued. */
  recipients: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
