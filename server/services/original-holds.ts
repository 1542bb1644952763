/**
 * The originals unpaid orders hold (PRODUCT.md §4, Originals): the owner's list of them, the
 * owner's release of one, a card checkout's short hold and its end. A released line keeps its
 * original's title and price on the order but no longer holds the piece (`released_at`): the
 * order's cancellation leaves it alone, and its payment takes it again only if still free.
 */
import type { Kysely, Transaction } from "kysely";
import { Conflict, NotFound } from "#core/domain-errors.ts";
import { CARD_HOLD_MINUTES, type HeldOriginal, heldUntil } from "#core/original-holds.ts";
import { UNPAID_STATUSES } from "#core/payment-deadline.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { orderByNumber } from "./order-view.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** "Heron", "Heron and Egret", "Heron, Egret and Crane". */
const titles = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The lines of unpaid orders that hold an original, with the order and buyer they belong to. */
const heldLines = (db: Db) =>
  db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .innerJoin("artworks", "artworks.id", "order_items.artwork_id")
    .where("order_items.released_at", "is", null)
    .where("orders.status", "in", [...UNPAID_STATUSES]);

/** Every original an unpaid order holds, the longest held first. */
export async function heldOriginals(db: Kysely<Database>): Promise<HeldOriginal[]> {
  const rows = await heldLines(db)
    .select([
      "artworks.id as artwork_id",
      "artworks.title",
      "orders.order_number",
      "orders.created_at",
      "orders.pay_by",
      "orders.card_hold_until",
      "customers.first_name",
      "customers.last_name",
      "customers.email",
    ])
    .orderBy("orders.created_at")
    .orderBy("artworks.id")
    .execute();
  return rows.map((row) => ({
    artworkId: row.artwork_id,
    title: row.title,
    orderNumber: row.order_number,
    buyer: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    since: row.created_at,
    until: heldUntil({ payBy: row.pay_by, cardHoldUntil: row.card_hold_until }),
    byCard: row.card_hold_until !== null,
  }));
}

/**
 * Claims an unpaid order for a change of its holds: a conditional write of its row, which on
 * PostgreSQL also waits for (and then sees) a payment or cancellation under way, so a release
 * never frees a piece its order has just been paid for. False when the order is no longer unpaid.
 */
async function claimUnpaid(trx: Transaction<Database>, orderId: number, now: string) {
  const claimed = await trx
    .updateTable("orders")
    .set({ updated_at: now })
    .where("id", "=", orderId)
    .where("status", "in", [...UNPAID_STATUSES])
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Puts the lines' originals back on sale and marks the lines released, with a history entry. */
async function releaseLines(
  trx: Transaction<Database>,
  orderId: number,
  lines: ReadonlyArray<{ id: number; artwork_id: number | null }>,
  note: string,
  now: string,
) {
  await trx
    .updateTable("order_items")
    .set({ released_at: now })
    .where(
      "id",
      "in",
      lines.map((line) => line.id),
    )
    .execute();
  await trx
    .updateTable("artworks")
    .set({ sale_state: "available" })
    .where(
      "id",
      "in",
      lines.map((line) => line.artwork_id!),
    )
    .where("sale_state", "=", "reserved")
    .execute();
  await noteHolds(trx, orderId, note, now);
}

/**
 * The owner puts one original an unpaid order holds back on sale (PRODUCT.md §4, Originals): the
 * order keeps its line, no longer holding the piece, and its history says so. 404 for an order or
 * original it does not hold; 409 once it is paid or cancelled, or already released.
 */
export async function releaseOriginal(
  db: Kysely<Database>,
  orderNumber: string,
  artworkId: number,
): Promise<{ title: string }> {
  const { id: orderId } = await orderByNumber(db, orderNumber);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const line = await trx
      .selectFrom("order_items")
      .select(["id", "artwork_id", "product_name", "released_at"])
      .where("order_id", "=", orderId)
      .where("artwork_id", "=", artworkId)
      .executeTakeFirstOrThrow(() => new NotFound(`Order ${orderNumber} holds no such original`));
    if (!(await claimUnpaid(trx, orderId, now))) {
      throw new Conflict(
        `Order ${orderNumber} is no longer waiting for payment: ${line.product_name} is sold with it once paid, and back on sale if it was cancelled`,
      );
    }
    if (line.released_at !== null)
      throw new Conflict(`${line.product_name} was already released from order ${orderNumber}`);
    await releaseLines(trx, orderId, [line], `${line.product_name} released: back on sale`, now);
    return { title: line.product_name };
  });
}

/**
 * Releases the originals of unpaid orders whose card hold has ended (run with the payment
 * deadlines' sweep, as of the real clock): each order once, with a history entry. Returns the
 * numbers of the orders released.
 */
export async function releaseLapsedCardHolds(db: Kysely<Database>): Promise<string[]> {
  const now = nowIso();
  const lapsed = await db
    .selectFrom("orders")
    .select(["id", "order_number"])
    .where("status", "in", [...UNPAID_STATUSES])
    .where("card_hold_until", "<=", now)
    .orderBy("id")
    .execute();
  const released: string[] = [];
  for (const order of lapsed) {
    const done = await db.transaction().execute(async (trx) => {
      // Claimed once, however many sweeps run: the hold's end is cleared with the claim.
      const claimed = await trx
        .updateTable("orders")
        .set({ card_hold_until: null, updated_at: now })
        .where("id", "=", order.id)
        .where("status", "in", [...UNPAID_STATUSES])
        .where("card_hold_until", "<=", now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const lines = await trx
        .selectFrom("order_items")
        .select(["id", "artwork_id", "product_name"])
        .where("order_id", "=", order.id)
        .where("artwork_id", "is not", null)
        .where("released_at", "is", null)
        .orderBy("artwork_id")
        .execute();
      if (lines.length === 0) return false;
      const names = titles(lines.map((line) => line.product_name));
      const note = `Not paid by card within ${CARD_HOLD_MINUTES} minutes: ${names} released, back on sale`;
      await releaseLines(trx, order.id, lines, note, now);
      return true;
    });
    if (done) released.push(order.order_number);
  }
  return released;
}

/** The lines of an order whose originals were released, by artwork. */
const releasedLines = (trx: Transaction<Database>, orderId: number) =>
  trx
    .selectFrom("order_items")
    .select(["id", "artwork_id", "product_name"])
    .where("order_id", "=", orderId)
    .where("artwork_id", "is not", null)
    .where("released_at", "is not", null)
    .orderBy("artwork_id")
    .execute();

/**
 * Takes back for their order the released originals that are still free (on sale and available),
 * each by a conditional update, so a piece another buyer has meanwhile is never taken from them.
 * Returns the titles of those that are not free.
 */
async function takeBackFree(
  trx: Transaction<Database>,
  lines: Awaited<ReturnType<typeof releasedLines>>,
): Promise<string[]> {
  const gone: string[] = [];
  for (const line of lines) {
    const taken = await trx
      .updateTable("artworks")
      .set({ sale_state: "reserved" })
      .where("id", "=", line.artwork_id!)
      .where("sale_state", "=", "available")
      .where("is_for_sale", "=", true)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      gone.push(line.product_name);
      continue;
    }
    await trx
      .updateTable("order_items")
      .set({ released_at: null })
      .where("id", "=", line.id)
      .execute();
  }
  return gone;
}

/** A history entry of the order's own status: a change of its holds, not a move. */
async function noteHolds(trx: Transaction<Database>, orderId: number, note: string, now: string) {
  const { status } = await trx
    .selectFrom("orders")
    .select("status")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("order_status_history")
    .values({ order_id: orderId, status, note, created_at: now })
    .execute();
}

/**
 * Before a card checkout: takes back for the order the originals released from it that are still
 * free (a buyer paying now gets them again), or refuses (409) naming the first that is not, taking
 * none. Does nothing for an order whose originals are all held.
 */
export async function reclaimReleased(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lines = await releasedLines(trx, orderId);
    const now = nowIso();
    if (lines.length === 0 || !(await claimUnpaid(trx, orderId, now))) return;
    const [gone] = await takeBackFree(trx, lines);
    if (gone !== undefined) {
      throw new Conflict(
        `${gone} is no longer held for this order: it went back on sale and another buyer has it now. Please contact the artist.`,
      );
    }
    const names = titles(lines.map((line) => line.product_name));
    await noteHolds(trx, orderId, `${names} held again: the buyer started paying by card`, now);
  });
}

/**
 * A card checkout started: the order's originals, when it holds any, are held only until `until`
 * (the end of its Checkout Session).
 */
export async function holdForCard(
  db: Kysely<Database>,
  orderId: number,
  until: string,
): Promise<void> {
  await db
    .updateTable("orders")
    .set({ card_hold_until: until })
    .where("id", "=", orderId)
    .where("status", "in", [...UNPAID_STATUSES])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("order_items")
          .select("order_items.id")
          .whereRef("order_items.order_id", "=", "orders.id")
          .where("order_items.artwork_id", "is not", null)
          .where("order_items.released_at", "is", null),
      ),
    )
    .execute();
}

/**
 * When an order with released originals is paid (PRODUCT.md §4, Originals): each such piece still
 * free is taken again, to be sold with the order; one that is not is named in the history for the
 * owner to settle with the buyer. Inside the move's transaction, before its originals are sold.
 */
export async function settleReleased(
  trx: Transaction<Database>,
  orderId: number,
  now: string,
): Promise<void> {
  const gone = await takeBackFree(trx, await releasedLines(trx, orderId));
  if (gone.length === 0) return;
  const one = gone.length === 1;
  const note = `${titles(gone)} had been released from this order and ${one ? "is" : "are"} no longer available: refund ${one ? "it" : "them"}, or agree with the buyer what to do`;
  await noteHolds(trx, orderId, note, now);
}
