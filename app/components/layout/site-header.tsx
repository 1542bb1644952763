import { ChevronDown, Menu, Search, ShoppingBag, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { PortfolioSectionLinks } from "~/components/portfolio/portfolio-tabs.tsx";
import { isTextInput } from "~/lib/image-protection.ts";
import { cartBadgeText, isActivePath } from "~/lib/nav.ts";
import { MAIN_NAV, type NavLinkItem } from "~/lib/site.ts";
import { SearchOverlay } from "./search-overlay.tsx";

function navClass(active: boolean) {
  return `relative py-2 text-sm transition-colors ${
    active ? "text-ink font-medium" : "text-ink-soft hover:text-ink"
  }`;
}

function mobileNavClass(active: boolean) {
  return `block py-3 text-base ${active ? "font-medium text-ink" : "text-ink-soft"}`;
}

/** A main-navigation link, marked as the current page on its page (and the pages below it). */
function MainNavLink({
  item,
  pathname,
  className,
  onClick,
}: {
  item: NavLinkItem;
  pathname: string;
  className: (active: boolean) => string;
  onClick?: () => void;
}) {
  const active = isActivePath(pathname, item.href);
  return (
    <Link
      to={item.href}
      onClick={onClick}
      className={className(active)}
      aria-current={active ? "page" : undefined}
    >
      {item.label}
    </Link>
  );
}

/**
 * The portfolio's sections under a button that shows or hides them (the desktop dropdown, the phone
 * menu's submenu): whether they are shown, and the id that ties the button to their list.
 */
function useSections(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  return { open, setOpen, id: useId() };
}

/** The button that shows or hides the portfolio sections, its chevron turned while they show. */
function SectionsToggle({
  sections: { open, setOpen, id },
  className,
  iconClassName,
}: {
  sections: ReturnType<typeof useSections>;
  className: string;
  iconClassName: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={id}
      aria-label="Portfolio sections"
      onClick={() => setOpen(!open)}
    >
      <ChevronDown
        className={`${iconClassName} transition-transform ${open ? "rotate-180" : ""}`}
        aria-hidden
      />
    </button>
  );
}

function PortfolioMenu({ active }: { active: boolean }) {
  const sections = useSections(false);
  const { open, setOpen } = sections;
  const wrapper = useRef<HTMLLIElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  return (
    <li ref={wrapper} className="relative flex items-center gap-0.5">
      <Link to="/portfolio" className={navClass(active)} aria-current={active ? "page" : undefined}>
        Portfolio
      </Link>
      <SectionsToggle
        sections={sections}
        className="rounded p-1 text-ink-soft hover:text-ink"
        iconClassName="size-4"
      />
      <div
        id={sections.id}
        hidden={!open}
        className="absolute top-full left-1/2 z-40 -translate-x-1/2 pt-2"
      >
        <PortfolioSectionLinks
          className="w-60 rounded-xl border border-line bg-white p-2 shadow-lg shadow-ink/5"
          linkClassName={(active) =>
            `block rounded-lg px-3 py-2 text-sm ${active ? "bg-paper-deep text-ink" : "text-ink-soft hover:bg-paper hover:text-ink"}`
          }
        />
      </div>
    </li>
  );
}

function MobileMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const sections = useSections(pathname.startsWith("/portfolio"));
  return (
    <nav aria-label="Mobile" className="border-t border-line bg-paper md:hidden">
      <ul className="page flex flex-col py-3">
        {MAIN_NAV.map((item) =>
          item.href === "/portfolio" ? (
            <li key={item.href}>
              <div className="flex items-center justify-between">
                <MainNavLink
                  item={item}
                  pathname={pathname}
                  className={mobileNavClass}
                  onClick={onClose}
                />
                <SectionsToggle
                  sections={sections}
                  className="rounded p-2 text-ink-soft"
                  iconClassName="size-5"
                />
              </div>
              <PortfolioSectionLinks
                id={sections.id}
                hidden={!sections.open}
                className="mb-2 border-l border-line pl-4"
                onNavigate={onClose}
                linkClassName={(active) =>
                  `block py-2.5 text-sm ${active ? "font-medium text-ink" : "text-ink-soft"}`
                }
              />
            </li>
          ) : (
            <li key={item.href}>
              <MainNavLink
                item={item}
                pathname={pathname}
                className={mobileNavClass}
                onClick={onClose}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The public header: navigation with the active-link rule, search, cart badge, mobile menu. */
export function SiteHeader({ artistName, cartCount }: { artistName: string; cartCount: number }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const badge = cartBadgeText(cartCount);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  // "/" or Ctrl/Cmd+K opens search.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl/Cmd+K works anywhere; "/" only outside text fields, where it is typed.
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
      const slash =
        event.key === "/" &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTextInput(event.target);
      if (slash || commandK) {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className="page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="font-display text-xl font-medium tracking-tight text-ink">
          {artistName}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-7">
            {MAIN_NAV.map((item) =>
              item.href === "/portfolio" ? (
                <PortfolioMenu key={item.href} active={isActivePath(pathname, item.href)} />
              ) : (
                <li key={item.href}>
                  <MainNavLink item={item} pathname={pathname} className={navClass} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="rounded-full p-2.5 text-ink-soft hover:bg-paper-deep hover:text-ink"
            aria-label="Search"
            onClick={() => setSearchOpen(true)}
          >
            <Search className="size-5" aria-hidden />
          </button>
          <Link
            to="/cart"
            className={`relative rounded-full p-2.5 hover:bg-paper-deep hover:text-ink ${isActivePath(pathname, "/cart") ? "text-ink" : "text-ink-soft"}`}
            aria-label={badge ? `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` : "Cart"}
            aria-current={isActivePath(pathname, "/cart") ? "page" : undefined}
          >
            <ShoppingBag className="size-5" aria-hidden />
            {badge && (
              <span
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1.5 text-center text-[11px] leading-5 font-semibold text-white"
              >
                {badge}
              </span>
            )}
          </Link>
          <button
            type="button"
            className="rounded-full p-2.5 text-ink-soft hover:bg-paper-deep hover:text-ink md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu pathname={pathname} onClose={() => setMenuOpen(false)} />}
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}
