/**
 * A commission request and what is read of it: the request with its private photos, the
 * requester's and the owner's views, the owner's list, and the photos' clean-up.
 */
import {
  type CommissionAdminView,
  type CommissionSummary,
  type CommissionView,
  commissionTitle,
  MAX_COMMISSION_PHOTOS,
} from "#core/commissions.ts";
import { DomainError, Invalid, NotFound, TooLarge, Unsupported } from "#core/domain-errors.ts";
import type { CommissionRequestInput } from "#core/schemas/commission-input.ts";
import { HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { nowIso } from "../clock.ts";
import { insertRow, insertRows } from "../db/insert-row.ts";
import { type CommissionDeps, closeLapsedQuotes, view } from "./commission-changes.ts";
import { commissionReceivedMail, ownerCommissionMail } from "./commission-mails.ts";
import { forRequester, openedCommission } from "./commission-records.ts";
import { enqueueMail } from "./mail.ts";
import type { PrivateImage } from "./media.ts";
import { hashOrderKey, newOrderKey } from "./order-access.ts";

const DAY_MS = 24 * 60 * 60_000;

export const ACKNOWLEDGEMENT_HELD =
  "No acknowledgement e-mail sent: this address has had the most the shop sends in an hour.";

/** A reference photo as it arrived. */
export interface UploadedPhoto {
  bytes: Uint8Array;
}

/**
 * Stores a request and its photos (each checked like every upload, metadata stripped), then
 * acknowledges it with the private link and tells the owner, in one transaction. A request that
 * filled the hidden field is kept flagged, without e-mails. Returns the link's key.
 */
export async function submitCommission(
  deps: CommissionDeps,
  input: CommissionRequestInput,
  photos: readonly UploadedPhoto[],
): Promise<{ id: number; key: string }> {
  const { kinds } = await deps.settings();
  const kind = kinds.find((k) => k.slug === input.kind);
  if (!kind) {
    const message = "Please choose what you would like from the list";
    throw new Invalid(message, { kind: message });
  }
  const stored: PrivateImage[] = [];
  try {
    stored.push(...(await storePhotos(deps, photos)));
    const spam = Boolean(input[HONEYPOT_FIELD]?.trim());
    const context = await deps.mailContext();
    const key = newOrderKey();
    const id = await deps.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const id = await insertRow(trx, "commissions", {
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
      });
      await insertPhotos(trx, id, stored, now);
      if (!spam) {
        const facts = { ...input, id, title: commissionTitle(kind.name, id) };
        const acknowledged = await enqueueMail(trx, commissionReceivedMail(facts, context, key));
        await enqueueMail(trx, ownerCommissionMail(facts, context));
        // Mail to one address is limited per hour: the request stands, and the owner's notes
        // say why its requester had no acknowledgement.
        if (!acknowledged) {
          await trx
            .updateTable("commissions")
            .set({ notes: ACKNOWLEDGEMENT_HELD })
            .where("id", "=", id)
            .execute();
        }
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
}

/**
 * Keeps a request's or a message's photos privately (each checked like every upload: its type by
 * its bytes, its size and pixels; metadata stripped), at most {@link MAX_COMMISSION_PHOTOS}. On a
 * refusal part-way, the ones already kept are removed again: nothing is left of a refused send.
 */
export async function storePhotos(
  deps: CommissionDeps,
  photos: readonly UploadedPhoto[],
): Promise<PrivateImage[]> {
  if (photos.length > MAX_COMMISSION_PHOTOS) {
    const message = `Please send at most ${MAX_COMMISSION_PHOTOS} photos`;
    throw new Invalid(message, { photos: message });
  }
  const stored: PrivateImage[] = [];
  try {
    for (const photo of photos) stored.push(await deps.media.storePrivate(photo.bytes));
    return stored;
  } catch (error) {
    await deps.media.removePrivate(stored);
    throw asPhotosError(error);
  }
}

/** A photo's refusal (its type, size or pixels) said beside the form's photos field. */
function asPhotosError(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.fields) return error;
  const fields = { photos: error.message };
  if (error instanceof Unsupported) return new Unsupported(error.message, fields);
  if (error instanceof TooLarge) return new TooLarge(error.message, fields);
  if (error instanceof Invalid) return new Invalid(error.message, fields);
  return error;
}

/** Records a commission's stored private photos, in order. */
export async function insertPhotos(
  trx: CommissionDeps["db"],
  id: number,
  stored: readonly PrivateImage[],
  now: string,
  /** The message they came with; none: the request's own. */
  messageId: number | null = null,
) {
  await insertRows(
    trx,
    "commission_photos",
    stored.map((photo, position) => ({
      commission_id: id,
      key: photo.key,
      mime: photo.mime,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      position,
      message_id: messageId,
      created_at: now,
    })),
  );
}

/** The requester's view, for one of `keys`; 404 (saying nothing) for anyone else. */
export async function requesterView(
  deps: CommissionDeps,
  id: number,
  keys: readonly string[],
): Promise<{ commission: CommissionView; openedBy: string }> {
  await closeLapsedQuotes(deps.db, new Date(), id);
  const opened = await openedCommission(deps.db, id, keys);
  return { commission: forRequester(await view(deps, deps.db, id)), openedBy: opened.openedBy };
}

/** A photo's bytes for the owner (`owner`) or a holder of the key; 404 for anyone else. */
export async function commissionPhoto(
  deps: CommissionDeps,
  id: number,
  key: string,
  access: { owner: boolean; keys: readonly string[] },
): Promise<{ bytes: Buffer; mime: string }> {
  if (!access.owner) await openedCommission(deps.db, id, access.keys);
  const photo = /^[a-f0-9]{32}$/.test(key)
    ? await deps.db
        .selectFrom("commission_photos")
        .select(["key", "mime"])
        .where("commission_id", "=", id)
        .where("key", "=", key)
        .executeTakeFirst()
    : undefined;
  const bytes = photo && (await deps.media.readPrivate(photo.key, photo.mime));
  if (!photo || !bytes) throw new NotFound("Photo not found");
  return { bytes, mime: photo.mime };
}

/** The owner's view of one commission. */
export async function ownerView(deps: CommissionDeps, id: number): Promise<CommissionAdminView> {
  await closeLapsedQuotes(deps.db, new Date(), id);
  return view(deps, deps.db, id);
}

/** Every commission, newest first, optionally of one status (the owner's list). */
export async function listCommissions(
  deps: CommissionDeps,
  status?: string,
): Promise<CommissionSummary[]> {
  await closeLapsedQuotes(deps.db, new Date());
  let query = deps.db
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
}

/** How many new requests wait (not flagged as spam): the dashboard's count. */
export async function newCommissionCount(deps: CommissionDeps): Promise<number> {
  const row = await deps.db
    .selectFrom("commissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .where("is_spam", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How long the photos of a request flagged as spam are kept from its arrival: long enough for the
 * owner to see a real request the hidden field caught, not so long that spam fills the disk.
 */
export const SPAM_PHOTO_DAYS = 7;

/**
 * Deletes the photos of commissions that ended more than the retention period ago, and of
 * requests flagged as spam {@link SPAM_PHOTO_DAYS} after they arrived (and closes lapsed quotes):
 * housekeeping's hourly run, once across processes. Returns how many photos went.
 */
export async function purgeCommissionPhotos(
  deps: CommissionDeps,
  now: Date = new Date(),
): Promise<number> {
  const { db } = deps;
  await closeLapsedQuotes(db, now);
  const { photoRetentionDays } = await deps.settings();
  const cutoff = new Date(now.getTime() - photoRetentionDays * DAY_MS).toISOString();
  const spamCutoff = new Date(now.getTime() - SPAM_PHOTO_DAYS * DAY_MS).toISOString();
  const expired = db
    .selectFrom("commissions")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("ended_at", "<", cutoff),
        eb.and([eb("is_spam", "=", true), eb("created_at", "<", spamCutoff)]),
      ]),
    );
  const photos = await db
    .selectFrom("commission_photos")
    .select(["id", "key", "mime"])
    .where("commission_id", "in", expired)
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
}
