/**
 * Commissions: the owner's kinds and size presets, the photo retention, and the one
 * rule of their money: a quote's deposit and the balance that adds up to its price.
 */

export interface CommissionKind {
  slug: string;
  name: string;
}

/** The owner's commission setting (`settings.commissions`). */
export interface CommissionSettings {
  kinds: CommissionKind[];
  sizes: string[];
  /** Days after a commission ends before its reference photos are deleted. */
  photoRetentionDays: number;
}

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = {
  kinds: [
    { slug: "pet-portrait", name: "Pet portrait" },
    { slug: "person", name: "Person" },
    { slug: "place", name: "Place" },
    { slug: "ceramic-piece", name: "Ceramic piece" },
  ],
  sizes: ["A5 (14.8 × 21 cm)", "A4 (21 × 29.7 cm)", "A3 (29.7 × 42 cm)", "30 × 40 cm canvas"],
  photoRetentionDays: 90,
};

/** The most reference photos one request may carry, and one message on its thread. */
export const MAX_COMMISSION_PHOTOS = 5;

/** A deposit as the owner writes it: an amount ("75.00") or a share of the price ("30%"). */
export type DepositRule = { amount: number } | { percent: number };

/**
 * The deposit of a price, in minor units: a share is rounded to the nearest minor unit (half up),
 * never more than the price; the balance is always `price - deposit`, so the two add up exactly.
 */
export function depositOf(price: number, rule: DepositRule): number {
  const deposit = "amount" in rule ? rule.amount : Math.round((price * rule.percent) / 100);
  return Math.min(price, Math.max(0, deposit));
}

/** A commission's label, as its orders and mails name it ("Pet portrait commission C-12"). */
export const commissionTitle = (kindName: string, id: number) => `${kindName} commission C-${id}`;

/** The statuses whose finished piece may become a portfolio artwork. */
export const FINISHED_STATUSES: readonly string[] = ["delivered", "completed"];

/**
 * What the portfolio artwork made from a finished commission starts with (the owner may change
 * any of it). Only the kind, medium and size are used: the request's own words and the
 * requester's name are private and never reach a public page.
 */
export function commissionArtworkDraft(commission: {
  kind: CommissionKind;
  medium: string | null;
  size: string | null;
}) {
  const what = commission.kind.name.toLowerCase();
  const medium = commission.medium ? `, ${commission.medium.toLowerCase()}` : "";
  const title = `Commissioned ${what}`;
  return {
    title,
    category: /ceramic|pot|mug|bowl|vase/i.test(`${commission.kind.slug} ${commission.kind.name}`)
      ? ("ceramics" as const)
      : ("paintings-drawings" as const),
    description: `A ${what} made to commission${medium}.`,
    medium: commission.medium,
    dimensions: commission.size,
    altText: `${title}${medium}`,
  };
}

/** A payment of a commission as its page shows it: the order that asks for it. */
export interface CommissionPayment {
  orderNumber: string;
  amount: number;
  status: string;
}

/**
 * A commission as its requester's page and the owner see it (amounts in minor units, in
 * `currency`). The owner's view adds the private notes and the moves (`CommissionAdminView`).
 */
export interface CommissionView {
  id: number;
  status: string;
  /** "Pet portrait commission C-12". */
  title: string;
  kind: CommissionKind;
  name: string;
  email: string;
  size: string | null;
  medium: string | null;
  budget: string | null;
  wantedBy: string | null;
  description: string;
  consentToShow: boolean;
  createdAt: string;
  currency: string;
  /**
   * How its prices stand to the shop's tax ("Prices include VAT (20%)."; core/tax.ts's
   * taxSentence): the deposit and balance are taxed as the work is. Null: no tax is charged.
   */
  taxNote: string | null;
  /** Each photo's private address (the requester's key or the owner's session opens it). */
  photos: CommissionPhoto[];
  /** The thread, oldest first: each side's messages with their photos, and what happened by itself. */
  messages: CommissionMessage[];
  quote: {
    price: number;
    deposit: number;
    balance: number;
    depositRule: string;
    deliveryBy: string | null;
    validUntil: string;
    terms: string | null;
    quotedAt: string;
  } | null;
  deposit: CommissionPayment | null;
  balance: CommissionPayment | null;
  /**
   * When the deposit lapsed unpaid (its order cancelled at the deadline): the quote waits for the
   * owner to renew or withdraw it, and cannot be accepted meanwhile. Null otherwise.
   */
  depositLapsedAt: string | null;
  /** The certificate of authenticity a completed commission's piece got (the buyer's order page shows it). */
  certificate: { code: string; orderNumber: string; title: string } | null;
}

/** A private photo of a commission: of the request, or sent with a message. */
export interface CommissionPhoto {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** One entry of a commission's thread: `shop` is what happened by itself (a deposit not paid). */
export interface CommissionMessage {
  id: number;
  author: "owner" | "requester" | "shop";
  body: string;
  createdAt: string;
  photos: CommissionPhoto[];
}

export interface CommissionAdminView extends CommissionView {
  notes: string;
  isSpam: boolean;
  artworkId: number | null;
  /** The statuses the owner may set from here. */
  moves: string[];
}

/** A line of the owner's list. */
export interface CommissionSummary {
  id: number;
  status: string;
  title: string;
  name: string;
  isSpam: boolean;
  createdAt: string;
}
