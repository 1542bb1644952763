import { rm } from "node:fs/promises";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { Invalid, Unauthorized } from "#core/domain-errors.ts";
import type { Database } from "../db/schema.ts";
import {
  ensurePassword,
  resetToRandomPassword,
  storedHash,
  storePassword,
} from "./auth-password.ts";
import {
  endAllSessions,
  endSession,
  isValidSession,
  openSession,
  purgeExpiredSessions,
  sha256,
} from "./auth-sessions.ts";
import { bound } from "./bound.ts";
import { createKnownDevices, type KnownDevices } from "./known-devices.ts";
import { passwordProblemApart } from "./password-strength.ts";
import {
  createSignInThrottle,
  SESSION_PASSWORD_FAILURES,
  type SignInThrottle,
} from "./sign-in-throttle.ts";

export { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./auth-sessions.ts";

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

/**
 * The owner's password (auth-password.ts) and server-side sessions (auth-sessions.ts), with the
 * sign-in throttle of decision 018 in front of every password check.
 */
export function createAuthService(db: Kysely<Database>, options: AuthOptions = {}) {
  const throttle = options.throttle ?? createSignInThrottle();
  const verifyPassword = options.verifyPassword ?? ((stored, password) => verify(stored, password));
  const devices = options.devices ?? createKnownDevices();

  // In a worker of its own: zxcvbn's dictionaries are not kept in this process.
  const problemOf = async (password: string) =>
    passwordProblemApart(password, await options.siteWords?.());

  /**
   * The browser's known-device id, when its cookie is one signed under the stored password (read
   * only then). A guess without a cookie reaches the throttle without waiting on the database, so
   * a burst of them is counted together rather than spread over the time the reads take.
   */
  async function knownDevice(sent: string | undefined) {
    if (!sent) return { device: undefined, stored: undefined };
    const stored = await storedHash(db);
    return { device: await devices.verify(sent, stored ?? ""), stored };
  }

  return {
    ensurePassword: bound(db, ensurePassword),
    resetToRandomPassword: bound(db, resetToRandomPassword),

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
      const known = await knownDevice(sent);
      await throttle.admit(clientAddress, known.device);
      const device = known.device;
      const current = known.stored ?? (await storedHash(db));
      const ok =
        current !== undefined && password !== "" && (await verifyPassword(current, password));
      if (!ok) throw new Unauthorized("Incorrect password");
      await throttle.succeeded(clientAddress, device);
      // The generated password has done its job once the owner has used it.
      if (options.initialPasswordFile) await rm(options.initialPasswordFile, { force: true });
      return {
        token: await openSession(db),
        device: device ? sent! : await devices.issue(current),
      };
    },

    /**
     * Replaces the password after checking the current one and the password policy. The check
     * counts against the sign-in throttle like a sign-in, and the session `session`
     * that gives a wrong current password five times is ended (401). Every session ends, the one
     * making the change included: it gets a new token (returned), so a token seen before the
     * change is worthless after it. Every known device is forgotten with the old password
     * (known-devices.ts); the browser making the change is marked again (its new cookie returned).
     */
    async changePassword(
      current: string,
      next: string,
      client: CheckingClient & { session?: string | undefined },
    ): Promise<{ token: string; device: string }> {
      const known = await knownDevice(client.device);
      await throttle.admit(client.clientAddress, known.device);
      const device = known.device;
      const stored = known.stored ?? (await storedHash(db));
      if (!stored || !(await verifyPassword(stored, current))) {
        const failures = client.session ? await throttle.sessionFailed(sha256(client.session)) : 0;
        if (failures >= SESSION_PASSWORD_FAILURES) {
          await endSession(db, client.session);
          throw new Unauthorized(SIGNED_OUT);
        }
        throw new Invalid("Your current password is not correct", {
          currentPassword: "Your current password is not correct",
        });
      }
      await throttle.succeeded(client.clientAddress, device);
      const problem = await problemOf(next);
      if (problem) throw new Invalid(problem, { newPassword: problem });
      const stamp = await storePassword(db, next);
      await endAllSessions(db);
      return { token: await openSession(db), device: await devices.issue(stamp) };
    },

    /** Ends the session on the server. */
    logout: bound(db, endSession),
    isValidSession: bound(db, isValidSession),
    purgeExpiredSessions: bound(db, purgeExpiredSessions),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
