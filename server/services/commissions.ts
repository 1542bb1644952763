import type { Kysely, Transaction } from "kysely";
import { canMoveCommission, ENDED_STATUSES } from "#core/commission-status.ts";
import {
  type CommissionAdminView,
  type CommissionSettings,
  type CommissionSummary,
  type CommissionView,
  commissionTitle,
  depositOf,
  MAX_COMMISSION_PHOTOS,
} from "#core/commissions.ts";
import { Conflict, Invalid, NotFound } from "#core/domain-errors.ts";
import type {
  CommissionQuoteInput,
  CommissionRequestInput,
  CommissionUpdateInput,
} from "#core/schemas/commission-input.ts";
import { HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import type { StoreSettings } from "#core/store.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import {
  commissionMessageMail,
  commissionPaymentMail,
  commissionQuoteMail,
  commissionReceivedMail,
  ownerCommissionMail,
  ownerCommissionReplyMail,
} from "./commission-mails.ts";
import {
  addCommissionKey,
  commissionRow,
  forRequester,
  loadCommission,
  openedCommission,
} from "./commission-records.ts";
import { enqueueMail, type OutgoingMail } from "./mail.ts";
import type { MailContext } from "./mail-templates.ts";
import type { MediaService, PrivateImage } from "./media.ts";
import { hashOrderKey, newOrderKey } from "./order-access.ts";
import { placePaymentOrder } from "./payment-orders.ts";

type Trx = Transaction<Database>;
type Row = Awaited<ReturnType<typeof commissionRow>>;
const DAY_MS = 24 * 60 * 60_000;

/** A reference photo as it arrived. */
export interface UploadedPhoto {
  bytes: Uint8Array;
}

/**
 * Commissions (issue #28): a request with its private photos, the owner's pipeline, the quote
 * and the deposit and balance orders it becomes, and a thread of messages both ways.
 */
export function createCommissionService(deps: {
  db: Kysely<Database>;
  media: Pick<MediaService, "storePrivate" | "readPrivate" | "removePrivate">;
  settings: () => Promise<CommissionSettings>;
  store: () => Promise<StoreSettings>;
  mailContext: () => Promise<MailContext>;
  onMailQueued?: () => void;
}) {
  const { db } = deps;

  const view = async (trx: Kysely<Database> | Trx, id: number, store?: StoreSettings) =>
    loadCommission(trx, id, (store ?? (await deps.store())).currency);

  /**
   * Runs a change in one transaction, with the commission's row locked (PostgreSQL; SQLite's
   * writers run alone) and any lapsed quote closed first; mails written meanwhile are sent after.
   */
  async function change<T>(
    id: number,
    work: (trx: Trx, row: Row, mail: Mailer, store: StoreSettings) => Promise<T>,
  ): Promise<T> {
    await closeLapsedQuotes(new Date(), id);
    // Read before the transaction: on SQLite another read would wait for it to end.
    const [context, store] = await Promise.all([deps.mailContext(), deps.store()]);
    let mailed = false;
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("commissions")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("id", "=", id)
        .execute();
      const row = await commissionRow(trx, id);
      const mail: Mailer = async (make) => {
        const outgoing = make(context, await addCommissionKey(trx, id));
        mailed = (await enqueueMail(trx, outgoing)) || mailed;
      };
      return work(trx, row, mail, store);
    });
    if (mailed) deps.onMailQueued?.();
    return result;
  }

  /** Moves a commission on, recording when it ended (the photos' retention counts from then). */
  async function move(trx: Trx, id: number, from: string, to: string) {
    if (!canMoveCommission(from, to)) {
      throw new Conflict(`A commission that is ${from} cannot become ${to}`);
    }
    const now = nowIso();
    await trx
      .updateTable("commissions")
      .set({
        status: to,
        updated_at: now,
        ...(ENDED_STATUSES.has(to as never) && { ended_at: now }),
      })
      .where("id", "=", id)
      .execute();
  }

  /** Quotes past their validity become declined: the commission is closed. Returns how many. */
  async function closeLapsedQuotes(now: Date, id?: number): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    let query = db
      .updateTable("commissions")
      .set({ status: "declined", ended_at: now.toISOString(), updated_at: now.toISOString() })
      .where("status", "=", "quoted")
      .where("valid_until", "<", today);
    if (id !== undefined) query = query.where("id", "=", id);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Writes a deposit or balance order for the commission and tells the requester. */
  async function paymentOrder(
    trx: Trx,
    row: Row,
    what: "deposit" | "balance",
    amount: number,
    mail: Mailer,
    store: StoreSettings,
  ) {
    const title = commissionTitle(row.kind_name, row.id);
    const order = await placePaymentOrder(trx, {
      name: row.name,
      email: row.email,
      line: `${what === "deposit" ? "Deposit" : "Balance"}: ${title}`,
      category: "commission",
      amount,
      currency: store.currency,
      payWithinDays: store.payWithinDays,
      country: store.homeCountry,
      accessKeyHashes: (await commissionRow(trx, row.id)).access_key_hashes,
      note: `${what === "deposit" ? "Deposit" : "Balance"} for commission C-${row.id}`,
    });
    const { id: orderId } = await trx
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", order.orderNumber)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("commissions")
      .set(what === "deposit" ? { deposit_order_id: orderId } : { balance_order_id: orderId })
      .where("id", "=", row.id)
      .execute();
    const commission = { id: row.id, name: row.name, email: row.email, title };
    await mail((context, key) => commissionPaymentMail(commission, order, what, context, key));
    return order.orderNumber;
  }

  const mailFacts = (row: Row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    title: commissionTitle(row.kind_name, row.id),
  });

  return {
    /** The form's choices: the owner's kinds and size presets. */
    async options() {
      const { kinds, sizes } = await deps.settings();
      return { kinds, sizes };
    },

    /**
     * Stores a request and its photos (each checked like every upload, metadata stripped), then
     * acknowledges it with the private link and tells the owner, in one transaction. A request
     * that filled the hidden field is kept flagged, without e-mails. Returns the link's key.
     */
    async submit(
      input: CommissionRequestInput,
      photos: readonly UploadedPhoto[],
    ): Promise<{ id: number; key: string }> {
      const { kinds } = await deps.settings();
      const kind = kinds.find((k) => k.slug === input.kind);
      if (!kind) {
        const message = "Please choose what you would like from the list";
        throw new Invalid(message, { kind: message });
      }
      if (photos.length > MAX_COMMISSION_PHOTOS) {
        const message = `Please send at most ${MAX_COMMISSION_PHOTOS} photos`;
        throw new Invalid(message, { photos: message });
      }
      const stored: PrivateImage[] = [];
      try {
        for (const photo of photos) stored.push(await deps.media.storePrivate(photo.bytes));
        const spam = Boolean(input[HONEYPOT_FIELD]?.trim());
        const context = await deps.mailContext();
        const key = newOrderKey();
        const id = await db.transaction().execute(async (trx) => {
          const now = nowIso();
          const { id } = await trx
            .insertInto("commissions")
            .values({
              name: input.name,
              email: input.email,
              kind: kind.slug,
              kind_name: kind.name,
              size: input.size,
              medium: input.medium,
              budget: input.budget,
              wanted_by: input.wantedBy,
              description: input.description,
              consent_to_show: input.consentToShow,
              is_spam: spam,
              access_key_hashes: hashOrderKey(key),
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (stored.length > 0) {
            await trx
              .insertInto("commission_photos")
              .values(
                stored.map((photo, position) => ({
                  commission_id: id,
                  key: photo.key,
                  mime: photo.mime,
                  width: photo.width,
                  height: photo.height,
                  bytes: photo.bytes,
                  position,
                  created_at: now,
                })),
              )
              .execute();
          }
          if (!spam) {
            const facts = {
              id,
              name: input.name,
              email: input.email,
              title: commissionTitle(kind.name, id),
            };
            await enqueueMail(trx, commissionReceivedMail(facts, context, key));
            await enqueueMail(
              trx,
              ownerCommissionMail({ ...facts, description: input.description }, context),
            );
          }
          return id;
        });
        if (!spam) deps.onMailQueued?.();
        return { id, key };
      } catch (error) {
        // No photo files without their request.
        await deps.media.removePrivate(stored);
        throw error;
      }
    },

    /** The requester's view, for one of `keys`; 404 (saying nothing) for anyone else. */
    async forRequester(
      id: number,
      keys: readonly string[],
    ): Promise<{ commission: CommissionView; openedBy: string }> {
      await closeLapsedQuotes(new Date(), id);
      const opened = await openedCommission(db, id, keys);
      return { commission: forRequester(await view(db, id)), openedBy: opened.openedBy };
    },

    /** A photo's bytes for the owner (`owner`) or a holder of the key; 404 for anyone else. */
    async photo(
      id: number,
      key: string,
      access: { owner: boolean; keys: readonly string[] },
    ): Promise<{ bytes: Buffer; mime: string }> {
      if (!access.owner) await openedCommission(db, id, access.keys);
      const photo = /^[a-f0-9]{32}$/.test(key)
        ? await db
            .selectFrom("commission_photos")
            .select(["key", "mime"])
            .where("commission_id", "=", id)
            .where("key", "=", key)
            .executeTakeFirst()
        : undefined;
      const bytes = photo && (await deps.media.readPrivate(photo.key, photo.mime));
      if (!photo || !bytes) throw new NotFound("Photo not found");
      return { bytes, mime: photo.mime };
    },

    /** The owner's view of one commission. */
    async get(id: number): Promise<CommissionAdminView> {
      await closeLapsedQuotes(new Date(), id);
      return view(db, id);
    },

    /** Every commission, newest first, optionally of one status (the owner's list). */
    async list(status?: string): Promise<CommissionSummary[]> {
      await closeLapsedQuotes(new Date());
      let query = db
        .selectFrom("commissions")
        .select(["id", "status", "kind_name", "name", "is_spam", "created_at"])
        .orderBy("id", "desc");
      if (status) query = query.where("status", "=", status);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        title: commissionTitle(row.kind_name, row.id),
        name: row.name,
        isSpam: Boolean(row.is_spam),
        createdAt: row.created_at,
      }));
    },

    /** How many new requests wait (not flagged as spam): the dashboard's count. */
    async newCount(): Promise<number> {
      const row = await db
        .selectFrom("commissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "new")
        .where("is_spam", "=", false)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The owner's status change (allowed moves only: core/commission-status.ts) and notes. Marking
     * it delivered asks for the balance: an order of exactly the price less the deposit.
     */
    async update(id: number, input: CommissionUpdateInput): Promise<CommissionAdminView> {
      return change(id, async (trx, row, mail, store) => {
        if (input.notes !== undefined) {
          await trx
            .updateTable("commissions")
            .set({ notes: input.notes, updated_at: nowIso() })
            .where("id", "=", id)
            .execute();
        }
        if (input.status !== undefined && input.status !== row.status) {
          if (input.status === "quoted" || input.status === "accepted") {
            throw new Conflict(
              input.status === "quoted"
                ? "Send a quote to mark a commission quoted"
                : "Only the requester can accept a quote",
            );
          }
          if (row.status === "quoted" && input.status === "declined") {
            throw new Conflict("Only the requester can decline a quote; cancel it instead");
          }
          await move(trx, id, row.status, input.status);
          if (input.status === "delivered" && row.price !== null && row.deposit !== null) {
            const rest = row.price - row.deposit;
            if (rest > 0) await paymentOrder(trx, row, "balance", rest, mail, store);
          }
        }
        return view(trx, id, store);
      });
    },

    /** Sends a quote (a new one replaces a quote not yet answered) and e-mails it. */
    async quote(id: number, input: CommissionQuoteInput): Promise<CommissionAdminView> {
      return change(id, async (trx, row, mail, store) => {
        await move(trx, id, row.status, "quoted");
        const deposit = depositOf(input.price, input.deposit);
        const rule =
          "percent" in input.deposit
            ? `${input.deposit.percent}%`
            : (input.deposit.amount / 100).toFixed(2);
        await trx
          .updateTable("commissions")
          .set({
            price: input.price,
            deposit,
            deposit_rule: rule,
            delivery_by: input.deliveryBy,
            valid_until: input.validUntil,
            terms: input.terms,
            quoted_at: nowIso(),
          })
          .where("id", "=", id)
          .execute();
        await mail((context, key) =>
          commissionQuoteMail(
            mailFacts(row),
            { price: input.price, deposit, validUntil: input.validUntil, currency: store.currency },
            context,
            key,
          ),
        );
        return view(trx, id, store);
      });
    },

    /**
     * The requester accepts the quote (one of `keys` must open it): the deposit becomes an
     * ordinary order of exactly the deposit. A lapsed quote cannot be accepted.
     */
    async accept(id: number, keys: readonly string[]): Promise<{ depositOrder: string | null }> {
      await openedCommission(db, id, keys);
      return change(id, async (trx, row, mail, store) => {
        if (row.status === "declined" && row.quoted_at !== null) {
          throw new Conflict(
            "This quote has lapsed or was declined. Please write to ask for a new one.",
          );
        }
        if (row.status !== "quoted") throw new Conflict("There is no quote to accept");
        await move(trx, id, row.status, "accepted");
        const depositOrder =
          row.deposit! > 0
            ? await paymentOrder(trx, row, "deposit", row.deposit!, mail, store)
            : null;
        return { depositOrder };
      });
    },

    /** The requester declines the quote: the commission is closed. */
    async decline(id: number, keys: readonly string[]): Promise<CommissionView> {
      await openedCommission(db, id, keys);
      return change(id, async (trx, row, _mail, store) => {
        if (row.status !== "quoted") throw new Conflict("There is no quote to decline");
        await move(trx, id, row.status, "declined");
        return forRequester(await view(trx, id, store));
      });
    },

    /** A message on the thread: the owner's is e-mailed to the requester, a reply to the owner. */
    async message(
      id: number,
      author: "owner" | "requester",
      body: string,
      keys: readonly string[] = [],
    ): Promise<void> {
      if (author === "requester") await openedCommission(db, id, keys);
      const context = await deps.mailContext();
      await change(id, async (trx, row, mail) => {
        await trx
          .insertInto("commission_messages")
          .values({ commission_id: id, author, body, created_at: nowIso() })
          .execute();
        if (author === "owner") {
          await mail((context, key) => commissionMessageMail(mailFacts(row), body, context, key));
        } else {
          await enqueueMail(trx, ownerCommissionReplyMail(mailFacts(row), body, context));
        }
      });
      if (author === "requester") deps.onMailQueued?.();
    },

    /**
     * Deletes the photos of commissions that ended more than the retention period ago (and closes
     * lapsed quotes): housekeeping's hourly run. Returns how many photos went.
     */
    async purgePhotos(now: Date = new Date()): Promise<number> {
      await closeLapsedQuotes(now);
      const { photoRetentionDays } = await deps.settings();
      const cutoff = new Date(now.getTime() - photoRetentionDays * DAY_MS).toISOString();
      const ended = db.selectFrom("commissions").select("id").where("ended_at", "<", cutoff);
      const photos = await db
        .selectFrom("commission_photos")
        .select(["id", "key", "mime"])
        .where("commission_id", "in", ended)
        .execute();
      if (photos.length === 0) return 0;
      await db
        .deleteFrom("commission_photos")
        .where(
          "id",
          "in",
          photos.map((photo) => photo.id),
        )
        .execute();
      await deps.media.removePrivate(photos);
      return photos.length;
    },
  };
}

/** Writes one mail to the requester, with a fresh key to their page. */
type Mailer = (make: (context: MailContext, key: string) => OutgoingMail) => Promise<void>;

export type CommissionService = ReturnType<typeof createCommissionService>;
