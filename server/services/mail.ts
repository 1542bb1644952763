import type { Kysely, Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import { isPlaceholderEmail } from "#core/placeholders.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import {
  claimMail,
  type DueMail,
  dueMail,
  listMailSentSince,
  listOutbox,
  markBounced,
  markFailed,
  markSent,
  markWithdrawn,
  readerLeft,
  requeueFailed,
  resetSoftBounces,
  sendPerMinute,
} from "./mail-outbox.ts";
import type { MailContext } from "./mail-templates.ts";

export type { OutboxEntry } from "./mail-outbox.ts";
export { RETRY_DELAYS_MS, SEND_LEASE_MS } from "./mail-outbox.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type MailKind =
  | "order-confirmation"
  | "owner-new-order"
  | "owner-new-message"
  | "order-status"
  | "payment-reminder"
  | "order-expired"
  | "owner-card-payment"
  | "owner-order-expired"
  | "owner-reminder-digest"
  | "commission-received"
  | "commission-update"
  | "owner-commission"
  | "owner-password-reset"
  | "owner-test"
  | "subscribe-confirmation"
  | "notify-confirmation"
  | "notify-notice"
  | "announcement"
  | "announcement-test"
  | "gift-card";

/** One e-mail, ready for the outbox. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How often the sender looks for due mail when nothing prompts it. */
const POLL_MS = 30_000;
const BATCH = 20;
/** How soon the sender looks again when the pace held list mail back. */
const PACE_RETRY_MS = 2_000;

/**
 * The mails a stranger can have sent to any address they name (an order's confirmation, then its
 * payment reminder or cancellation; a commission request's acknowledgement): at most this many to
 * one address an hour, all of them counted together, so neither door doubles what one address gets.
 */
export const CUSTOMER_MAIL_PER_HOUR = 5;
const LIMITED_KINDS: readonly MailKind[] = [
  "order-confirmation",
  "payment-reminder",
  "order-expired",
  "commission-received",
];

/** The words an owner's notice held back for a placeholder address carries in Admin → Messages. */
export const HELD_FOR_PLACEHOLDER =
  "Not sent: the owner's address is a placeholder. Set your own e-mail under Settings → Profile (or OWNER_EMAIL); this one stays here to read.";

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail,
 * so the two are kept or lost together. False when the mail is held back instead: one of the
 * {@link LIMITED_KINDS} to an address that has had {@link CUSTOMER_MAIL_PER_HOUR} of them in the
 * last hour (the caller notes it on the order or commission).
 *
 * An owner's notice to a placeholder address (hello@example.com, core/placeholders.ts) is written
 * "held": never sent to a domain that reaches no one, and still readable in the owner's outbox.
 */
export async function enqueueMail(
  db: Db,
  mail: OutgoingMail,
  /** The time it is queued at: the service's clock, where the service counts mails by it. */
  at: Date = new Date(),
): Promise<boolean> {
  const held = mail.kind.startsWith("owner-") && isPlaceholderEmail(mail.to);
  if (LIMITED_KINDS.includes(mail.kind)) {
    const since = nowIso(new Date(Date.now() - 60 * 60 * 1000));
    const { n } = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", mail.to.toLowerCase()))
      .where("kind", "in", LIMITED_KINDS)
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CUSTOMER_MAIL_PER_HOUR) return false;
  }
  await db
    .insertInto("mail_outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      kind: mail.kind,
      created_at: nowIso(at),
      ...(held ? { status: "held", last_error: HELD_FOR_PLACEHOLDER } : {}),
    })
    .execute();
  return true;
}

/**
 * What a service that writes e-mails is made with: the database (the outbox is a table of it),
 * the shop's details for the mails, and what to wake once mail is safely in the outbox.
 */
export interface MailingDeps {
  db: Kysely<Database>;
  mailContext: () => Promise<MailContext>;
  onMailQueued?: () => void;
}

export interface MailServiceOptions {
  db: Kysely<Database>;
  logger: Logger;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** The clock, for tests of the retry schedule. */
  now?: () => Date;
}

/**
 * The outbox and its background sender. Without an SMTP URL mail stays pending (visible to the
 * owner in admin); with one, due mail is sent in order, each marked sent, or retried with backoff
 * and finally marked failed.
 */
export function createMailService(options: MailServiceOptions) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const { smtpUrl } = options;
  const enabled = Boolean(smtpUrl);
  // nodemailer is loaded with the first mail to send: a shop that sends none never holds it.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  const from = options.from ?? "Easel <no-reply@localhost>";
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function sendOne(mail: DueMail): Promise<boolean> {
    // A list mail goes only to a reader still on the list when its turn comes.
    if (mail.announcement_id !== null && (await readerLeft(db, mail.to_address))) {
      await markWithdrawn(db, mail);
      return false;
    }
    try {
      await (await smtp()).sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
      });
      await markSent(db, mail, now());
      // Delivered: the reader's run of soft bounces is broken.
      if (mail.announcement_id !== null) await resetSoftBounces(db, mail.to_address);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: unknown }).responseCode;
      // A permanent refusal (5xx) of a list mail: the address is bounced, never mailed again.
      if (mail.announcement_id !== null && typeof code === "number" && code >= 500 && code < 600) {
        await markBounced(db, mail, message, now());
        logger.warn({ mailId: mail.id, code }, "list mail bounced");
        return false;
      }
      const attempts = await markFailed(db, mail, message, now());
      logger.warn({ mailId: mail.id, attempts, err: message }, "mail delivery failed");
      return false;
    }
  }

  /**
   * Sends every mail that is due now; returns how many were sent. List mails go at the owner's
   * pace: at most that many in any minute, counted in the outbox (so across processes too); the
   * rest wait for a later pass.
   */
  async function deliverDue(): Promise<number> {
    if (!enabled) return 0;
    let sent = 0;
    const perMinute = await sendPerMinute(db);
    for (;;) {
      const at = now();
      let allowance = perMinute - (await listMailSentSince(db, new Date(at.getTime() - 60_000)));
      const due = await dueMail(db, at, BATCH, { listMail: allowance > 0 });
      for (const mail of due) {
        if (mail.announcement_id !== null) {
          if (allowance <= 0) {
            listWaiting = true;
            continue;
          }
          allowance -= 1;
        }
        if ((await claimMail(db, mail.id, now())) && (await sendOne(mail))) sent += 1;
      }
      if (due.length < BATCH) {
        if (allowance <= 0) listWaiting = true;
        return sent;
      }
    }
  }
  /** List mail held back by the pace: the next pass comes sooner than the usual poll. */
  let listWaiting = false;
  let paceTimer: ReturnType<typeof setTimeout> | undefined;

  /** One delivery pass at a time; a request during a pass runs another one after it. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error) => {
        logger.error({ err: error }, "mail sender failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (listWaiting && timer && !paceTimer) {
          listWaiting = false;
          paceTimer = setTimeout(() => {
            paceTimer = undefined;
            void kick();
          }, PACE_RETRY_MS);
          paceTimer.unref();
        }
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }
  /** Starts a delivery pass soon (after a change wrote mail to the outbox). */
  const kickSoon = () => {
    if (enabled) setImmediate(() => void kick());
  };

  return {
    /** True when mail is actually delivered (SMTP_URL is set). */
    enabled,
    /** A delivery pass now, after any pass in progress (two at once would share the pace). */
    async deliverDue(): Promise<number> {
      while (running) await running;
      return kick();
    },
    kick: kickSoon,
    /** Starts the background sender (nothing to do without SMTP). */
    start(): void {
      if (!enabled || timer) return;
      timer = setInterval(() => void kick(), POLL_MS);
      timer.unref();
      void kick();
    },
    /** Stops the background sender and waits for a pass in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (paceTimer) clearTimeout(paceTimer);
      paceTimer = undefined;
      await running;
      if (transport) (await transport).close();
    },
    /** Sends a failed mail again: back to pending, due now, with a fresh set of attempts. */
    async retry(id: number): Promise<void> {
      await requeueFailed(db, id);
      kickSoon();
    },
    listOutbox: (limit?: number) => listOutbox(db, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
