/**
 * Gift cards (PRODUCT.md §9, "Gift cards"): the owner's list and cards issued by hand (store
 * credit), a card's balance for whoever holds its code, and a card on a visitor's cart. The order's
 * transaction holds, gives back and spends balances, and issues the cards a paid order bought
 * (gift-card-moves.ts).
 */

import type { Kysely } from "kysely";
import { type GiftCardMove, groupCode, maskGiftCode } from "#core/gift-cards.ts";
import type { Clock } from "../clock.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";
import { cartWithCode, removeCartCode, setCartCode } from "./cart-codes.ts";
import { findCart, readCartLines } from "./cart-lines.ts";
import { giftCardMail } from "./gift-card-mails.ts";
import {
  buysGiftCard,
  findGiftCard,
  type GiftCardRow,
  giftCardRefusal,
  insertGiftCard,
} from "./gift-card-moves.ts";
import { giftCardsOnSale, putGiftCardsOnSale } from "./gift-card-shop.ts";
import { enqueueMail, type MailingDeps } from "./mail.ts";
import type { MediaService } from "./media.ts";

/** A card an order bought, as its admin page lists it: the code partly hidden, what is left. */
export interface BoughtGiftCard {
  id: number;
  /** All but the last group hidden (the owner reads the whole code in the card's mail). */
  maskedCode: string;
  initialAmount: number;
  balance: number;
  currency: string;
}

/** A card as the owner's list shows it: its code partly hidden, its balance and its history. */
export interface GiftCardView extends BoughtGiftCard {
  recipientName: string | null;
  recipientEmail: string | null;
  /** The order that bought it; null for a card issued by hand. */
  boughtBy: string | null;
  createdAt: string;
  moves: Array<{
    id: number;
    kind: GiftCardMove;
    amount: number;
    orderNumber: string | null;
    at: string;
  }>;
}

/** The card on a cart as its pages show it: its balance, or why it cannot pay now. */
export interface CartGiftCard {
  /** Grouped for reading ("ABCD-EFGH-JKMN-PQRS"). */
  code: string;
  balance: number;
  currency: string;
  refusal?: { reason: string; message: string };
}

/** A card's balance, for whoever holds its code. */
export interface GiftCardBalance {
  code: string;
  balance: number;
  initialAmount: number;
  currency: string;
}

/** What the gift card service needs. */
export interface GiftCardDeps extends MailingDeps {
  clock: Clock;
  currency: () => Promise<string>;
  /** Where the picture of a gift card put on sale is stored (gift-card-shop.ts). */
  media: Pick<MediaService, "ingest">;
}

/** Every card, newest first, with its moves and the orders they were for. */
export async function listGiftCards(db: Kysely<Database>): Promise<GiftCardView[]> {
  const [cards, moves] = await Promise.all([
    db
      .selectFrom("gift_cards")
      .leftJoin("orders", "orders.id", "gift_cards.order_id")
      .selectAll("gift_cards")
      .select("orders.order_number")
      .orderBy("gift_cards.id", "desc")
      .execute(),
    db
      .selectFrom("gift_card_moves")
      .leftJoin("orders", "orders.id", "gift_card_moves.order_id")
      .select([
        "gift_card_moves.id",
        "gift_card_moves.gift_card_id",
        "gift_card_moves.kind",
        "gift_card_moves.amount",
        "gift_card_moves.created_at",
        "orders.order_number",
      ])
      .orderBy("gift_card_moves.id")
      .execute(),
  ]);
  return cards.map((card) => ({
    ...boughtGiftCard(card),
    recipientName: card.recipient_name,
    recipientEmail: card.recipient_email,
    boughtBy: card.order_number,
    createdAt: card.created_at,
    moves: moves
      .filter((move) => move.gift_card_id === card.id)
      .map((move) => ({
        id: move.id,
        kind: move.kind as GiftCardMove,
        amount: move.amount,
        // The card's own order bought it: its issue names no spending order.
        orderNumber: move.kind === "issue" ? null : move.order_number,
        at: move.created_at,
      })),
  }));
}

/** The cards an order bought (none until it is paid), in the order they were issued. */
export async function giftCardsOfOrder(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<BoughtGiftCard[]> {
  const cards = await db
    .selectFrom("gift_cards")
    .innerJoin("orders", "orders.id", "gift_cards.order_id")
    .selectAll("gift_cards")
    .where("orders.order_number", "=", orderNumber)
    .orderBy("gift_cards.id")
    .execute();
  return cards.map(boughtGiftCard);
}

/** A card's row as the owner's pages show it: the code partly hidden. */
function boughtGiftCard(card: GiftCardRow): BoughtGiftCard {
  return {
    id: card.id,
    maskedCode: maskGiftCode(card.code),
    initialAmount: card.initial_amount,
    balance: card.balance,
    currency: card.currency,
  };
}

/** A card issued by hand: store credit, mailed to the recipient when one is named. */
export interface IssueInput {
  amount: number;
  recipientEmail?: string | null | undefined;
  recipientName?: string | null | undefined;
  message?: string | null | undefined;
}

export async function issueGiftCard(deps: GiftCardDeps, input: IssueInput): Promise<string> {
  const [currency, context] = await Promise.all([deps.currency(), deps.mailContext()]);
  const now = nowIso();
  const code = await deps.db.transaction().execute(async (trx) => {
    const card = await insertGiftCard(
      trx,
      {
        amount: input.amount,
        currency,
        recipientName: input.recipientName ?? null,
        recipientEmail: input.recipientEmail ?? null,
        message: input.message ?? null,
      },
      now,
    );
    const { code } = card!;
    if (input.recipientEmail) {
      await enqueueMail(
        trx,
        giftCardMail(
          {
            code,
            amount: input.amount,
            currency,
            to: input.recipientEmail,
            recipientName: input.recipientName ?? null,
            from: null,
            message: input.message ?? null,
          },
          context,
        ),
      );
    }
    return code;
  });
  if (input.recipientEmail) deps.onMailQueued?.();
  return groupCode(code);
}

/** What is left on a card, for whoever holds its code; refused "unknown" otherwise. */
export async function giftCardBalance(
  db: Kysely<Database>,
  typed: string,
): Promise<GiftCardBalance> {
  const card = await findGiftCard(db, typed);
  if (!card) throw giftCardRefusal("unknown");
  return {
    code: groupCode(card.code),
    balance: card.balance,
    initialAmount: card.initial_amount,
    currency: card.currency,
  };
}

/** Why a card cannot pay for a cart as it stands, or undefined when it can. */
async function cartRefusal(
  db: Kysely<Database>,
  card: GiftCardRow,
  cartId: number | undefined,
): Promise<"no-balance" | "gift-card-for-gift-card" | "no-order-total" | undefined> {
  if (card.balance <= 0) return "no-balance";
  const lines = cartId === undefined ? [] : await readCartLines(db, cartId);
  if (lines.length === 0) return "no-order-total";
  if (buysGiftCard(lines)) return "gift-card-for-gift-card";
  return undefined;
}

/**
 * Puts a card on the visitor's cart, after checking it as the cart stands: it exists, something is
 * left on it, and the cart buys no gift card. A refused card is not kept; a new one replaces the
 * last.
 */
export async function applyGiftCard(
  db: Kysely<Database>,
  sessionId: string | undefined,
  typed: string,
): Promise<string> {
  const card = await findGiftCard(db, typed);
  if (!card) throw giftCardRefusal("unknown");
  const cart = await findCart(db, sessionId);
  const refused = await cartRefusal(db, card, cart?.id);
  if (refused) throw giftCardRefusal(refused);
  await setCartCode(db, cart!.id, "gift_card_code", card.code);
  return groupCode(card.code);
}

/** Takes the card off the visitor's cart (nothing to do when there is none). */
export const removeGiftCard = (db: Kysely<Database>, sessionId: string | undefined) =>
  removeCartCode(db, sessionId, "gift_card_code");

/** The card on a visitor's cart as its pages show it; undefined when there is none. */
export async function cartGiftCard(
  db: Kysely<Database>,
  sessionId: string | undefined,
): Promise<CartGiftCard | undefined> {
  const cart = await cartWithCode(db, sessionId, "gift_card_code");
  if (!cart || cart.code === null) return undefined;
  const { code } = cart;
  const card = await findGiftCard(db, code);
  if (!card) {
    const refused = giftCardRefusal("unknown");
    return {
      code: groupCode(code),
      balance: 0,
      currency: "",
      refusal: { reason: refused.reason, message: refused.message },
    };
  }
  const reason = await cartRefusal(db, card, cart.id);
  const refused = reason && giftCardRefusal(reason);
  return {
    code: groupCode(card.code),
    balance: card.balance,
    currency: card.currency,
    ...(refused ? { refusal: { reason: refused.reason, message: refused.message } } : {}),
  };
}

export function createGiftCardsService(deps: GiftCardDeps) {
  const { db } = deps;
  return {
    list: () => listGiftCards(db),
    ofOrder: (orderNumber: string) => giftCardsOfOrder(db, orderNumber),
    issue: (input: IssueInput) => issueGiftCard(deps, input),
    balance: (code: string) => giftCardBalance(db, code),
    applyToCart: (sessionId: string | undefined, code: string) =>
      applyGiftCard(db, sessionId, code),
    removeFromCart: (sessionId: string | undefined) => removeGiftCard(db, sessionId),
    cartGiftCard: (sessionId: string | undefined) => cartGiftCard(db, sessionId),
    /** The shop's gift card products, and putting the first on sale (gift-card-shop.ts). */
    onSale: () => giftCardsOnSale(db),
    putOnSale: () => putGiftCardsOnSale(deps),
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
