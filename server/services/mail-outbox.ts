import type { Kysely } from "kysely";
import { DEFAULT_SEND_PER_MINUTE } from "#core/audience.ts";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { readSetting } from "./setting-store.ts";

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
  headers: string | null;
  announcement_id: number | null;
}

/** Up to `limit` mails due at `at`, oldest first; without list mail when the pace is spent. */
export function dueMail(
  db: Kysely<Database>,
  at: Date,
  limit: number,
  options: { listMail: boolean } = { listMail: true },
): Promise<DueMail[]> {
  let query = db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "to_address",
      "subject",
      "text_body",
      "html_body",
      "attempts",
      "headers",
      "announcement_id",
    ])
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", nowIso(at))]),
    );
  if (!options.listMail) query = query.where("announcement_id", "is", null);
  return query.orderBy("id").limit(limit).execute();
}

/** The owner's pace of list mails (Admin → Audience; a setting): mails a minute. */
export async function sendPerMinute(db: Kysely<Database>): Promise<number> {
  const stored = (await readSetting<{ perMinute?: unknown }>(db, "audience-pace"))?.perMinute;
  return typeof stored === "number" && stored >= 1 ? stored : DEFAULT_SEND_PER_MINUTE;
}

/** List mails sent since `since`, by any process. */
export async function listMailSentSince(db: Kysely<Database>, since: Date): Promise<number> {
  const { n } = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("announcement_id", "is not", null)
    .where("sent_at", ">=", nowIso(since))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** True when the reader of a list mail is no longer a confirmed subscriber. */
export async function readerLeft(db: Kysely<Database>, email: string): Promise<boolean> {
  const reader = await db
    .selectFrom("subscribers")
    .select("status")
    .where("email", "=", email)
    .executeTakeFirst();
  return reader?.status !== "confirmed";
}

/** A delivered list mail ends its reader's run of soft bounces. */
export async function resetSoftBounces(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ soft_bounces: 0 })
    .where("email", "=", email)
    .where("soft_bounces", ">", 0)
    .execute();
}

/** A list mail whose reader left the list before its turn: never sent. */
export const READER_LEFT = "Not sent: the reader left the list before it was their turn.";
export async function markWithdrawn(db: Kysely<Database>, mail: DueMail) {
  await db
    .updateTable("mail_outbox")
    .set({ status: "withdrawn", last_error: READER_LEFT, next_attempt_at: null, sent_at: null })
    .where("id", "=", mail.id)
    .execute();
}

/** A list mail refused for good (SMTP 5xx): failed, and its reader bounced, never mailed again. */
export async function markBounced(db: Kysely<Database>, mail: DueMail, message: string, at: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_outbox")
      .set({
        status: "failed",
        attempts: mail.attempts + 1,
        last_error: message.slice(0, 500),
        next_attempt_at: null,
      })
      .where("id", "=", mail.id)
      .execute();
    await trx
      .updateTable("subscribers")
      .set({ status: "bounced", updated_at: nowIso(at) })
      .where("email", "=", mail.to_address)
      .where("status", "in", ["pending", "confirmed"])
      .execute();
  });
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

export function listOutbox(db: Kysely<Database>, limit = 200): Promise<OutboxEntry[]> {
  return db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "to_address as to",
      "subject",
      "status",
      "attempts",
      "last_error as lastError",
      "next_attempt_at as nextAttemptAt",
      "created_at as createdAt",
      "sent_at as sentAt",
    ])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
