/**
 * A gift card as an order meets it, inside the order's transaction: found by what the buyer typed,
 * its balance held by the order being placed (a conditional update: never below nothing, however
 * many orders spend it at once), given back when the order is cancelled or expires, spent when it
 * is paid; and the cards a paid order bought, issued and mailed once.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { Conflict, Refused } from "#core/domain-errors.ts";
import {
  GIFT_CARD_CATEGORY,
  type GiftCardMove,
  type GiftCardRefusal,
  giftCardRefusalSentence,
  giftCodeFromBytes,
  normaliseGiftCode,
} from "#core/gift-cards.ts";
import type { Database, GiftCardsTable } from "../db/schema.ts";
import { giftCardMail } from "./gift-card-mails.ts";
import { enqueueMail } from "./mail.ts";
import type { MailContext } from "./mail-templates.ts";
import { orderWithBuyer } from "./order-view.ts";

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type GiftCardRow = Selectable<GiftCardsTable>;

/** The refusal as thrown to either door: 422 with the reason and the buyer's sentence. */
export const giftCardRefusal = (reason: GiftCardRefusal): Refused =>
  new Refused(giftCardRefusalSentence(reason), reason);

/** The card a buyer typed, when it exists. */
export async function findGiftCard(db: Db, typed: string): Promise<GiftCardRow | undefined> {
  const code = normaliseGiftCode(typed);
  if (!code) return undefined;
  return db.selectFrom("gift_cards").selectAll().where("code", "=", code).executeTakeFirst();
}

/** Whether any of a cart's or order's lines is a gift card (which a gift card cannot pay for). */
export const buysGiftCard = (lines: ReadonlyArray<{ category: string }>): boolean =>
  lines.some((line) => line.category === GIFT_CARD_CATEGORY);

const move = (
  trx: Db,
  cardId: number,
  orderId: number | null,
  kind: GiftCardMove,
  amount: number,
  now: string,
) =>
  trx
    .insertInto("gift_card_moves")
    .values({ gift_card_id: cardId, order_id: orderId, kind, amount, created_at: now })
    .execute();

/**
 * The gift card an order pays with (the one its body names, else its cart's), checked now:
 * unknown, nothing left on it, or asked to pay for a gift card.
 */
export async function orderGiftCard(
  trx: Trx,
  typed: string | null | undefined,
  lines: ReadonlyArray<{ category: string }>,
): Promise<GiftCardRow | undefined> {
  if (!typed) return undefined;
  const card = await findGiftCard(trx, typed);
  if (!card) throw giftCardRefusal("unknown");
  if (buysGiftCard(lines)) throw giftCardRefusal("gift-card-for-gift-card");
  if (card.balance <= 0) throw giftCardRefusal("no-balance");
  return card;
}

/**
 * Takes `amount` off the card's balance for an order being placed: only where at least that much
 * is left, so of two orders spending its last pounds at once one gets them and the other is
 * refused ("no-balance") and asked for another way to pay. PostgreSQL re-reads the row a
 * concurrent order changed before matching it; SQLite runs one write transaction at a time.
 */
export async function takeBalance(trx: Trx, card: GiftCardRow, amount: number): Promise<void> {
  if (amount <= 0) return;
  const taken = await trx
    .updateTable("gift_cards")
    .set((eb) => ({ balance: eb("balance", "-", amount) }))
    .where("id", "=", card.id)
    .where("balance", ">=", amount)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw giftCardRefusal("no-balance");
}

/** Records the balance taken as held by the order placed with it. */
export const recordHold = (
  trx: Trx,
  cardId: number,
  amount: number,
  orderId: number,
  now: string,
) => move(trx, cardId, orderId, "hold", amount, now);

/**
 * The card and amount an order took, when it took some and has no `kind` move yet: each of the
 * order's moves after its hold happens once, however often the order's change is asked for.
 */
async function firstMove(
  trx: Trx,
  orderId: number,
  kind: GiftCardMove,
): Promise<{ cardId: number; amount: number } | undefined> {
  const order = await trx
    .selectFrom("orders")
    .select(["gift_card_id", "gift_card_amount"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (order.gift_card_id === null || order.gift_card_amount <= 0) return undefined;
  const made = await trx
    .selectFrom("gift_card_moves")
    .select("id")
    .where("order_id", "=", orderId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return made ? undefined : { cardId: order.gift_card_id, amount: order.gift_card_amount };
}

/**
 * Gives back what an order took from its gift card (held while unpaid, or spent on a paid order
 * now cancelled): once, since the move to cancelled happens once.
 */
export async function releaseBalance(trx: Trx, orderId: number, now: string): Promise<void> {
  const taken = await firstMove(trx, orderId, "release");
  if (!taken) return;
  await trx
    .updateTable("gift_cards")
    .set((eb) => ({ balance: eb("balance", "+", taken.amount) }))
    .where("id", "=", taken.cardId)
    .execute();
  await move(trx, taken.cardId, orderId, "release", taken.amount, now);
}

/** Records the spend of the balance an order held, as it becomes paid (once). */
export async function spendBalance(trx: Trx, orderId: number, now: string): Promise<void> {
  const taken = await firstMove(trx, orderId, "spend");
  if (taken) await move(trx, taken.cardId, orderId, "spend", taken.amount, now);
}

/** Why a paid order that bought gift cards cannot be cancelled: one of them has been used. */
export const BOUGHT_CARD_USED =
  "A gift card this order bought has already been used, so cancelling it would refund what was spent. Keep the order, or cancel the orders the card paid for first.";

/**
 * Whether a gift card the order bought has been used (any of its balance spent or held): then
 * cancelling the order, and refunding what bought the card, would give the money back twice.
 */
export async function boughtCardUsed(db: Db, orderId: number): Promise<boolean> {
  const used = await db
    .selectFrom("gift_cards")
    .select("id")
    .where("order_id", "=", orderId)
    .whereRef("balance", "<", "initial_amount")
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * Cancels the unused gift cards a cancelled order bought: their balance goes to nothing, with a
 * "void" move each, in the cancellation's transaction. A card used meanwhile refuses the whole
 * cancellation (the conditional update finds it no longer whole).
 */
export async function voidBoughtCards(trx: Trx, orderId: number, now: string): Promise<void> {
  const cards = await trx
    .selectFrom("gift_cards")
    .select(["id", "initial_amount", "balance"])
    .where("order_id", "=", orderId)
    .where("balance", ">", 0)
    .execute();
  for (const card of cards) {
    const voided = await trx
      .updateTable("gift_cards")
      .set({ balance: 0 })
      .where("id", "=", card.id)
      .whereRef("balance", "=", "initial_amount")
      .executeTakeFirst();
    if (Number(voided.numUpdatedRows) === 0) throw new Conflict(BOUGHT_CARD_USED);
    await move(trx, card.id, orderId, "void", card.balance, now);
  }
}

/** What a new card is: its amount, and who it is for. */
export interface NewGiftCard {
  amount: number;
  currency: string;
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
  orderId?: number | null;
  orderItemId?: number | null;
  unit?: number;
}

/**
 * Writes a new card with a fresh random code and its "issue" move; undefined when the order's
 * unit already has its card (a second "paid" for the same order issues nothing more).
 */
export async function insertGiftCard(
  trx: Db,
  card: NewGiftCard,
  now: string,
): Promise<{ id: number; code: string } | undefined> {
  // 16 letters from 31: a code already taken is about one draw in 10^23, so none is retried.
  const code = normaliseGiftCode(giftCodeFromBytes(randomBytes(32)))!;
  const row = await trx
    .insertInto("gift_cards")
    .values({
      code,
      initial_amount: card.amount,
      balance: card.amount,
      currency: card.currency,
      recipient_name: card.recipientName ?? null,
      recipient_email: card.recipientEmail ?? null,
      message: card.message ?? null,
      order_id: card.orderId ?? null,
      order_item_id: card.orderItemId ?? null,
      unit: card.unit ?? 0,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["order_item_id", "unit"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return undefined;
  await move(trx, row.id, card.orderId ?? null, "issue", card.amount, now);
  return { id: row.id, code };
}

/**
 * Issues the gift cards a paid order bought, one per unit of each gift-card line, each mailed to
 * the recipient named at checkout (else the buyer) with the buyer's message. Exactly once: a
 * unit's card is unique, and only a card written now is mailed.
 */
export async function issueBoughtCards(
  trx: Trx,
  orderId: number,
  context: MailContext,
  now: string,
): Promise<number> {
  const lines = await trx
    .selectFrom("order_items")
    .select(["id", "price", "quantity", "code_discount"])
    .where("order_id", "=", orderId)
    .where("category", "=", GIFT_CARD_CATEGORY)
    .orderBy("id")
    .execute();
  if (lines.length === 0) return 0;
  const order = await orderWithBuyer(trx, orderId);
  const to = order.gift_recipient_email ?? order.email;
  const forSomeoneElse = order.gift_recipient_email !== null;
  let issued = 0;
  for (const line of lines) {
    for (let unit = 0; unit < line.quantity; unit++) {
      const card = await insertGiftCard(
        trx,
        {
          // The card is worth its face value, whatever a code took off the price paid for it.
          amount: line.price,
          currency: order.currency,
          recipientName: order.gift_recipient_name,
          recipientEmail: to,
          message: order.gift_message,
          orderId,
          orderItemId: line.id,
          unit,
        },
        now,
      );
      if (!card) continue;
      issued += 1;
      await enqueueMail(
        trx,
        giftCardMail(
          {
            code: card.code,
            amount: line.price,
            currency: order.currency,
            to,
            recipientName: forSomeoneElse ? order.gift_recipient_name : order.first_name,
            from: forSomeoneElse ? `${order.first_name} ${order.last_name}` : null,
            message: order.gift_message,
          },
          context,
        ),
      );
    }
  }
  return issued;
}
