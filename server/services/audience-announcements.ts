/**
 * Announcements of new work (PRODUCT.md, "The audience"): the owner writes one, tries it on
 * themselves, then sends it to every confirmed subscriber, now or at a set time. Each one is also
 * a page of the news (`/news/{slug}`) from the moment it goes.
 *
 * Sending writes one outbox row per confirmed reader in a single INSERT … SELECT, in the same
 * transaction that marks the announcement sent: it is queued once (a unique index on the
 * announcement and the address holds even against two presses at once), whatever the list's
 * size, without holding the list in memory. The outbox's sender then sends each row once
 * (mail-outbox.ts claims them), at the owner's pace, to whoever is still subscribed then.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import {
  type AnnouncementStatus,
  DEFAULT_SEND_PER_MINUTE,
  type SendProgress,
} from "#core/audience.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import type { AnnouncementInput } from "#core/schemas/audience-input.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import { type Clock, nowIso } from "../clock.ts";
import { insertRow } from "../db/insert-row.ts";
import type { Database } from "../db/schema.ts";
import {
  type AnnouncedWork,
  announcementMail,
  UNSUBSCRIBE_MARK,
} from "./audience-announcement-mail.ts";
import {
  freeSlug,
  ids,
  progressOf,
  type Row,
  statusOf,
  worksOf,
} from "./audience-announcement-rows.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import { renderMarkdown } from "./markdown.ts";
import type { SettingStore } from "./setting-store.ts";

type Db = Kysely<Database> | Transaction<Database>;

export const NO_POSTAL_ADDRESS =
  "Add your postal address under Settings → Profile first: every list mail must carry it.";
export const NO_PUBLIC_URL =
  "Set PUBLIC_URL first: a list mail's links (its page, the unsubscribe link) need the site's address.";
export const NO_READERS = "No one has confirmed a subscription yet: there is no one to send it to.";
export const ALREADY_SENT = "This announcement has been sent already.";
export const TIME_PAST = "Pick a time in the future (or leave it empty to send at once).";

/** The announcement as the owner's API and the composer show it. */
export interface AnnouncementView {
  id: number;
  slug: string;
  subject: string;
  intro: string;
  artworkIds: number[];
  productIds: number[];
  status: AnnouncementStatus;
  sendAt: string | null;
  queuedAt: string | null;
  createdAt: string;
  progress: SendProgress;
}

/** The announcement as its public page and the feed show it. */
export interface NewsItem {
  slug: string;
  subject: string;
  intro: string;
  /** The intro as safe HTML (markdown.ts). */
  html: string;
  publishedAt: string;
  works: AnnouncedWork[];
}

export interface AnnouncementDeps extends MailingDeps {
  clock: Clock;
  settings: SettingStore;
}

export function createAnnouncements(deps: AnnouncementDeps) {
  const { db, clock } = deps;

  const rowOf = async (id: number, from: Db = db): Promise<Row> => {
    const row = await from
      .selectFrom("announcements")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow(() => new NotFound("Announcement not found"));
    return row as Row;
  };

  const view = async (row: Row): Promise<AnnouncementView> => ({
    id: row.id,
    slug: row.slug,
    subject: row.subject,
    intro: row.intro,
    artworkIds: ids(row.artwork_ids),
    productIds: ids(row.product_ids),
    status: statusOf(row, nowIso(clock.now())),
    sendAt: row.send_at,
    queuedAt: row.queued_at,
    createdAt: row.created_at,
    progress: await progressOf(db, row.id),
  });

  /** The mail of `row`, with the mark for each reader's unsubscribe token. */
  async function mailOf(row: Row) {
    const [context, profile, store] = await Promise.all([
      deps.mailContext(),
      deps.settings.get<SiteProfile>("profile", DEFAULT_PROFILE),
      deps.settings.store(),
    ]);
    const postalAddress = profile.businessAddress?.trim() ?? "";
    if (!postalAddress) throw new Conflict(NO_POSTAL_ADDRESS);
    if (!context.origin) throw new Conflict(NO_PUBLIC_URL);
    return {
      context,
      mail: announcementMail({
        subject: row.subject,
        intro: row.intro,
        slug: row.slug,
        works: await worksOf(db, ids(row.artwork_ids), ids(row.product_ids)),
        shopName: context.shopName,
        origin: context.origin,
        postalAddress,
        currency: store.currency,
      }),
    };
  }

  /** Refuses works that do not exist (named by field). */
  async function checkWorks(input: AnnouncementInput): Promise<void> {
    const missing = async (table: "artworks" | "products", wanted: number[]) => {
      if (wanted.length === 0) return false;
      const found = await db.selectFrom(table).select("id").where("id", "in", wanted).execute();
      return found.length !== wanted.length;
    };
    if (await missing("artworks", input.artworkIds))
      throw new Invalid("Some artworks are no longer there", { artworkIds: "Pick them again" });
    if (await missing("products", input.productIds))
      throw new Invalid("Some products are no longer there", { productIds: "Pick them again" });
  }

  const checkTime = (sendAt: string | undefined) => {
    if (sendAt !== undefined && Date.parse(sendAt) <= clock.now().getTime())
      throw new Invalid(TIME_PAST, { sendAt: TIME_PAST });
  };

  return {
    /** Writes a draft; its page and mail go nowhere until it is sent. */
    async create(input: AnnouncementInput): Promise<{ id: number }> {
      checkTime(input.sendAt);
      await checkWorks(input);
      const at = nowIso(clock.now());
      return db.transaction().execute(async (trx) => {
        const id = await insertRow(trx, "announcements", {
          slug: await freeSlug(trx, input.subject),
          subject: input.subject,
          intro: input.intro,
          artwork_ids: JSON.stringify(input.artworkIds),
          product_ids: JSON.stringify(input.productIds),
          status: "draft",
          send_at: input.sendAt ? new Date(input.sendAt).toISOString() : null,
          created_at: at,
          updated_at: at,
        });
        return { id };
      });
    },

    /**
     * Rewrites a draft (the whole of it, as `create` takes it); its page's address follows a new
     * subject, as nobody has it yet. Refused once it has been sent.
     */
    async update(id: number, input: AnnouncementInput): Promise<AnnouncementView> {
      const row = await rowOf(id);
      if (row.queued_at !== null) throw new Conflict(ALREADY_SENT);
      checkTime(input.sendAt);
      await checkWorks(input);
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable("announcements")
          .set({
            ...(input.subject === row.subject ? {} : { slug: await freeSlug(trx, input.subject) }),
            subject: input.subject,
            intro: input.intro,
            artwork_ids: JSON.stringify(input.artworkIds),
            product_ids: JSON.stringify(input.productIds),
            send_at: input.sendAt ? new Date(input.sendAt).toISOString() : null,
            updated_at: nowIso(clock.now()),
          })
          .where("id", "=", id)
          // A send pressed meanwhile wins: a sent mail is never changed.
          .where("queued_at", "is", null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new Conflict(ALREADY_SENT);
      });
      return view(await rowOf(id));
    },

    /** Deletes a draft; one that has been sent stays (its mails and its news page refer to it). */
    async remove(id: number): Promise<void> {
      await rowOf(id);
      const deleted = await db
        .deleteFrom("announcements")
        .where("id", "=", id)
        .where("queued_at", "is", null)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw new Conflict(ALREADY_SENT);
    },

    async get(id: number): Promise<AnnouncementView> {
      return view(await rowOf(id));
    },

    async list(): Promise<AnnouncementView[]> {
      const rows = await db.selectFrom("announcements").selectAll().orderBy("id", "desc").execute();
      return Promise.all(rows.map((row) => view(row as Row)));
    },

    /** The mail as a reader would get it (the composer's preview), its unsubscribe link inert. */
    async preview(id: number) {
      const { mail } = await mailOf(await rowOf(id));
      return { subject: mail.subject, text: mail.text, html: mail.html };
    },

    /** "Send me a test": the mail to the owner's address alone, now. */
    async test(id: number): Promise<void> {
      const { mail, context } = await mailOf(await rowOf(id));
      await enqueueMail(db, {
        kind: "announcement-test",
        to: context.ownerEmail,
        subject: `[Test] ${mail.subject}`,
        text: mail.text.replaceAll(UNSUBSCRIBE_MARK, "test"),
        html: mail.html.replaceAll(UNSUBSCRIBE_MARK, "test"),
      });
      deps.onMailQueued?.();
    },

    /**
     * Queues the mail to every confirmed reader, due at its time (now when none, or when that
     * time has passed since it was written). Refused without a postal address or PUBLIC_URL,
     * without confirmed readers, and when sent already.
     */
    async send(id: number): Promise<{ recipients: number; queuedAt: string }> {
      const row = await rowOf(id);
      if (row.queued_at !== null) throw new Conflict(ALREADY_SENT);
      const { mail } = await mailOf(row);
      const now = clock.now();
      const due =
        row.send_at !== null && Date.parse(row.send_at) > now.getTime() ? row.send_at : nowIso(now);
      const result = await db.transaction().execute(async (trx) => {
        // Of two presses at once only one gets past this.
        const claimed = await trx
          .updateTable("announcements")
          .set({ status: "sent", queued_at: due, updated_at: nowIso(now) })
          .where("id", "=", id)
          .where("queued_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new Conflict(ALREADY_SENT);
        const withToken = (text: string) =>
          sql<string>`replace(${text}, ${UNSUBSCRIBE_MARK}, subscribers.unsubscribe_token)`;
        const queued = await trx
          .insertInto("mail_outbox")
          .columns([
            "to_address",
            "subject",
            "text_body",
            "html_body",
            "headers",
            "kind",
            "announcement_id",
            "created_at",
            "next_attempt_at",
          ])
          .expression(
            trx
              .selectFrom("subscribers")
              .select([
                "subscribers.email",
                sql<string>`${mail.subject}`.as("subject"),
                withToken(mail.text).as("text_body"),
                withToken(mail.html).as("html_body"),
                withToken(mail.headers).as("headers"),
                sql<string>`${"announcement"}`.as("kind"),
                sql<number>`${id}`.as("announcement_id"),
                sql<string>`${nowIso(now)}`.as("created_at"),
                sql<string>`${due}`.as("next_attempt_at"),
              ])
              .where("subscribers.status", "=", "confirmed")
              .orderBy("subscribers.id"),
          )
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        const recipients = Number(queued.numInsertedOrUpdatedRows ?? 0);
        if (recipients === 0) throw new Conflict(NO_READERS);
        await trx.updateTable("announcements").set({ recipients }).where("id", "=", id).execute();
        return { recipients, queuedAt: due };
      });
      deps.onMailQueued?.();
      return result;
    },

    /** The news: every announcement that has gone, newest first. */
    async news(limit = 50): Promise<NewsItem[]> {
      const rows = await db
        .selectFrom("announcements")
        .selectAll()
        .where("queued_at", "is not", null)
        .where("queued_at", "<=", nowIso(clock.now()))
        .orderBy("queued_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return Promise.all(rows.map((row) => newsItem(row as Row)));
    },

    /** One announcement's page, once it has gone; NotFound before. */
    async newsItem(slug: string): Promise<NewsItem> {
      const row = await db
        .selectFrom("announcements")
        .selectAll()
        .where("slug", "=", slug)
        .where("queued_at", "is not", null)
        .where("queued_at", "<=", nowIso(clock.now()))
        .executeTakeFirstOrThrow(() => new NotFound("News not found"));
      return newsItem(row as Row);
    },

    /** What the composer offers to pick: every artwork and product, by name. */
    async catalogue() {
      const [artworks, products] = await Promise.all([
        db.selectFrom("artworks").select(["id", "title"]).orderBy("id", "desc").execute(),
        db.selectFrom("products").select(["id", "name"]).orderBy("id", "desc").execute(),
      ]);
      return { artworks, products };
    },

    /** The pace of list mails (a setting): mails a minute. */
    async pace(): Promise<{ perMinute: number }> {
      return deps.settings.get("audience-pace", { perMinute: DEFAULT_SEND_PER_MINUTE });
    },
    async setPace(perMinute: number): Promise<{ perMinute: number }> {
      await deps.settings.set("audience-pace", { perMinute });
      return { perMinute };
    },
  };

  async function newsItem(row: Row): Promise<NewsItem> {
    return {
      slug: row.slug,
      subject: row.subject,
      intro: row.intro,
      html: renderMarkdown(row.intro),
      publishedAt: row.queued_at ?? row.created_at,
      works: await worksOf(db, ids(row.artwork_ids), ids(row.product_ids)),
    };
  }
}

export type Announcements = ReturnType<typeof createAnnouncements>;
