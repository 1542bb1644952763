import type { Kysely, Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type MailKind =
  | "order-confirmation"
  | "owner-new-order"
  | "owner-new-message"
  | "order-status"
  | "payment-reminder"
  | "order-expired"
  | "owner-card-payment"
  | "owner-order-expired";

/** One e-mail, ready for the outbox. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

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

/** Waits before each retry (after the 1st, 2nd … failure); after the last one a mail is "failed". */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];
/** How often the sender looks for due mail when nothing prompts it. */
const POLL_MS = 30_000;
const BATCH = 20;
/** How long a claimed mail is this process's to send (well beyond nodemailer's timeouts). */
export const SEND_LEASE_MS = 15 * 60_000;

/**
 * The mails a stranger's order sends to any address it names (a confirmation, then a payment
 * reminder or the unpaid order's cancellation): at most this many to one address an hour (issue #24).
 */
export const CUSTOMER_MAIL_PER_HOUR = 5;
const LIMITED_KINDS: readonly MailKind[] = [
  "order-confirmation",
  "payment-reminder",
  "order-expired",
];

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail,
 * so the two are kept or lost together. False when the mail is held back instead: a confirmation
 * or payment mail to an address that has had {@link CUSTOMER_MAIL_PER_HOUR} of them in the last
 * hour (the caller notes it on the order).
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<boolean> {
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
      created_at: nowIso(),
    })
    .execute();
  return true;
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

  async function sendOne(row: {
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
  }): Promise<boolean> {
    try {
      await (await smtp()).sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
      await db
        .updateTable("mail_outbox")
        .set({
          status: "sent",
          attempts: row.attempts + 1,
          sent_at: nowIso(now()),
          last_error: null,
          next_attempt_at: null,
        })
        .where("id", "=", row.id)
        .execute();
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("mail_outbox")
        .set({
          attempts,
          last_error: message.slice(0, 500),
          status: delay === undefined ? "failed" : "pending",
          next_attempt_at: delay === undefined ? null : nowIso(new Date(now().getTime() + delay)),
        })
        .where("id", "=", row.id)
        .execute();
      logger.warn({ mailId: row.id, attempts, err: message }, "mail delivery failed");
      return false;
    }
  }

  /**
   * Claims a due mail for this process: moves its next attempt a lease ahead, only if it is still
   * pending and due. Of several processes (or passes) reading the same row only one claims it, so
   * each mail is sent once; if this process dies while sending, the mail is due again when the
   * lease ends.
   */
  async function claim(id: number): Promise<boolean> {
    const at = now();
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

  /** Sends every mail that is due now; returns how many were sent. */
  async function deliverDue(): Promise<number> {
    if (!enabled) return 0;
    let sent = 0;
    for (;;) {
      const due = await db
        .selectFrom("mail_outbox")
        .select(["id", "to_address", "subject", "text_body", "html_body", "attempts"])
        .where("status", "=", "pending")
        .where((eb) =>
          eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", nowIso(now()))]),
        )
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of due) if ((await claim(row.id)) && (await sendOne(row))) sent += 1;
      if (due.length < BATCH) return sent;
    }
  }

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
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  return {
    /** True when mail is actually delivered (SMTP_URL is set). */
    enabled,
    deliverDue,
    /** Starts a delivery pass soon (after a change wrote mail to the outbox). */
    kick(): void {
      if (enabled) setImmediate(() => void kick());
    },
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
      await running;
      if (transport) (await transport).close();
    },

    /** Sends a failed mail again: back to pending, due now, with a fresh set of attempts. */
    async retry(id: number): Promise<void> {
      const result = await db
        .updateTable("mail_outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: null, last_error: null })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const exists = await db
          .selectFrom("mail_outbox")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        throw exists
          ? new Conflict("Only a failed e-mail can be retried")
          : new NotFound("E-mail not found");
      }
      if (enabled) setImmediate(() => void kick());
    },

    /** The newest outbox entries first (owner only). */
    async listOutbox(limit = 200): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom("mail_outbox")
        .select([
          "id",
          "kind",
          "to_address",
          "subject",
          "status",
          "attempts",
          "last_error",
          "next_attempt_at",
          "created_at",
          "sent_at",
        ])
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: row.next_attempt_at,
        createdAt: row.created_at,
        sentAt: row.sent_at,
      }));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
