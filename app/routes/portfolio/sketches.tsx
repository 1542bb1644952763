import { Link, useNavigation } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { Gallery } from "~/components/portfolio/gallery.tsx";
import { GridPlaceholders, PortfolioTabs } from "~/components/portfolio/portfolio-tabs.tsx";
import { Card } from "~/components/ui/card.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/sketches";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { sketches: await services.catalog.listArtworks({ category: "sketches" }) };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Sketches",
    description:
      "Studies and ideas from the sketchbook. To own an original piece, get in touch through the contact form.",
    ...(args.loaderData?.sketches[0] ? { image: args.loaderData.sketches[0].imageUrl } : {}),
  });

export default function Sketches({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/portfolio/sketches";
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title="Sketches">
        <p>
          Studies and ideas from the sketchbook. Anyone wanting to own an original piece, please get
          in touch through the{" "}
          <Link to="/contact" className="text-accent underline">
            contact form
          </Link>
          .
        </p>
      </PageHeader>
      <PortfolioTabs />
      {loading ? (
        <GridPlaceholders />
      ) : loaderData.sketches.length === 0 ? (
        <Card as="p" padding="px-6 py-16" className="text-center font-display text-2xl">
          No Sketches Available
        </Card>
      ) : (
        <Gallery artworks={loaderData.sketches} fallbackDescription="" />
      )}
    </div>
  );
}
