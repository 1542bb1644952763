/** Site-wide navigation and fixed content shared by the header, footer and pages. */

export interface NavLinkItem {
  href: string;
  label: string;
}

export const PORTFOLIO_SECTIONS: readonly NavLinkItem[] = [
  { href: "/portfolio/paintings-drawings", label: "Paintings & Drawings" },
  { href: "/portfolio/ceramics", label: "Ceramics" },
  { href: "/portfolio/sketches", label: "Sketches" },
];

export const MAIN_NAV: readonly NavLinkItem[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/shop", label: "Shop" },
  { href: "/snap-cards", label: "Snap Cards" },
  { href: "/contact", label: "Contact" },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { href: "/about", label: "About" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/shop", label: "Shop" },
  { href: "/snap-cards", label: "Snap Cards" },
  { href: "/contact", label: "Contact" },
];

export const SNAP_TRADEMARKS = ["Snap-Cat", "Snap-Dog", "Snap-Rat"] as const;
