import type { Kysely } from "kysely";
import { NotFound } from "#core/domain-errors.ts";
import type { ContactInput } from "#core/schemas/contact-input.ts";
import { HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { enqueueMail } from "./mail.ts";
import { type MailContext, ownerMessageMail } from "./mail-templates.ts";

export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  isSpam: boolean;
  spamReason: string | null;
  readAt: string | null;
  createdAt: string;
}

/** Links are what most contact-form spam is for; a real enquiry rarely needs more than a few. */
const MAX_LINKS = 5;

/** Why a message looks like spam, or null. Suspected spam is kept and flagged, never dropped. */
export function spamReason(input: ContactInput): string | null {
  if (input[HONEYPOT_FIELD]?.trim()) return "The hidden website field was filled in";
  const links = input.message.match(/https?:\/\//gi)?.length ?? 0;
  if (links > MAX_LINKS) return `The message has ${links} links`;
  return null;
}

/** Contact messages: stored for the owner, who is told about each one by e-mail. */
export function createContactService(deps: {
  db: Kysely<Database>;
  mailContext: (origin: string) => Promise<MailContext>;
  onMailQueued?: () => void;
}) {
  const { db } = deps;
  return {
    /**
     * Stores a message and, in the same transaction, queues the owner's notice. Suspected spam is
     * stored flagged and does not e-mail the owner (it waits in the admin list instead).
     */
    async submit(input: ContactInput, origin: string): Promise<{ id: number; isSpam: boolean }> {
      const context = await deps.mailContext(origin);
      const reason = spamReason(input);
      const stored = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("contact_messages")
          .values({
            name: input.name,
            email: input.email,
            subject: input.subject,
            message: input.message,
            is_spam: reason !== null,
            spam_reason: reason,
            created_at: nowIso(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (reason === null) {
          await enqueueMail(
            trx,
            ownerMessageMail(
              {
                id,
                name: input.name,
                email: input.email,
                subject: input.subject,
                message: input.message,
                isSpam: false,
              },
              context,
            ),
          );
        }
        return { id, isSpam: reason !== null };
      });
      if (!stored.isSpam) deps.onMailQueued?.();
      return stored;
    },

    /** Marks a message read or unread; 404 for an unknown one. */
    async markRead(id: number, read: boolean): Promise<void> {
      const result = await db
        .updateTable("contact_messages")
        .set({ read_at: read ? nowIso() : null })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new NotFound("Message not found");
    },

    /** How many messages (not flagged as spam) are unread. */
    async unreadCount(): Promise<number> {
      const row = await db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("read_at", "is", null)
        .where("is_spam", "=", false)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every message, newest first (owner only). */
    async list(): Promise<ContactMessageView[]> {
      const rows = await db
        .selectFrom("contact_messages")
        .selectAll()
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        isSpam: Boolean(row.is_spam),
        spamReason: row.spam_reason,
        readAt: row.read_at,
        createdAt: row.created_at,
      }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
