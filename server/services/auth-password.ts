/**
 * The owner's one password, stored as an argon2id hash in `owner_credentials` (row 1). Plain
 * functions over the database; auth.ts binds them.
 */
import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { Kysely, Transaction } from "kysely";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { endAllSessions } from "./auth-sessions.ts";

/** OWASP ASVS 5.0 argon2id parameters (decision 013 §4). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** The argon2id hash of `password`, as it is stored. */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Stores `password` (hashed) as the owner's, replacing the one before; returns the hash stored. */
export async function storePassword(db: Kysely<Database>, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const updated_at = nowIso();
  await db
    .insertInto("owner_credentials")
    .values({ id: 1, password_hash: passwordHash, updated_at })
    .onConflict((c) => c.column("id").doUpdateSet({ password_hash: passwordHash, updated_at }))
    .execute();
  return passwordHash;
}

/**
 * Replaces the stored hash `current` with `next` (both hashes), only while `current` is still the
 * one stored: false when another change came first, and nothing is written.
 */
export async function replacePasswordHash(
  db: Kysely<Database> | Transaction<Database>,
  current: string,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable("owner_credentials")
    .set({ password_hash: next, updated_at: nowIso() })
    .where("id", "=", 1)
    .where("password_hash", "=", current)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stored password's hash; undefined before the first start has made one. */
export async function storedHash(
  db: Kysely<Database> | Transaction<Database>,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("owner_credentials")
    .select("password_hash")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * Makes sure a password exists. `ADMIN_PASSWORD` (when given) replaces the stored one; with none
 * stored and none given, a random one is generated and returned so start-up can print it once.
 */
export async function ensurePassword(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<{ generated?: string }> {
  const current = await storedHash(db);
  if (configured) {
    if (!current || !(await verify(current, configured))) {
      await storePassword(db, configured);
      // A changed password ends every existing session.
      if (current) await endAllSessions(db);
    }
    return {};
  }
  if (current) return {};
  const generated = randomPassword();
  await storePassword(db, generated);
  return { generated };
}

/** A password for the owner made by the server: 96 random bits, 16 characters to type. */
const randomPassword = () => randomBytes(12).toString("base64url");

/**
 * Gives the owner a new random password (`npm run reset-password`, on the server): every session
 * ends, and every known device is forgotten with the old hash. Returns the password, to be shown
 * once.
 */
export async function resetToRandomPassword(db: Kysely<Database>): Promise<string> {
  const generated = randomPassword();
  await storePassword(db, generated);
  await endAllSessions(db);
  return generated;
}
