import { Form, NavLink } from "react-router";

export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Products", end: true },
  { href: "/admin/portfolio", label: "Portfolio" },
  { href: "/admin/snap-cards", label: "Snap Cards" },
  { href: "/admin/optimization", label: "Optimization" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/settings", label: "Settings" },
] as const;

/** The admin navigation: sections, a link to the public site and sign out. */
export function AdminSidebar() {
  return (
    <aside className="border-b border-line bg-white md:sticky md:top-0 md:h-dvh md:w-60 md:border-r md:border-b-0">
      <div className="flex h-full flex-col gap-6 p-5">
        <p className="font-display text-lg">Studio admin</p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink
                  to={section.href}
                  end={"end" in section}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-ink text-paper" : "text-ink-soft hover:bg-paper-deep hover:text-ink"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-2 text-sm">
          <a href="/" className="text-ink-soft hover:text-ink">
            View site
          </a>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="text-ink-soft hover:text-ink">
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </aside>
  );
}
