/**
 * The owner's server-side sessions: a random token in the cookie, only its hash in
 * `owner_sessions`. Plain functions over the database; auth.ts binds them.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { asDiskFull } from "#core/disk-full.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** However busy, a session ends a week after sign-in. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Don't write last_seen_at on every request: once a minute is precise enough for a 12-hour expiry. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** What is stored of a token (and of a session's key in the throttle): never the token itself. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** True when a session last seen at `lastSeen` and opened at `created` has ended by `now`. */
const hasExpired = (created: string, lastSeen: string, now: Date) =>
  now.getTime() - Date.parse(lastSeen) > SESSION_IDLE_MS ||
  now.getTime() - Date.parse(created) > SESSION_LIFETIME_MS;

/** Opens a session and returns its token (only the token's hash is kept). */
export async function openSession(db: Kysely<Database>): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = nowIso();
  await db
    .insertInto("owner_sessions")
    .values({ token_hash: sha256(token), created_at: now, last_seen_at: now })
    .execute();
  return token;
}

/** Ends the session of `token`, if there is one. */
export async function endSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom("owner_sessions").where("token_hash", "=", sha256(token)).execute();
}

/** Ends every session (a changed password). */
export async function endAllSessions(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  await db.deleteFrom("owner_sessions").execute();
}

/**
 * True when the token belongs to a session used within the idle limit (12 hours) and opened
 * within its lifetime (7 days); refreshes its clock.
 */
export async function isValidSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const tokenHash = sha256(token);
  const session = await db
    .selectFrom("owner_sessions")
    .select(["id", "created_at", "last_seen_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!session) return false;
  if (hasExpired(session.created_at, session.last_seen_at, now)) {
    await db.deleteFrom("owner_sessions").where("id", "=", session.id).execute();
    return false;
  }
  const idle = now.getTime() - Date.parse(session.last_seen_at);
  if (idle > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("owner_sessions")
      .set({ last_seen_at: nowIso(now) })
      .where("id", "=", session.id)
      .execute()
      // On a full disk the owner must still reach the admin (and its banner saying so): the
      // clock is refreshed at the next request that can write.
      .catch((error: unknown) => {
        if (!asDiskFull(error)) throw error;
      });
  }
  return true;
}

/** Deletes every session that has been idle too long or outlived its lifetime; how many. */
export async function purgeExpiredSessions(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("owner_sessions")
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<", nowIso(new Date(now.getTime() - SESSION_IDLE_MS))),
        eb("created_at", "<", nowIso(new Date(now.getTime() - SESSION_LIFETIME_MS))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
