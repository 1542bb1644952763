/**
 * The owner's view of the mailing list: the subscribers with the evidence of their consent, its
 * CSV, the consent line's versions, and removing a person, whose address is then kept only as a
 * hash in the suppression list so that it is never mailed again.
 */
import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { DEFAULT_CONSENT_TEXT, type SubscriberStatus } from "#core/audience.ts";
import { csv } from "#core/csv.ts";
import { NotFound } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** An address as stored and compared: trimmed, lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The only trace a removed address leaves (the suppression list). */
export const emailHash = (email: string) =>
  createHash("sha256")
    .update(`easel-suppressed:${normalEmail(email)}`)
    .digest("hex");

/** Whether `email` was removed, bounced for good or complained: it is never mailed again. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("suppressed_addresses")
    .select("email_hash")
    .where("email_hash", "=", emailHash(email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds `email` to the suppression list (once). */
export async function suppress(db: Db, email: string, reason: string, at: Date): Promise<void> {
  await db
    .insertInto("suppressed_addresses")
    .values({ email_hash: emailHash(email), reason, created_at: nowIso(at) })
    .onConflict((oc) => oc.column("email_hash").doNothing())
    .execute();
}

/** The consent line the forms show now, and its version. */
export interface ConsentText {
  version: number;
  text: string;
}

/** The newest consent line (migration 040 stores version 1, the default). */
export async function currentConsent(db: Db): Promise<ConsentText> {
  const found = await db
    .selectFrom("consent_texts")
    .select(["id", "text"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return found
    ? { version: found.id, text: found.text }
    : { version: 1, text: DEFAULT_CONSENT_TEXT };
}

/** Stores a new version of the consent line (unchanged text: the same version). */
export async function setConsentText(
  db: Kysely<Database>,
  text: string,
  at: Date,
): Promise<ConsentText> {
  const current = await currentConsent(db);
  if (current.text === text) return current;
  const id = await insertRow(db, "consent_texts", { text, created_at: nowIso(at) });
  return { version: id, text };
}

/** A subscriber as the owner's list shows them (`GET /api/admin/subscribers`). */
export interface SubscriberView {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string;
  consentVersion: number;
  createdAt: string;
  confirmedAt: string | null;
}

/** How many rows the owner's list shows at most; the CSV has them all. */
export const LIST_LIMIT = 500;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The subscribers, newest first, whose address contains `q` (all without it). */
export async function listSubscribers(
  db: Kysely<Database>,
  q: string | undefined,
): Promise<SubscriberView[]> {
  let query = db
    .selectFrom("subscribers")
    .select(["id", "email", "status", "source", "consent_version", "created_at", "confirmed_at"])
    .orderBy("id", "desc")
    .limit(LIST_LIMIT);
  // ESCAPE spelled out: SQLite has no default escape character, PostgreSQL's is the backslash.
  if (q)
    query = query.where(sql<boolean>`email like ${`%${escapeLike(normalEmail(q))}%`} escape '\\'`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status as SubscriberStatus,
    source: row.source,
    consentVersion: row.consent_version,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  }));
}

/** Every subscriber with the evidence of their consent, formula-safe (core/csv.ts). */
export async function subscribersCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("subscribers")
    .leftJoin("consent_texts", "consent_texts.id", "subscribers.consent_version")
    .select([
      "subscribers.email",
      "subscribers.status",
      "subscribers.source",
      "subscribers.consent_version",
      "consent_texts.text as consent_text",
      "subscribers.created_at",
      "subscribers.signup_address",
      "subscribers.confirmed_at",
      "subscribers.confirm_address",
      "subscribers.unsubscribed_at",
    ])
    .orderBy("subscribers.id")
    .execute();
  return csv([
    [
      "Email",
      "Status",
      "Source",
      "Consent version",
      "Consent text",
      "Signed up",
      "Sign-up address",
      "Confirmed",
      "Confirmation address",
      "Unsubscribed",
    ],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.source,
      row.consent_version,
      row.consent_text ?? "",
      row.created_at,
      row.signup_address ?? "",
      row.confirmed_at ?? "",
      row.confirm_address ?? "",
      row.unsubscribed_at ?? "",
    ]),
  ]);
}

/**
 * Removes a person entirely: their row and links go, and their address stays only as a hash in
 * the suppression list, so no form can put it back on the list.
 */
export async function removeSubscriber(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound("Subscriber not found"));
    await suppress(trx, row.email, "removed", at);
    await trx.deleteFrom("subscriber_tokens").where("subscriber_id", "=", id).execute();
    await trx.deleteFrom("subscribers").where("id", "=", id).execute();
  });
}
