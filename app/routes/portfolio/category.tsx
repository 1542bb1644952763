import { data, Link, useNavigation } from "react-router";
import { CERAMIC_FILTERS, PAINTING_FILTERS, PORTFOLIO_CATEGORIES } from "#core/art-categories.ts";
import { publicOrigin } from "#core/public-origin.ts";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { Gallery } from "~/components/portfolio/gallery.tsx";
import { GridPlaceholders, PortfolioTabs } from "~/components/portfolio/portfolio-tabs.tsx";
import { Card } from "~/components/ui/card.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/category";

const PAGES = {
  "paintings-drawings": {
    title: PORTFOLIO_CATEGORIES["paintings-drawings"],
    description:
      "Original paintings and drawings: cats, dogs, wildlife, people, landscapes and abstract patterns.",
    fallback: "Original artwork",
    filters: PAINTING_FILTERS,
  },
  ceramics: {
    title: PORTFOLIO_CATEGORIES.ceramics,
    description:
      "Hand-made ceramics: birds and cats, mugs, pots and vases, dishes, oil lamps and tiles.",
    fallback: "Original ceramic artwork",
    filters: CERAMIC_FILTERS,
  },
} as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = params.category;
  if (category !== "paintings-drawings" && category !== "ceramics") {
    throw data(null, { status: 404 });
  }
  const page = PAGES[category];
  const requested = new URL(request.url).searchParams.get("artType") ?? "all";
  // Any value the category does not know means "all" (PRODUCT.md §5).
  const artType = page.filters.some((f) => f.value === requested) ? requested : "all";
  const { services } = context.get(appContext);
  // Structured data links are absolute to PUBLIC_URL, else root-relative (never the request's Host).
  const origin = publicOrigin(services.env.PUBLIC_URL) ?? "";
  const artworks = await services.catalog.listArtworks({
    category,
    ...(artType !== "all" ? { artType } : {}),
  });
  return {
    origin,
    category: category as keyof typeof PAGES,
    artType,
    title: page.title,
    description: page.description,
    fallback: page.fallback,
    artworks,
  };
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
  const { origin, category, artType, title, description, fallback, artworks } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/portfolio/");
  const filters = PAGES[category].filters;
  return (
    <div className="page">
      <JsonLd
        data={{
          "@type": "ItemList",
          name: title,
          itemListElement: artworks.map((artwork, position) => ({
            "@type": "ListItem",
            position: position + 1,
            item: {
              "@type": "VisualArtwork",
              name: artwork.title,
              description: artwork.description || fallback,
              image: `${origin}${artwork.imageUrl}`,
              artform: category === "ceramics" ? "Ceramics" : "Painting",
              ...(artwork.medium ? { artMedium: artwork.medium } : {}),
              ...(artwork.year ? { dateCreated: String(artwork.year) } : {}),
            },
          })),
        }}
      />
      <PageHeader eyebrow="Portfolio" title={title}>
        <p>{description}</p>
      </PageHeader>
      <PortfolioTabs />
      <nav
        aria-label="Filter by subject"
        className="-mx-5 mb-10 overflow-x-auto px-5 sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-x-5 gap-y-2 whitespace-nowrap sm:flex-wrap">
          {filters.map((filter) => {
            const active = filter.value === artType;
            return (
              <li key={filter.value}>
                <Link
                  to={filter.value === "all" ? "." : `?artType=${filter.value}`}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={`inline-block border-b-2 py-1.5 text-sm transition-colors ${
                    active
                      ? "border-accent font-medium text-ink"
                      : "border-transparent text-ink-soft hover:text-ink"
                  }`}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {loading ? (
        <GridPlaceholders />
      ) : artworks.length === 0 ? (
        <Card as="p" padding="px-6 py-16" className="text-center text-ink-soft">
          Nothing here yet. New work is on its way.
        </Card>
      ) : (
        <Gallery
          key={`${category}-${artType}`}
          artworks={artworks}
          fallbackDescription={fallback}
        />
      )}
    </div>
  );
}
