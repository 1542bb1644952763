/**
 * Gift cards (PRODUCT.md §9, "Gift cards"): a code worth an amount, spent as a way to pay (not a
 * discount: the taxed amount stays as it is) over one order or several. How a code is made from
 * random bytes, how a typed code is compared, what an order takes from a card, and the sentence a
 * buyer reads for each refusal. Pure, in minor units.
 */

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Characters in a code: 16 from 31 letters is about 79 bits, far past guessing. */
export const GIFT_CODE_LENGTH = 16;

/**
 * A code from random bytes, grouped in fours for reading aloud or typing from a card
 * ("ABCD-EFGH-JKMN-PQRS"). Bytes at or above the largest multiple of the alphabet's size are
 * skipped, so every letter is equally likely; the caller gives more bytes than letters.
 */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  const limit = 256 - (256 % ALPHABET.length);
  const letters: string[] = [];
  for (const byte of bytes) {
    if (byte >= limit) continue;
    letters.push(ALPHABET[byte % ALPHABET.length]!);
    if (letters.length === GIFT_CODE_LENGTH) break;
  }
  if (letters.length < GIFT_CODE_LENGTH) throw new Error("Not enough random bytes for a code");
  return groupCode(letters.join(""));
}

/** A normalised code written in groups of four, as cards, mails and pages show it. */
export function groupCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join("-") ?? normalised;
}

/**
 * A code as typed, as it is stored and compared: capitals, without spaces or dashes. Undefined for
 * what cannot be a code (so a lookup never reaches the database with it).
 */
export function normaliseGiftCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  if (code.length !== GIFT_CODE_LENGTH) return undefined;
  for (const letter of code) if (!ALPHABET.includes(letter)) return undefined;
  return code;
}

/** A code with all but its last group hidden, for lists a passer-by might read over a shoulder. */
export function maskGiftCode(normalised: string): string {
  return `••••-••••-••••-${normalised.slice(-4)}`;
}

/** Why a gift card is refused; the API answers the reason beside the buyer's sentence. */
export type GiftCardRefusal =
  | "unknown"
  | "no-balance"
  | "gift-card-for-gift-card"
  | "no-order-total";

/** The buyer's sentence for each refusal. */
export function giftCardRefusalSentence(reason: GiftCardRefusal): string {
  switch (reason) {
    case "unknown":
      return "We don't recognise that gift card. Please check the code and try again.";
    case "no-balance":
      return "This gift card has been used up: there is nothing left on it.";
    case "gift-card-for-gift-card":
      return "A gift card can't be used to buy another gift card. Please pay for it another way.";
    case "no-order-total":
      return "There is nothing to pay for yet: add something to your cart first.";
  }
}

/**
 * What a card pays of a total: all of its balance, up to the total. The rest is paid by card or
 * the manual method; when nothing is left, the order is paid at once.
 */
export function giftCardPays(balance: number, total: number): number {
  return Math.max(0, Math.min(balance, total));
}

/** How a card's balance moved: issued, held by an unpaid order, given back, or spent. */
export const GIFT_CARD_MOVES = ["issue", "hold", "release", "spend", "void"] as const;
export type GiftCardMove = (typeof GIFT_CARD_MOVES)[number];

/** The product category a gift card is sold under (its amounts are its variants). */
export const GIFT_CARD_CATEGORY = "gift-cards";

/**
 * Whether lines of these categories ship nothing: there are some, and every one is a gift card
 * (its code goes by e-mail). Such an order asks for no postal address and has nothing to post.
 */
export function giftCardsOnly(lines: ReadonlyArray<{ category: string }>): boolean {
  return lines.length > 0 && lines.every((line) => line.category === GIFT_CARD_CATEGORY);
}

/** Whether a placed order posts nothing: it buys gift cards only and is no commission's. */
export function postsNothing(
  commissionId: number | null,
  lines: ReadonlyArray<{ category: string }>,
): boolean {
  return commissionId === null && giftCardsOnly(lines);
}

/**
 * Whom an order's gift cards are mailed to, as its buyer reads it: the recipient's address (with
 * their name), else the buyer ("you"), who passes them on.
 */
export function giftCardAddressee(
  recipient: { name: string | null; email: string | null } | null | undefined,
): string {
  if (!recipient?.email) return "you";
  return recipient.name ? `${recipient.name} (${recipient.email})` : recipient.email;
}

/**
 * What becomes of an order's gift cards, in one sentence for its page and its mails: e-mailed to
 * `to` once the order is paid, or already, when it is.
 */
export function giftCardDelivery(count: number, to: string, paid: boolean): string {
  const cards = count === 1 ? "The gift card" : `The ${count} gift cards`;
  const verb = count === 1 ? "is" : "are";
  return paid
    ? `${cards} ${count === 1 ? "has" : "have"} been e-mailed to ${to}.`
    : `${cards} ${verb} e-mailed to ${to} once the order is paid.`;
}
