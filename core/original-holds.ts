/**
 * How long an unpaid order holds its originals (PRODUCT.md §4, Originals): until its payment
 * deadline, or, once its buyer starts paying by card, only as long as the card payment may take.
 * At most the owner's number of originals per order. Pure: checkout, card payments and the owner's
 * list of held originals read it alike.
 */

/** How long a card checkout holds the order's originals, as buyers and the owner are told it. */
export const CARD_HOLD_MINUTES = 30;

/**
 * The card hold as kept: the life of the order's Checkout Session, Stripe's shortest (30 minutes)
 * with a minute's margin for the clocks. The session cannot be paid after it, so nothing is
 * released that a card payment could still arrive for.
 */
export const CARD_HOLD_MS = (CARD_HOLD_MINUTES + 1) * 60_000;

/** An original an unpaid order holds, as the owner's list shows it. */
export interface HeldOriginal {
  artworkId: number;
  title: string;
  orderNumber: string;
  /** The buyer's name and e-mail address, as the order gives them. */
  buyer: string;
  email: string;
  /** When the order was placed, which reserved it. */
  since: string;
  /** When it goes back on sale if the order is still unpaid (null: no deadline was set). */
  until: string | null;
  /** A card checkout holds it: `until` is the end of that short hold. */
  byCard: boolean;
}

/** "1 original", "2 originals". */
const originals = (n: number) => `${n} ${n === 1 ? "original" : "originals"}`;

/**
 * What checkout says to a cart with more originals than one unpaid order may hold: how many it
 * may, and how many to take out.
 */
export function tooManyOriginals(inCart: number, max: number): string {
  return `An order may hold at most ${originals(max)} until it is paid. Please remove ${inCart - max} from your cart and order ${inCart - max === 1 ? "it" : "them"} separately, or contact the artist to buy more at once.`;
}

/**
 * Until when an unpaid order holds its originals: the end of its card hold when a card checkout
 * was started, its payment deadline otherwise (whichever comes first); null when it has neither.
 */
export function heldUntil(order: {
  payBy: string | null;
  cardHoldUntil: string | null;
}): string | null {
  const { payBy, cardHoldUntil } = order;
  if (cardHoldUntil === null) return payBy;
  if (payBy === null) return cardHoldUntil;
  return Date.parse(cardHoldUntil) < Date.parse(payBy) ? cardHoldUntil : payBy;
}
