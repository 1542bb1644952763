/** Site-wide navigation and fixed content shared by the header, footer and pages. */

import { PORTFOLIO_CATEGORIES } from "#core/art-categories.ts";

export interface NavLinkItem {
  href: string;
  label: string;
}

/** The portfolio's categories, each its own page (core/art-categories.ts names them). */
export const PORTFOLIO_SECTIONS: readonly NavLinkItem[] = Object.entries(PORTFOLIO_CATEGORIES).map(
  ([category, label]) => ({ href: `/portfolio/${category}`, label }),
);

export const MAIN_NAV: readonly NavLinkItem[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/shop", label: "Shop" },
  { href: "/snap-cards", label: "Snap Cards" },
  { href: "/contact", label: "Contact" },
];

/** The footer's quick links: the header's without Home, and the commission request form. */
export const FOOTER_LINKS: readonly NavLinkItem[] = [
  ...MAIN_NAV.filter((item) => item.href !== "/"),
  { href: "/commissions", label: "Commissions" },
];
