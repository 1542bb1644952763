import type { Kysely } from "kysely";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";

/**
 * The outbox's rows as the sender and the owner's admin read and change them: plain functions of
 * the database and the time, so the mail service (mail.ts) keeps only the sender's own state.
 */

/** Waits before each retry (after the 1st, 2nd … failure); after the last one a mail is "failed". */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];
/** How long a claimed mail is this process's to send (well beyond nodemailer's timeouts). */
export const SEND_LEASE_MS = 15 * 60_000;

/**
 * Mails whose body holds a secret (a password reset link): once sent or given up, the outbox keeps
 * {@link SECRET_REMOVED} in its place, so the link is nowhere in the database (nor in a backup).
 */
const SECRET_KINDS: ReadonlySet<string> = new Set(["owner-password-reset"]);
export const SECRET_REMOVED =
  "(This e-mail held a password reset link, which is not kept once sent.)";

/** The bodies a mail of `kind` keeps once it is sent or given up: none changed, or the note. */
const settledBodies = (kind: string) =>
  SECRET_KINDS.has(kind) ? { text_body: SECRET_REMOVED, html_body: null } : {};

/** A mail due to be sent, as the sender needs it. */
export interface DueMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/** Up to `limit` mails due at `at`, oldest first. */
export function dueMail(db: Kysely<Database>, at: Date, limit: number): Promise<DueMail[]> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "to_address", "subject", "text_body", "html_body", "attempts"])
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", nowIso(at))]),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Claims a due mail for this process: moves its next attempt a lease ahead, only if it is still
 * pending and due. Of several processes (or passes) reading the same row only one claims it, so
 * each mail is sent once; if this process dies while sending, the mail is due again when the
 * lease ends.
 */
export async function claimMail(db: Kysely<Database>, id: number, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: nowIso(new Date(at.getTime() + SEND_LEASE_MS)) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", nowIso(at))]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks a mail sent at `at`. */
export async function markSent(db: Kysely<Database>, mail: DueMail, at: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: "sent",
      attempts: mail.attempts + 1,
      sent_at: nowIso(at),
      last_error: null,
      next_attempt_at: null,
      ...settledBodies(mail.kind),
    })
    .where("id", "=", mail.id)
    .execute();
}

/**
 * Notes a failed attempt: due again after the next of {@link RETRY_DELAYS_MS}, or "failed" after
 * the last. Returns the attempts made so far.
 */
export async function markFailed(
  db: Kysely<Database>,
  mail: DueMail,
  message: string,
  at: Date,
): Promise<number> {
  const attempts = mail.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      last_error: message.slice(0, 500),
      status: delay === undefined ? "failed" : "pending",
      next_attempt_at: delay === undefined ? null : nowIso(new Date(at.getTime() + delay)),
      ...(delay === undefined ? settledBodies(mail.kind) : {}),
    })
    .where("id", "=", mail.id)
    .execute();
  return attempts;
}

/** A failed mail back to pending, due now, with a fresh set of attempts. */
export async function requeueFailed(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: null, last_error: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const exists = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  throw exists
    ? new Conflict("Only a failed e-mail can be retried")
    : new NotFound("E-mail not found");
}

/** The newest outbox entries first (owner only). */
export interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export async function listOutbox(db: Kysely<Database>, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "to_address",
      "subject",
      "status",
      "attempts",
      "last_error",
      "next_attempt_at",
      "created_at",
      "sent_at",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}
