import { Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { fixedMeta } from "~/lib/seo.ts";
import { PORTFOLIO_SECTIONS } from "~/lib/site.ts";
import type { Route } from "./+types/landing";

/** Exactly /portfolio (no query string) goes straight to paintings and drawings (PRODUCT.md §2). */
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).search === "") throw redirect("/portfolio/paintings-drawings");
  return null;
}

export const meta: Route.MetaFunction = fixedMeta({
  title: "Portfolio",
  description: "Browse paintings and drawings, ceramics and sketches.",
});

const DESCRIPTIONS: Record<string, string> = {
  "/portfolio/paintings-drawings":
    "Cats, dogs, wildlife, people, landscapes and abstract patterns.",
  "/portfolio/ceramics": "Birds and cats, mugs, pots and vases, dishes, oil lamps and tiles.",
  "/portfolio/sketches": "Studies and ideas straight from the sketchbook.",
};

export default function PortfolioLanding() {
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title="Explore the work" />
      <ul className="grid gap-6 sm:grid-cols-3">
        {PORTFOLIO_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              to={section.href}
              className="block h-full rounded-2xl border border-line bg-white p-7 transition-shadow hover:shadow-lg hover:shadow-ink/5"
            >
              <h2 className="text-2xl">{section.label}</h2>
              <p className="mt-2 text-ink-soft">{DESCRIPTIONS[section.href]}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
