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

/** What the order page and the confirmation e-mail say about paying (settings key "payment"). */
export interface PaymentSetting {
  instructions: string;
}

export const DEFAULT_PAYMENT: PaymentSetting = {
  instructions:
    "No payment is taken online. Within 24 hours we will e-mail you the ways to pay the total of your order, shipping included (bank transfer or PayPal). Your order is made ready and sent as soon as payment arrives.",
};
