import { data } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { ArtworkGrid } from "~/components/portfolio/artwork-grid.tsx";
import { appContext } from "~/lib/app-context.ts";
import { PORTFOLIO_CATEGORIES } from "~/lib/catalog.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/category";

const PAGES = {
  "paintings-drawings": {
    title: PORTFOLIO_CATEGORIES["paintings-drawings"],
    description:
      "Original paintings and drawings: cats, dogs, wildlife, people, landscapes and abstract patterns.",
    fallback: "Original artwork",
  },
  ceramics: {
    title: PORTFOLIO_CATEGORIES.ceramics,
    description:
      "Hand-made ceramics: birds and cats, mugs, pots and vases, dishes, oil lamps and tiles.",
    fallback: "Original ceramic artwork",
  },
} as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = params.category;
  if (category !== "paintings-drawings" && category !== "ceramics") {
    throw data(null, { status: 404 });
  }
  const { services } = context.get(appContext);
  const artworks = await services.catalog.listArtworks({ category });
  return { category, ...PAGES[category], artworks };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? routeMeta(args, {
        title: args.loaderData.title,
        description: args.loaderData.description,
        ...(args.loaderData.artworks[0]?.imageUrl
          ? { image: args.loaderData.artworks[0].imageUrl }
          : {}),
      })
    : [];

export default function PortfolioCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title={loaderData.title}>
        <p>{loaderData.description}</p>
      </PageHeader>
      <ArtworkGrid artworks={loaderData.artworks} fallbackDescription={loaderData.fallback} />
    </div>
  );
}
