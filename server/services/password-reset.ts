/**
 * "Forgot your password?" (PRODUCT.md §6): a link mailed to the owner's address sets a new
 * password. Its token is 32 random bytes; only their SHA-256 is kept (`password_resets`), with a
 * hash of the password hash it was made under, so a link works once, for an hour, and only until
 * the password changes. The link is built from PUBLIC_URL alone: without it, or without mail, no
 * link is ever sent and the page tells of `npm run reset-password` instead.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { Gone, Invalid } from "#core/domain-errors.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { type Clock, nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { hashPassword, replacePasswordHash, storedHash } from "./auth-password.ts";
import { endAllSessions, openSession, sha256 } from "./auth-sessions.ts";
import type { KnownDevices } from "./known-devices.ts";
import { type Limit, OWNER_KEY } from "./limits.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { ownerPasswordResetMail } from "./owner-mails.ts";

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

export const LINK_GONE =
  "This password reset link can no longer be used: a link works once, for an hour, and only until the password changes. Ask for a new one.";

/** The site's path of a reset link (its page sets the new password). */
export const resetLinkPath = (token: string) => `/admin/password-reset/${token}`;

/** What became of a request: a link mailed, or why none was. */
export type ResetRequestOutcome =
  | "mailed"
  /** The address typed is not the owner's. */
  | "not-owner"
  /** No mail (SMTP_URL) or no PUBLIC_URL to build the link from. */
  | "unavailable"
  /** The owner's address has had its reset mails for this hour. */
  | "held-back";

export interface PasswordResetDeps extends MailingDeps {
  env: Pick<Env, "SMTP_URL" | "PUBLIC_URL">;
  /** The links' time (the services' clock: tests move it past an hour). */
  clock: Clock;
  logger: Logger;
  /** At most PASSWORD_RESET_MAILS an hour, counted for the whole site (limits.ts). */
  mails: Limit;
  /** Known devices are signed under the password hash: the new one forgets them all. */
  devices: KnownDevices;
  /** What makes a password unfit for the owner, as Settings checks it (auth.ts). */
  passwordProblem: (password: string) => Promise<string | undefined>;
}

/** The stamp a link keeps of the password hash it was made under. */
const stampOf = (passwordHash: string | undefined) => sha256(`easel-reset:${passwordHash ?? ""}`);

/**
 * Makes a reset link's token, good for an hour from `at` under the password stored now: only its
 * hash is written. Spent links are deleted on the way, being of no more use to anyone.
 */
export async function issueToken(db: Kysely<Database> | Transaction<Database>, at: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.deleteFrom("password_resets").where("expires_at", "<=", nowIso(at)).execute();
  await db
    .insertInto("password_resets")
    .values({
      token_hash: sha256(token),
      password_stamp: stampOf(await storedHash(db)),
      created_at: nowIso(at),
      expires_at: nowIso(new Date(at.getTime() + RESET_LINK_MS)),
    })
    .execute();
  return token;
}

/** Addresses compared as the owner would read them: spaces around and capitals aside. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, clock } = deps;
  const origin = publicOrigin(deps.env.PUBLIC_URL);
  const available = Boolean(deps.env.SMTP_URL) && origin !== undefined;

  /** The link of `token` when it can be used now, under the password stored now. */
  async function usable(token: string, at: Date, passwordHash: string | undefined) {
    return db
      .selectFrom("password_resets")
      .select("id")
      .where("token_hash", "=", sha256(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso(at))
      .where("password_stamp", "=", stampOf(passwordHash))
      .executeTakeFirst();
  }

  return {
    /** Whether a reset link can be mailed at all: mail is on and PUBLIC_URL is set. */
    available: () => available,

    /**
     * Mails a reset link when `email` is the owner's address (whatever the case), within the hour's
     * allowance. The caller answers the same whatever the outcome.
     */
    async request(email: string): Promise<ResetRequestOutcome> {
      if (!available || origin === undefined) return "unavailable";
      const context = await deps.mailContext();
      if (!context.ownerEmail || !sameAddress(email, context.ownerEmail)) return "not-owner";
      if ((await deps.mails.take(OWNER_KEY)) > 0) {
        deps.logger.warn("password reset: this hour's reset mails were sent already; none sent");
        return "held-back";
      }
      await db.transaction().execute(async (trx) => {
        const token = await issueToken(trx, clock.now());
        await enqueueMail(trx, ownerPasswordResetMail(`${origin}${resetLinkPath(token)}`, context));
      });
      deps.onMailQueued?.();
      return "mailed";
    },

    /** Whether `token`'s link would set a password now (its page shows the form, or why not). */
    async isUsable(token: string): Promise<boolean> {
      return (await usable(token, clock.now(), await storedHash(db))) !== undefined;
    },

    /**
     * Sets `password` by `token`'s link, by the password rule of Settings (Invalid on the field
     * `password`): the link is used up, every session ends and every known device is forgotten (it
     * was signed under the old hash). Returns this browser's new session and known-device mark.
     * Gone for a used, expired or voided link, and for one that never was.
     */
    async complete(token: string, password: string): Promise<{ token: string; device: string }> {
      const current = await storedHash(db);
      if (current === undefined || !(await usable(token, clock.now(), current))) {
        throw new Gone(LINK_GONE);
      }
      const problem = await deps.passwordProblem(password);
      if (problem) throw new Invalid(problem, { password: problem });
      const next = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const now = nowIso(clock.now());
        // The link is claimed only while it is still good and the password is still the one it
        // was made under: of two uses at once, or a change meanwhile, only one goes through.
        const claimed = await trx
          .updateTable("password_resets")
          .set({ used_at: now })
          .where("token_hash", "=", sha256(token))
          .where("used_at", "is", null)
          .where("expires_at", ">", now)
          .where("password_stamp", "=", stampOf(current))
          .executeTakeFirst();
        if (
          Number(claimed.numUpdatedRows) !== 1 ||
          !(await replacePasswordHash(trx, current, next))
        )
          throw new Gone(LINK_GONE);
        await endAllSessions(trx);
      });
      return { token: await openSession(db), device: await deps.devices.issue(next) };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
