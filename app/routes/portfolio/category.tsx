import { data } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { PORTFOLIO_CATEGORIES } from "~/lib/catalog.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/category";

const PAGES = {
  "paintings-drawings": {
    title: PORTFOLIO_CATEGORIES["paintings-drawings"],
    description:
      "Original paintings and drawings: cats, dogs, wildlife, people, landscapes and abstract patterns.",
  },
  ceramics: {
    title: PORTFOLIO_CATEGORIES.ceramics,
    description:
      "Hand-made ceramics: birds and cats, mugs, pots and vases, dishes, oil lamps and tiles.",
  },
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const category = params.category;
  if (category !== "paintings-drawings" && category !== "ceramics") {
    throw data(null, { status: 404 });
  }
  return { category, ...PAGES[category] };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? routeMeta(args, args.loaderData) : [];

export default function PortfolioCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title={loaderData.title}>
        <p>{loaderData.description}</p>
      </PageHeader>
    </div>
  );
}
