/** The artist's profile and payment words: stored in settings, defaults for a new site. */

export type SocialKind = "shop" | "facebook" | "instagram" | "tiktok" | "blog";

export interface SocialLink {
  kind: SocialKind;
  label: string;
  href: string;
}

/** The artist's public profile; stored in settings and editable by the owner. */
export interface SiteProfile {
  artistName: string;
  tagline: string;
  email: string;
  ordersEmail: string;
  phone: string;
  location: string;
  /** The postal address on its lines (invoices, packing slips, the legal pages); absent: none. */
  businessAddress?: string | undefined;
  /** Small print at the foot of every page (a trademark notice, say); empty or absent: none. */
  footerNote?: string | undefined;
  social: SocialLink[];
}

export const DEFAULT_PROFILE: SiteProfile = {
  artistName: "Easel Studio",
  tagline: "Original paintings, ceramics and playful card games",
  email: "hello@example.com",
  ordersEmail: "orders@example.com",
  phone: "+1 (555) 010-0199",
  location: "Pacific Northwest, USA",
  // Small print is the owner's to write: a new site has none (the demo's is its trademark line).
  footerNote: "",
  social: [
    { kind: "shop", label: "Craft marketplace shop", href: "https://www.etsy.com/" },
    { kind: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
    { kind: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
    { kind: "tiktok", label: "TikTok (art)", href: "https://www.tiktok.com/" },
    { kind: "tiktok", label: "TikTok (personal)", href: "https://www.tiktok.com/" },
    { kind: "blog", label: "Art blog", href: "https://www.blogger.com/" },
  ],
};

/**
 * What the order page, the invoice and the payment e-mails say about paying by hand (settings key
 * "payment"): the owner's words. Paying by card, when the shop takes cards, is offered beside them
 * by each of those (with the order page's link), so these never need to mention it.
 */
export interface PaymentSetting {
  instructions: string;
}

/**
 * The starting instructions, one for each case: a shop without card payments (nothing is paid
 * online, so the order waits for the owner's details), and one that takes cards, where these
 * follow the card's button or link as the other way to pay.
 */
export const DEFAULT_PAYMENT_INSTRUCTIONS = {
  manual:
    "No payment is taken online. Within 24 hours we will e-mail you how to pay the total of your order, shipping included, by bank transfer or PayPal; or write to us for the details. Your order is made ready and sent as soon as payment arrives.",
  cards:
    "You can also pay by bank transfer or PayPal: write to us, or wait for our e-mail within 24 hours, and we will send you the details. Your order is made ready and sent as soon as payment arrives.",
} as const;

/**
 * The starting instructions as a commission's deposit or balance order says them: nothing ships
 * with it and no order of goods is made ready, so those words are left out.
 */
const COMMISSION_PAYMENT_INSTRUCTIONS: Record<string, string> = {
  [DEFAULT_PAYMENT_INSTRUCTIONS.manual]:
    "No payment is taken online. Within 24 hours we will e-mail you how to pay this amount by bank transfer or PayPal; or write to us for the details.",
  [DEFAULT_PAYMENT_INSTRUCTIONS.cards]:
    "You can also pay by bank transfer or PayPal: write to us, or wait for our e-mail within 24 hours, and we will send you the details.",
};

/**
 * The instructions for an order that posts nothing (a commission's payment, or gift cards only,
 * which go by e-mail): a starting text without its words on sending, the owner's own as written.
 */
export const commissionPaymentInstructions = (instructions: string): string =>
  COMMISSION_PAYMENT_INSTRUCTIONS[instructions] ?? instructions;

/** The starting instructions of a shop without card payments (the setting never saved). */
export const DEFAULT_PAYMENT: PaymentSetting = {
  instructions: DEFAULT_PAYMENT_INSTRUCTIONS.manual,
};

/** Starting texts of earlier versions, which an owner may have saved unchanged. */
const EARLIER_DEFAULTS: readonly string[] = [
  "No payment is taken online. Within 24 hours we will e-mail you the ways to pay the total of your order, shipping included (bank transfer or PayPal). Your order is made ready and sent as soon as payment arrives.",
];

/** Whether `text` is no instructions of the owner's own: empty, or a starting text (any case's). */
export function isStartingInstructions(text: string): boolean {
  const saved = text.trim();
  return (
    saved === "" ||
    Object.values(DEFAULT_PAYMENT_INSTRUCTIONS).includes(saved as never) ||
    EARLIER_DEFAULTS.includes(saved)
  );
}

/**
 * The instructions to show: the owner's own, or the starting text for whether the shop takes
 * cards (`cards`) when none were written, or a starting text was saved unchanged: the "no payment
 * online" one must not stand beside a card's button.
 */
export function paymentInstructions(
  setting: PaymentSetting | null | undefined,
  cards: boolean,
): string {
  if (setting && !isStartingInstructions(setting.instructions)) return setting.instructions;
  return cards ? DEFAULT_PAYMENT_INSTRUCTIONS.cards : DEFAULT_PAYMENT_INSTRUCTIONS.manual;
}
