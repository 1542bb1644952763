import { createHash, randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { asDiskFull } from "#core/disk-full.ts";
import { Invalid, Unauthorized } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { createKnownDevices, type KnownDevices } from "./known-devices.ts";
import { passwordProblemApart } from "./password-strength.ts";
import {
  createSignInThrottle,
  SESSION_PASSWORD_FAILURES,
  type SignInThrottle,
} from "./sign-in-throttle.ts";

/** OWASP ASVS 5.0 argon2id parameters (decision 013 §4). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** However busy, a session ends a week after sign-in. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Don't write last_seen_at on every request: once a minute is precise enough for a 12-hour expiry. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Where a generated first-start password waits for the owner when there is no terminal to show it. */
export const initialPasswordPath = (dataDir: string) => path.join(dataDir, "initial-password");
/** Where the key that signs known-device cookies is kept (made at first use, 0600). */
export const deviceKeyPath = (dataDir: string) => path.join(dataDir, "device-key");

const SIGNED_OUT = `Signed out after ${SESSION_PASSWORD_FAILURES} wrong current passwords. Please sign in again.`;

/** Who asks for a password check: the client's address, and its known-device cookie if any. */
export interface CheckingClient {
  clientAddress: string;
  /** The known-device cookie's value as sent (verified here). */
  device?: string | undefined;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface AuthOptions {
  /** Counts sign-in attempts before the password is checked (memory by default). */
  throttle?: SignInThrottle;
  /** Checks a password against the stored hash (argon2's verify; tests count the calls). */
  verifyPassword?: (storedHash: string, password: string) => Promise<boolean>;
  /** The generated first-start password's file, removed at the first sign-in (boot.ts). */
  initialPasswordFile?: string;
  /** The site's own words, which the new password must not lean on (the artist's name…). */
  siteWords?: () => Promise<string[]>;
  /** Signs and checks known-device cookies (a key in memory by default). */
  devices?: KnownDevices;
}

/** The owner's password and server-side sessions, with the sign-in throttle of decision 018. */
export function createAuthService(db: Kysely<Database>, options: AuthOptions = {}) {
  const throttle = options.throttle ?? createSignInThrottle();
  const verifyPassword = options.verifyPassword ?? ((stored, password) => verify(stored, password));
  const devices = options.devices ?? createKnownDevices();

  /** Opens a session and returns its token (only the token's hash is kept). */
  async function openSession(): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = nowIso();
    await db
      .insertInto("owner_sessions")
      .values({ token_hash: sha256(token), created_at: now, last_seen_at: now })
      .execute();
    return token;
  }

  // In a worker of its own: zxcvbn's dictionaries are not kept in this process.
  const problemOf = async (password: string) =>
    passwordProblemApart(password, await options.siteWords?.());

  /** True when a session last seen at `lastSeen` and opened at `created` has ended by `now`. */
  const hasExpired = (created: string, lastSeen: string, now: Date) =>
    now.getTime() - Date.parse(lastSeen) > SESSION_IDLE_MS ||
    now.getTime() - Date.parse(created) > SESSION_LIFETIME_MS;

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

    /** What makes `password` unfit for the owner (core/password-policy.ts), or undefined. */
    passwordProblem: problemOf,

    /**
     * Checks the password and opens a session; throws 401 or 429 (with Retry-After). The attempt
     * is counted before the check, so parallel guesses can't outrun the throttle; a known device's
     * against its own allowance. Returns the session's token and the known-device cookie's value
     * (the browser's own, or a new one), which the browser keeps even when it signs out.
     */
    async login(
      password: string,
      { clientAddress, device: sent }: CheckingClient,
    ): Promise<{ token: string; device: string }> {
      const device = await devices.verify(sent);
      await throttle.admit(clientAddress, device);
      const current = await storedHash();
      const ok =
        current !== undefined && password !== "" && (await verifyPassword(current, password));
      if (!ok) throw new Unauthorized("Incorrect password");
      await throttle.succeeded(clientAddress, device);
      // The generated password has done its job once the owner has used it.
      if (options.initialPasswordFile) await rm(options.initialPasswordFile, { force: true });
      return { token: await openSession(), device: device ? sent! : await devices.issue() };
    },

    /**
     * Replaces the password after checking the current one and the password policy. The check
     * counts against the sign-in throttle like a sign-in (issue #24), and the session `session`
     * that gives a wrong current password five times is ended (401). Every session ends, the one
     * making the change included: it gets a new token (returned), so a token seen before the
     * change is worthless after it.
     */
    async changePassword(
      current: string,
      next: string,
      client: CheckingClient & { session?: string | undefined },
    ): Promise<{ token: string }> {
      const device = await devices.verify(client.device);
      await throttle.admit(client.clientAddress, device);
      const stored = await storedHash();
      if (!stored || !(await verifyPassword(stored, current))) {
        const failures = client.session ? await throttle.sessionFailed(sha256(client.session)) : 0;
        if (failures >= SESSION_PASSWORD_FAILURES) {
          await db
            .deleteFrom("owner_sessions")
            .where("token_hash", "=", sha256(client.session!))
            .execute();
          throw new Unauthorized(SIGNED_OUT);
        }
        throw new Invalid("Your current password is not correct", {
          currentPassword: "Your current password is not correct",
        });
      }
      await throttle.succeeded(client.clientAddress, device);
      const problem = await problemOf(next);
      if (problem) throw new Invalid(problem, { newPassword: problem });
      await storeHash(await hash(next, ARGON2_OPTIONS));
      await db.deleteFrom("owner_sessions").execute();
      return { token: await openSession() };
    },

    /** Ends the session on the server. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.deleteFrom("owner_sessions").where("token_hash", "=", sha256(token)).execute();
    },

    /**
     * True when the token belongs to a session used within the idle limit (12 hours) and opened
     * within its lifetime (7 days); refreshes its clock.
     */
    async isValidSession(token: string | undefined, now: Date = new Date()): Promise<boolean> {
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
    },

    /** Deletes every session that has been idle too long or outlived its lifetime; how many. */
    async purgeExpiredSessions(now: Date = new Date()): Promise<number> {
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
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
