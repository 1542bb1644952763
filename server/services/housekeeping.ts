import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AuthService } from "./auth.ts";
import { every, type JobContext } from "./schedule.ts";

/** A cart nobody has touched for this long is deleted (PRODUCT.md §4, Cart lines). */
export const CART_IDLE_DAYS = 30;
/** A sent e-mail is kept this long in the outbox (Admin → Messages), then deleted. */
export const SENT_MAIL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  /** Carts deleted, idle for more than CART_IDLE_DAYS. */
  carts: number;
  /** Owner sessions deleted: idle past 12 hours, or older than 7 days. */
  sessions: number;
  /** Shared rate-limit counts deleted, expired for over an hour. */
  rateLimits: number;
  /**
   * Commissions' reference photos deleted: their commission ended past the retention period, or
   * it was flagged as spam a week ago.
   */
  commissionPhotos: number;
  /**
   * Sent e-mails past SENT_MAIL_DAYS deleted, or, for an announcement's (whose rows are its
   * progress and keep it from going to an address twice), their bodies and headers dropped.
   */
  sentMails: number;
}

/**
 * Deletes what nobody will come back for: carts idle for a month, expired owner sessions, old
 * rate-limit counts, ended commissions' photos and e-mails sent over a month ago.
 */
export function createHousekeeping(
  db: Kysely<Database>,
  auth: Pick<AuthService, "purgeExpiredSessions">,
  commissions: { purgePhotos(now: Date): Promise<number> } = { purgePhotos: async () => 0 },
) {
  return {
    async purge(now: Date = new Date()): Promise<PurgeResult> {
      const cutoff = new Date(now.getTime() - CART_IDLE_DAYS * DAY_MS).toISOString();
      const carts = await db.transaction().execute(async (trx) => {
        const idle = trx.selectFrom("cart_sessions").select("id").where("updated_at", "<", cutoff);
        await trx.deleteFrom("cart_items").where("cart_session_id", "in", idle).execute();
        const deleted = await trx
          .deleteFrom("cart_sessions")
          .where("updated_at", "<", cutoff)
          .executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
      const sessions = await auth.purgeExpiredSessions(now);
      // Shared rate-limit counts (PostgreSQL) that ran out over an hour ago.
      const limits = await db
        .deleteFrom("rate_limits")
        .where("expire", "<", now.getTime() - 60 * 60_000)
        .executeTakeFirst();
      const commissionPhotos = await commissions.purgePhotos(now);
      const sentMails = await purgeSentMails(
        db,
        new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS).toISOString(),
      );
      return {
        carts,
        sessions,
        rateLimits: Number(limits.numDeletedRows),
        commissionPhotos,
        sentMails,
      };
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

/**
 * Sent e-mails older than `cutoff`: deleted, but for an announcement's, whose rows count its
 * progress and hold its one-per-address index; those lose their bodies and headers (the reader's
 * unsubscribe link), the announcement itself keeping its text. Failed, held and waiting mails
 * stay for the owner to see. Returns how many rows went or were emptied.
 */
async function purgeSentMails(db: Kysely<Database>, cutoff: string): Promise<number> {
  const deleted = await db
    .deleteFrom("mail_outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", cutoff)
    .where("announcement_id", "is", null)
    .executeTakeFirst();
  const emptied = await db
    .updateTable("mail_outbox")
    .set({ text_body: "", html_body: null, headers: null })
    .where("status", "=", "sent")
    .where("sent_at", "<", cutoff)
    .where("announcement_id", "is not", null)
    .where("text_body", "!=", "")
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) + Number(emptied.numUpdatedRows);
}

/** Purges once a minute after start and then every hour, in this process. Returns the stop. */
export function scheduleHousekeeping(
  options: JobContext & { housekeeping: Housekeeping },
): () => void {
  const { housekeeping, logger, db } = options;
  return every({
    name: "housekeeping",
    everyMs: 60 * 60_000,
    firstAfterMs: 60_000,
    logger,
    db,
    async job() {
      const done = await housekeeping.purge();
      if (Object.values(done).some((count) => count > 0)) logger.info(done, "housekeeping: purged");
    },
  });
}
