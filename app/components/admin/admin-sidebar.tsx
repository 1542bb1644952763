import { NavLink } from "react-router";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

export interface AdminCounts {
  products: number;
  artworks: number;
  snapCards: number;
  multiImage: number;
  pendingOrders: number;
  unreadMessages: number;
  newCommissions: number;
}

export const ADMIN_SECTIONS: ReadonlyArray<{
  href: string;
  label: string;
  end?: boolean;
  count?: (counts: AdminCounts) => number;
}> = [
  { href: "/admin", label: "Dashboard", end: true },
  { href: "/admin/statistics", label: "Statistics" },
  { href: "/admin/products", label: "Products", count: (c) => c.products },
  { href: "/admin/portfolio", label: "Portfolio", count: (c) => c.artworks },
  { href: "/admin/snap-cards", label: "Snap Cards", count: (c) => c.snapCards },
  { href: "/admin/collections", label: "Collections" },
  { href: "/admin/discounts", label: "Discounts" },
  { href: "/admin/gift-cards", label: "Gift cards" },
  { href: "/admin/home", label: "Home page" },
  { href: "/admin/optimization", label: "Optimization" },
  { href: "/admin/orders", label: "Orders", count: (c) => c.pendingOrders },
  { href: "/admin/certificates", label: "Certificates" },
  { href: "/admin/collectors", label: "Collectors" },
  { href: "/admin/messages", label: "Messages", count: (c) => c.unreadMessages },
  { href: "/admin/audience", label: "Audience" },
  { href: "/admin/commissions", label: "Commissions", count: (c) => c.newCommissions },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/go-live", label: "Go live" },
];

/**
 * The admin navigation with counts, the system status, a link to the public site and sign out. On
 * a wide screen it stays beside the page and, when the screen is shorter than it, scrolls on its
 * own, so that sign out is always in reach.
 */
export function AdminSidebar({ counts }: { counts: AdminCounts | null }) {
  const signOut = useActionForm({ navigate: true, action: "/admin/logout" });
  return (
    <aside className="border-b border-line bg-white md:sticky md:top-0 md:h-dvh md:w-60 md:overflow-y-auto md:overscroll-contain md:border-r md:border-b-0 print:hidden">
      <div className="flex min-h-full flex-col gap-6 p-5">
        <p className="font-display text-lg">Studio admin</p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink
                  to={section.href}
                  end={section.end ?? false}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-ink text-paper" : "text-ink-soft hover:bg-paper-deep hover:text-ink"}`
                  }
                >
                  <span className="flex items-center justify-between gap-3">
                    {section.label}
                    {counts && section.count && (
                      <span className="rounded-full bg-paper-deep px-2 text-xs text-ink">
                        {section.count(counts)}
                      </span>
                    )}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {counts && (
          <div className="hidden rounded-xl bg-paper p-3 text-xs text-ink-soft md:block">
            <p className="font-semibold text-ink">System status</p>
            <p className="mt-1">{counts.products} products in total</p>
            <p>{counts.multiImage} with more than one image</p>
          </div>
        )}
        <div className="mt-auto flex flex-col gap-2 text-sm">
          <a href="/" className="text-ink-soft hover:text-ink">
            View site
          </a>
          <ActionForm recipe={signOut}>
            <button type="submit" className="text-ink-soft hover:text-ink">
              Sign out
            </button>
          </ActionForm>
        </div>
      </div>
    </aside>
  );
}
