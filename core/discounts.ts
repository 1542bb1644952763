/**
 * Discount codes (PRODUCT.md §9, "Discount codes"): what a code takes off, as a term of pricing
 * (core/pricing.ts applies it after the collections' offers), the reasons a code is refused with
 * the sentence a buyer reads for each, and how a buyer's e-mail is compared for "once per buyer".
 * Pure, in minor units.
 */

export const DISCOUNT_KINDS = ["percent", "amount", "free-shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as pricing applies it: what it takes off, from which lines, above which spend. */
export interface DiscountTerm {
  /** As the owner wrote it, in capitals. */
  code: string;
  kind: DiscountKind;
  /** Percent off (1–100), or the amount off in minor units; 0 for free shipping. */
  value: number;
  /** The products it applies to, with `collections`; both null: everything. */
  productIds: readonly number[] | null;
  /** The collections (by slug) it applies to. */
  collections: readonly string[] | null;
  /** The goods (after the offers) must come to at least this; null: any amount. */
  minSubtotal: number | null;
}

/** Why a code is refused; the API answers the reason beside the buyer's sentence. */
export type DiscountRefusal =
  | "unknown"
  | "not-started"
  | "expired"
  | "min-spend"
  | "used-up"
  | "already-used"
  | "not-applicable";

/** The buyer's sentence for each refusal (`min-spend` adds how much more is needed). */
export function refusalSentence(reason: DiscountRefusal, needed?: string): string {
  switch (reason) {
    case "unknown":
      return "We don't recognise that code. Please check it and try again.";
    case "not-started":
      return "This code can't be used yet.";
    case "expired":
      return "This code has expired.";
    case "min-spend":
      return `Spend ${needed ?? "a little"} more to use this code.`;
    case "used-up":
      return "This code has already been used as many times as it can be.";
    case "already-used":
      return "You have already used this code.";
    case "not-applicable":
      return "This code doesn't apply to anything in your cart.";
  }
}

/** Letters and digits, 3 to 32 of them: what a code may be. */
export const CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/**
 * A code made of random bytes, one letter or digit each from an alphabet without 0/O and 1/I/L
 * (read aloud or copied from a poster without doubt): the Discounts page's "Generate" and the API.
 */
export function codeFromBytes(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** A code as typed, compared and stored: trimmed, in capitals. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * An e-mail address as "once per buyer" compares it: trimmed, lower case, without a "+tag" (the
 * same mailbox reached as anna+1@ and anna+2@ is one buyer).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

/** A priced line as the code's term sees it: what it costs after the offers, and what it is. */
export interface DiscountLine {
  productId: number | null;
  /** The line's collection (core/offers.ts's collectionOf of its category). */
  collection: string;
  /** What the line costs after the offers, in minor units. */
  goods: number;
}

/** Whether the code's term covers a line. */
export function covers(term: DiscountTerm, line: Omit<DiscountLine, "goods">): boolean {
  if (term.productIds === null && term.collections === null) return true;
  return (
    (line.productId !== null && (term.productIds?.includes(line.productId) ?? false)) ||
    (term.collections?.includes(line.collection) ?? false)
  );
}

/**
 * Spreads `amount` over `weights` in proportion, in whole minor units that add up to exactly
 * `amount` (the largest remainder method: each share rounded down, then the pennies left over go
 * to the largest fractions, the earlier line first on a tie). A share never exceeds its weight
 * while `amount` does not exceed their sum.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / sum));
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (amount * weight) % sum,
  }));
  let left = amount - shares.reduce((total, share) => total + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What a code does to priced lines: its amount off the goods, each line's share, or why none. */
export interface CodeOutcome {
  code: string;
  kind: DiscountKind;
  /** Taken off the goods (0 for free shipping), spread over the lines as `lineShares`. */
  amount: number;
  /** Each line's share of `amount`, in the order of the lines given. */
  lineShares: number[];
  /** Set when the code takes nothing off as the cart stands, and why. */
  refusal?: "min-spend" | "not-applicable";
  /** With `min-spend`: how much more the goods must come to. */
  needed?: number;
}

/**
 * A code's amount off the goods of `lines` (after the offers): a percentage of the lines it
 * covers (rounded half up, once), or its amount, never more than those lines cost; spread over
 * them exactly. Free shipping takes nothing off the goods: pricing waives the shipping.
 */
export function applyCode(term: DiscountTerm, lines: readonly DiscountLine[]): CodeOutcome {
  const none = { code: term.code, kind: term.kind, amount: 0, lineShares: lines.map(() => 0) };
  const goods = lines.reduce((total, line) => total + line.goods, 0);
  if (term.minSubtotal !== null && goods < term.minSubtotal) {
    return { ...none, refusal: "min-spend", needed: term.minSubtotal - goods };
  }
  const weights = lines.map((line) => (covers(term, line) ? line.goods : 0));
  const covered = weights.reduce((total, weight) => total + weight, 0);
  if (covered === 0) return { ...none, refusal: "not-applicable" };
  if (term.kind === "free-shipping") return none;
  const amount =
    term.kind === "percent"
      ? Math.round((covered * term.value) / 100)
      : Math.min(term.value, covered);
  return { ...none, amount, lineShares: spread(amount, weights) };
}

/** Why a cart's code does nothing now, as its pages say it; undefined when it applies. */
export function codeStanding(
  standing: { reason: string; message: string } | undefined,
  outcome: CodeOutcome | undefined,
  money: (minor: number) => string,
): { reason: DiscountRefusal | string; message: string } | undefined {
  if (standing) return standing;
  if (!outcome?.refusal) return undefined;
  const needed = outcome.needed === undefined ? undefined : money(outcome.needed);
  return { reason: outcome.refusal, message: refusalSentence(outcome.refusal, needed) };
}

/** How a code stands for the owner's list: what a buyer who typed it now would meet. */
export function codeState(
  code: {
    active: boolean;
    startsAt: string | null;
    endsAt: string | null;
    uses: number;
    usageLimit: number | null;
  },
  now: Date,
): "Active" | "Inactive" | "Not started" | "Expired" | "Used up" {
  if (!code.active) return "Inactive";
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now.getTime()) return "Expired";
  if (code.startsAt !== null && Date.parse(code.startsAt) > now.getTime()) return "Not started";
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return "Used up";
  return "Active";
}
