import { createHash, randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { Invalid, RateLimited, Unauthorized } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";

/** OWASP ASVS 5.0 argon2id parameters (decision 013 §4). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Don't write last_seen_at on every request: once a minute is precise enough for a 12-hour expiry. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The owner's password and server-side sessions, with a login throttle per client address. */
export function createAuthService(db: Kysely<Database>) {
  const failures = new RateLimiterMemory({
    points: LOGIN_MAX_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
  });

  async function storeHash(passwordHash: string): Promise<void> {
    const updated_at = nowIso();
    await db
      .insertInto("owner_credentials")
      .values({ id: 1, password_hash: passwordHash, updated_at })
      .onConflict((c) => c.column("id").doUpdateSet({ password_hash: passwordHash, updated_at }))
      .execute();
  }

  async function storedHash(): Promise<string | undefined> {
    const row = await db
      .selectFrom("owner_credentials")
      .select("password_hash")
      .where("id", "=", 1)
      .executeTakeFirst();
    return row?.password_hash;
  }

  return {
    /**
     * Makes sure a password exists. `ADMIN_PASSWORD` (when given) replaces the stored one; with none
     * stored and none given, a random one is generated and returned so start-up can print it once.
     */
    async ensurePassword(configured: string | undefined): Promise<{ generated?: string }> {
      const current = await storedHash();
      if (configured) {
        if (!current || !(await verify(current, configured))) {
          await storeHash(await hash(configured, ARGON2_OPTIONS));
          // A changed password ends every existing session.
          if (current) await db.deleteFrom("owner_sessions").execute();
        }
        return {};
      }
      if (current) return {};
      const generated = randomBytes(12).toString("base64url");
      await storeHash(await hash(generated, ARGON2_OPTIONS));
      return { generated };
    },

    /** Checks the password and opens a session; throws 401 or 429 (with Retry-After). */
    async login(password: string, clientKey: string): Promise<{ token: string }> {
      const record = await failures.get(clientKey);
      if (record && record.consumedPoints >= LOGIN_MAX_FAILURES) {
        const retryAfter = Math.max(1, Math.ceil(record.msBeforeNext / 1000));
        throw new RateLimited("Too many failed attempts. Try again later.", retryAfter);
      }
      const current = await storedHash();
      const ok = current !== undefined && password !== "" && (await verify(current, password));
      if (!ok) {
        await failures.penalty(clientKey, 1);
        throw new Unauthorized("Incorrect password");
      }
      await failures.delete(clientKey);
      const token = randomBytes(32).toString("base64url");
      const now = nowIso();
      await db
        .insertInto("owner_sessions")
        .values({ token_hash: sha256(token), created_at: now, last_seen_at: now })
        .execute();
      return { token };
    },

    /**
     * Replaces the password after checking the current one; every other session ends, the one
     * making the change stays signed in.
     */
    async changePassword(
      current: string,
      next: string,
      keepToken: string | undefined,
    ): Promise<void> {
      const stored = await storedHash();
      if (!stored || !(await verify(stored, current))) {
        throw new Invalid("Your current password is not correct", {
          currentPassword: "Your current password is not correct",
        });
      }
      await storeHash(await hash(next, ARGON2_OPTIONS));
      let others = db.deleteFrom("owner_sessions");
      if (keepToken) others = others.where("token_hash", "!=", sha256(keepToken));
      await others.execute();
    },

    /** Ends the session on the server. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.deleteFrom("owner_sessions").where("token_hash", "=", sha256(token)).execute();
    },

    /** True when the token belongs to a session used within the idle limit; refreshes its clock. */
    async isValidSession(token: string | undefined, now: Date = new Date()): Promise<boolean> {
      if (!token) return false;
      const tokenHash = sha256(token);
      const session = await db
        .selectFrom("owner_sessions")
        .select(["id", "last_seen_at"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!session) return false;
      const idle = now.getTime() - Date.parse(session.last_seen_at);
      if (idle > SESSION_IDLE_MS) {
        await db.deleteFrom("owner_sessions").where("id", "=", session.id).execute();
        return false;
      }
      if (idle > TOUCH_INTERVAL_MS) {
        await db
          .updateTable("owner_sessions")
          .set({ last_seen_at: nowIso(now) })
          .where("id", "=", session.id)
          .execute();
      }
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
