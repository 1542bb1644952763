import { artworkPath } from "#core/artwork-path.ts";
import { Invalid, NotFound } from "#core/domain-errors.ts";
import type { ContactInput } from "#core/schemas/contact-input.ts";
import { ARTWORK_MESSAGE, HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { type MessageSummary, ownerMessageMail } from "./owner-mails.ts";

export interface ContactMessageView extends MessageSummary {
  spamReason: string | null;
  readAt: string | null;
  createdAt: string;
  /** The artwork the message asks about, with its page; null when none (or it was deleted). */
  artwork: { id: number; title: string; url: string } | null;
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
export function createContactService(deps: MailingDeps) {
  const { db } = deps;
  return {
    /**
     * Stores a message and, in the same transaction, queues the owner's notice. Suspected spam is
     * stored flagged and does not e-mail the owner (it waits in the admin list instead).
     */
    async submit(input: ContactInput): Promise<{ id: number; isSpam: boolean }> {
      const context = await deps.mailContext();
      const reason = spamReason(input);
      const stored = await db.transaction().execute(async (trx) => {
        const about =
          input.artworkId === undefined
            ? undefined
            : await trx
                .selectFrom("artworks")
                .select(["id", "title"])
                .where("id", "=", input.artworkId)
                .executeTakeFirst();
        if (input.artworkId !== undefined && !about)
          throw new Invalid(ARTWORK_MESSAGE, { artworkId: ARTWORK_MESSAGE });
        const artwork = about ? { ...about, url: artworkPath(about) } : null;
        const id = await insertRow(trx, "contact_messages", {
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          is_spam: reason !== null,
          spam_reason: reason,
          artwork_id: artwork?.id ?? null,
          created_at: nowIso(),
        });
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
                artwork,
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
        .leftJoin("artworks", "artworks.id", "contact_messages.artwork_id")
        .selectAll("contact_messages")
        .select("artworks.title as artwork_title")
        .orderBy("contact_messages.id", "desc")
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
        artwork:
          row.artwork_id !== null && row.artwork_title
            ? {
                id: row.artwork_id,
                title: row.artwork_title,
                url: artworkPath({ id: row.artwork_id, title: row.artwork_title }),
              }
            : null,
      }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
