import { PageHeader } from "~/components/page-header.tsx";
import { ArtworkGrid } from "~/components/portfolio/artwork-grid.tsx";
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
  });

export default function Sketches({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title="Sketches">
        <p>
          Studies and ideas from the sketchbook. If you would like to own an original piece, please
          use the contact form.
        </p>
      </PageHeader>
      {loaderData.sketches.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white px-6 py-16 text-center text-lg">
          No Sketches Available
        </p>
      ) : (
        <ArtworkGrid artworks={loaderData.sketches} fallbackDescription="" />
      )}
    </div>
  );
}
