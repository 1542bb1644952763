import type { ComponentProps } from "react";
import { NavLink } from "react-router";
import { PORTFOLIO_SECTIONS } from "~/lib/site.ts";

/**
 * The portfolio's sections as a list of links, the current one marked (aria-current) and drawn by
 * `linkClassName`: the category tabs, the header's dropdown and the phone menu's submenu.
 */
export function PortfolioSectionLinks({
  linkClassName,
  onNavigate,
  ...list
}: ComponentProps<"ul"> & {
  linkClassName: (active: boolean) => string;
  /** Called on following a link (the phone menu closes). */
  onNavigate?: () => void;
}) {
  return (
    <ul {...list}>
      {PORTFOLIO_SECTIONS.map((section) => (
        <li key={section.href}>
          <NavLink
            to={section.href}
            onClick={onNavigate}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Switches between the three portfolio categories. */
export function PortfolioTabs() {
  return (
    <nav aria-label="Portfolio categories" className="mb-8">
      <PortfolioSectionLinks
        className="flex flex-wrap gap-2"
        linkClassName={(active) =>
          `inline-block rounded-full px-4 py-2 text-sm transition-colors ${
            active
              ? "bg-ink text-paper"
              : "border border-line bg-white text-ink-soft hover:border-ink hover:text-ink"
          }`
        }
      />
    </nav>
  );
}

/** Eight grey tiles in the grid's shape, shown while a portfolio page loads. */
export function GridPlaceholders({ count = 8 }: { count?: number }) {
  return (
    <ul
      className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
      aria-busy="true"
      aria-label="Loading artworks"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} data-testid="placeholder-tile">
          <div className="aspect-[4/3] animate-pulse rounded-lg bg-paper-deep" />
          <div className="mt-4 h-5 w-2/3 animate-pulse rounded bg-paper-deep" />
          <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-paper-deep" />
        </li>
      ))}
    </ul>
  );
}
