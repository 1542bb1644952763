import { trimTrailingSlashes, withoutDataSuffix } from "./url-path.ts";

/**
 * The legal pages (PRODUCT.md §2): their keys in the `legal` setting, addresses, titles and
 * descriptions. The texts are the owner's Markdown, or the starting texts of `legal-defaults.ts`.
 */

export const LEGAL_KEYS = ["privacy", "terms", "shippingReturns"] as const;

export type LegalKey = (typeof LEGAL_KEYS)[number];

/** The three texts as Markdown. */
export type LegalTexts = Record<LegalKey, string>;

/** The most one text may hold, in characters. */
export const LEGAL_TEXT_MAX = 20_000;

export interface LegalPage {
  key: LegalKey;
  path: `/${string}`;
  /** The page's heading and title. */
  title: string;
  /** Its name in the footer and in Settings. */
  label: string;
  /** The search and link-preview description. */
  description: string;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    key: "privacy",
    path: "/privacy",
    title: "Privacy notice",
    label: "Privacy",
    description:
      "What we collect when you order or write to us, why, how long we keep it, who it is shared with, and your rights.",
  },
  {
    key: "terms",
    path: "/terms",
    title: "Terms of sale",
    label: "Terms of sale",
    description:
      "The terms on which we sell originals, prints, cards and games: ordering, paying by invoice, your right to cancel, and faults.",
  },
  {
    key: "shippingReturns",
    path: "/shipping-returns",
    title: "Shipping and returns",
    label: "Shipping & returns",
    description:
      "How and when orders are sent, what delivery costs, how to return something, and what to do if it arrives damaged.",
  },
];

/** The page with this key. */
export function legalPage(key: LegalKey): LegalPage {
  return LEGAL_PAGES.find((page) => page.key === key) as LegalPage;
}

/**
 * The page at this address, if it is one of them. A client-side navigation loads `/terms.data`:
 * that is the page too.
 */
export function legalPageAt(pathname: string): LegalPage | undefined {
  const path = trimTrailingSlashes(withoutDataSuffix(pathname)) || "/";
  return LEGAL_PAGES.find((page) => page.path === path);
}
