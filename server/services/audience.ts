/**
 * The artist's mailing list (PRODUCT.md, "The audience"): double opt-in sign-ups, confirmation
 * and one-click unsubscribe links, and the owner's list (audience-list.ts).
 *
 * A sign-up is answered the same whatever became of it (new, waiting, already confirmed,
 * suppressed), so the form tells no one who is on the list. A confirmation link is 32 random
 * bytes, of which only the SHA-256 is kept; it works once, for seven days, and only by a POST:
 * opening it (as mail scanners do) confirms nothing. One address gets at most one confirmation
 * mail every ten minutes and three a day, however many clients ask for it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { CONFIRM_LINK_DAYS, type SubscribeSource } from "#core/audience.ts";
import { Gone } from "#core/domain-errors.ts";
import { isPlaceholderEmail } from "#core/placeholders.ts";
import type { SubscribeInput } from "#core/schemas/audience-input.ts";
import { type Clock, nowIso } from "../clock.ts";
import { insertOrKeep } from "../db/insert-or-keep.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import {
  currentConsent,
  isSuppressed,
  listSubscribers,
  normalEmail,
  removeSubscriber,
  setConsentText,
  subscribersCsv,
} from "./audience-list.ts";
import { confirmationMail } from "./audience-mails.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import type { MailContext } from "./mail-templates.ts";

type Db = Kysely<Database> | Transaction<Database>;

const MINUTE = 60_000;
const LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * MINUTE;
/** Confirmation mails one address may get: one per ten minutes, three per day. */
export const CONFIRMATIONS_PER_10_MINUTES = 1;
export const CONFIRMATIONS_PER_DAY = 3;
/** Soft bounces in a row that count as a hard one. */
export const SOFT_BOUNCES_HARD = 3;

export const LINK_EXPIRED =
  "This confirmation link has run out: links work for seven days. We can send you a new one.";
export const LINK_UNKNOWN =
  "This confirmation link does not work: it was used already, or it is not complete. Sign up again to get a new one.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** What a confirmation link's page finds, without changing anything. */
export type LinkState = "ready" | "expired" | "unknown";

export interface AudienceDeps extends MailingDeps {
  clock: Clock;
  logger: Logger;
}

/** The mails that ask an address to confirm: the list's and a "tell me when" wait's, counted together. */
const CONFIRMATION_KINDS = ["subscribe-confirmation", "notify-confirmation"] as const;

/**
 * Whether `email` may get another confirmation mail now: none in the last ten minutes and fewer
 * than three in the last day, of either kind, counted in the outbox (whichever process queued
 * them), so that naming a victim in both forms gets them no more.
 */
export async function mayMailConfirmation(db: Db, email: string, at: Date): Promise<boolean> {
  const since = (ms: number) => nowIso(new Date(at.getTime() - ms));
  const count = async (ms: number) => {
    const { n } = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "in", CONFIRMATION_KINDS)
      .where("to_address", "=", email)
      .where("created_at", ">", since(ms))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return (
    (await count(10 * MINUTE)) < CONFIRMATIONS_PER_10_MINUTES &&
    (await count(24 * 60 * MINUTE)) < CONFIRMATIONS_PER_DAY
  );
}

/**
 * The consent line a sign-up agreed to: the version its form showed, when that version exists
 * (a page read just before the owner changed the line), else the current one.
 */
export async function consentShown(
  db: Db,
  version: number | undefined,
): Promise<{ version: number }> {
  if (version !== undefined) {
    const shown = await db
      .selectFrom("consent_texts")
      .select("id")
      .where("id", "=", version)
      .executeTakeFirst();
    if (shown) return { version: shown.id };
  }
  return currentConsent(db);
}

/** A new confirmation link for `subscriberId`, its mail queued: false when held back or linkless. */
async function sendLink(
  trx: Db,
  subscriber: { id: number; email: string },
  at: Date,
  context: MailContext,
): Promise<boolean> {
  if (!context.origin) return false;
  if (!(await mayMailConfirmation(trx, subscriber.email, at))) return false;
  const token = newToken();
  await trx
    .insertInto("subscriber_tokens")
    .values({
      subscriber_id: subscriber.id,
      token_hash: sha256(token),
      created_at: nowIso(at),
      expires_at: nowIso(new Date(at.getTime() + LINK_MS)),
    })
    .execute();
  // Queued at the service's time, by which the ten-minute count runs.
  await enqueueMail(trx, confirmationMail(subscriber.email, token, context.origin, context), at);
  return true;
}

export function createAudience(deps: AudienceDeps) {
  const { db, clock } = deps;

  /**
   * Starts the double opt-in for `input.email`: a pending row (or an unsubscribed one made
   * pending again) and a confirmation mail, within the address's allowance. A confirmed, bounced,
   * complained, suppressed or placeholder address changes nothing. The caller answers the same
   * whatever happened.
   */
  async function subscribe(
    input: SubscribeInput & { source: SubscribeSource },
    clientAddress: string | null,
  ): Promise<void> {
    const email = normalEmail(input.email);
    if (isPlaceholderEmail(email)) return;
    const at = clock.now();
    const context = await deps.mailContext();
    const consent = await consentShown(db, input.consentVersion);
    const queued = await db.transaction().execute(async (trx) => {
      if (await isSuppressed(trx, email)) return false;
      const row = await insertOrKeep(trx, "subscribers", "email", {
        email,
        status: "pending",
        source: input.source,
        consent_version: consent.version,
        created_at: nowIso(at),
        signup_address: clientAddress,
        unsubscribe_token: newToken(),
        updated_at: nowIso(at),
      });
      if (row.status === "unsubscribed") {
        // Joining again is a new consent, confirmed again like the first.
        await trx
          .updateTable("subscribers")
          .set({
            status: "pending",
            source: input.source,
            consent_version: consent.version,
            created_at: nowIso(at),
            signup_address: clientAddress,
            confirmed_at: null,
            confirm_address: null,
            unsubscribed_at: null,
            updated_at: nowIso(at),
          })
          .where("id", "=", row.id)
          .execute();
      } else if (row.status !== "pending") {
        return false;
      }
      return sendLink(trx, row, at, context);
    });
    if (queued) deps.onMailQueued?.();
    else if (!context.origin) deps.logger.warn("subscribe: no PUBLIC_URL, so no link was mailed");
  }

  /** The link of `token` and its subscriber, whatever its state. */
  const linkOf = (token: string, from: Db = db) =>
    from
      .selectFrom("subscriber_tokens")
      .innerJoin("subscribers", "subscribers.id", "subscriber_tokens.subscriber_id")
      .select([
        "subscriber_tokens.id",
        "subscriber_tokens.expires_at",
        "subscriber_tokens.used_at",
        "subscribers.id as subscriberId",
        "subscribers.email",
        "subscribers.status",
      ])
      .where("subscriber_tokens.token_hash", "=", sha256(token))
      .executeTakeFirst();

  return {
    subscribe,

    /** What the confirmation page shows for `token`; reads only. */
    async linkState(token: string): Promise<LinkState> {
      const link = await linkOf(token);
      if (!link || link.used_at !== null || link.status !== "pending") return "unknown";
      return link.expires_at > nowIso(clock.now()) ? "ready" : "expired";
    },

    /**
     * Confirms the subscriber of `token` (the page's button, a POST), noting when and from which
     * client address. The link is then spent. Gone for an expired, used or unknown link.
     */
    async confirm(token: string, clientAddress: string | null): Promise<void> {
      const at = nowIso(clock.now());
      await db.transaction().execute(async (trx) => {
        const link = await linkOf(token, trx);
        if (!link || link.used_at !== null || link.status !== "pending")
          throw new Gone(LINK_UNKNOWN);
        if (link.expires_at <= at) throw new Gone(LINK_EXPIRED);
        // Of two presses at once only one spends the link.
        const spent = await trx
          .updateTable("subscriber_tokens")
          .set({ used_at: at })
          .where("id", "=", link.id)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw new Gone(LINK_UNKNOWN);
        await trx
          .updateTable("subscribers")
          .set({
            status: "confirmed",
            confirmed_at: at,
            confirm_address: clientAddress,
            soft_bounces: 0,
            updated_at: at,
          })
          .where("id", "=", link.subscriberId)
          .where("status", "=", "pending")
          .execute();
      });
    },

    /**
     * A new link for the subscriber of an expired one (the page's "Send me a new link"), within
     * the address's allowance. Nothing for any other link; the page says the same either way.
     */
    async resend(token: string): Promise<void> {
      const link = await linkOf(token);
      if (!link || link.used_at !== null || link.status !== "pending") return;
      const at = clock.now();
      const context = await deps.mailContext();
      const queued = await db
        .transaction()
        .execute((trx) => sendLink(trx, { id: link.subscriberId, email: link.email }, at, context));
      if (queued) deps.onMailQueued?.();
    },

    /**
     * Unsubscribes the holder of `token` (the mails' link and their one-click header). An unknown
     * token changes nothing, and the caller answers the same.
     */
    async unsubscribe(token: string): Promise<void> {
      const at = nowIso(clock.now());
      await db
        .updateTable("subscribers")
        .set({ status: "unsubscribed", unsubscribed_at: at, updated_at: at })
        .where("unsubscribe_token", "=", token)
        .where("status", "in", ["pending", "confirmed"])
        .execute();
    },

    /**
     * A provider's bounce or complaint: a hard bounce or three soft ones in a row mark the
     * address bounced, a complaint complained; either way it is never mailed again. An address
     * not on the list changes nothing.
     */
    async mailEvent(event: { email: string; type: "hard" | "soft" | "complaint" }) {
      const email = normalEmail(event.email);
      const at = nowIso(clock.now());
      const live = ["pending", "confirmed"];
      if (event.type === "soft") {
        await db
          .updateTable("subscribers")
          .set((eb) => ({
            soft_bounces: eb("soft_bounces", "+", 1),
            status: eb
              .case()
              .when("soft_bounces", ">=", SOFT_BOUNCES_HARD - 1)
              .then("bounced")
              .else(eb.ref("status"))
              .end(),
            updated_at: at,
          }))
          .where("email", "=", email)
          .where("status", "in", live)
          .execute();
        return;
      }
      await db
        .updateTable("subscribers")
        .set({ status: event.type === "hard" ? "bounced" : "complained", updated_at: at })
        .where("email", "=", email)
        .where("status", "in", live)
        .execute();
    },

    consent: () => currentConsent(db),
    setConsentText: (text: string) => setConsentText(db, text, clock.now()),
    list: (q?: string) => listSubscribers(db, q),
    csv: () => subscribersCsv(db),
    remove: (id: number) => removeSubscriber(db, id, clock.now()),
  };
}

export type Audience = ReturnType<typeof createAudience>;
