/**
 * The owner's sign-in and password reset links, the mail outbox, background jobs, the security log
 * and rate-limit counts.
 */
import type { Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

export interface OwnerCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface OwnerSessionsTable {
  id: Generated<number>;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** The owner's password reset links (migration 027): only a hash of each token is kept. */
export interface PasswordResetsTable {
  id: Generated<number>;
  /** SHA-256 of the link's token (hex). */
  token_hash: string;
  /** SHA-256 of the password hash the link was made under: another one voids the link. */
  password_stamp: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When the link set a password; null until then (a link works once). */
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Extra headers as JSON (a list mail's List-Unsubscribe); null: none. */
  headers: string | null;
  /** The announcement a list mail sends (one row per recipient); null: any other mail. */
  announcement_id: number | null;
}
/** One row per background job: when a process last claimed a run of it. */
export interface BackgroundJobsTable {
  name: string;
  last_run_at: string;
}

/** The off-site backups made (migration 028; decision 024): one row per attempt. */
export interface OffsiteBackupsTable {
  id: Generated<number>;
  /** The object's name under the prefix: `easel-backup-{UTC time}.tar.gz[.enc]`. */
  name: string;
  /** `s3://bucket/prefix/name`. */
  location: string;
  /** "schedule" (the nightly one) or "owner" (Back up now). */
  trigger: string;
  /** "running", "good" (uploaded, read back and matched) or "failed". */
  status: string;
  started_at: Timestamp;
  /** Moved on every half minute while its process makes it: a still one was interrupted. */
  heartbeat_at: Timestamp;
  finished_at: Timestamp | null;
  /** Bytes in the bucket (a string from PostgreSQL's bigint). */
  size: number | string | null;
  sha256: string | null;
  error: string | null;
}

/** The security event log (migration 013; core/security-events.ts): newest by `occurred_at`. */
export interface SecurityEventsTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  /** A SecurityEventKind. */
  kind: string;
  /** The client's address; null for a command run on the server (a restore). */
  client_address: string | null;
  /** A SecurityEventDetail as JSON text: fixed facts, never a secret. */
  detail: Generated<string>;
  /** How many times a refusal happened in its window (1: once). */
  repeated: Generated<number>;
  /** The latest of a repeated refusal; null when it happened once. */
  last_occurred_at: Timestamp | null;
}

/** Shared rate-limit counts (migration 014; PostgreSQL only, rate-limiter-flexible's shape). */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  /** When the count expires, in milliseconds since 1970 (null: never). */
  expire: number | null;
}
