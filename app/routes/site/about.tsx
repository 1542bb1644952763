import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "About the artist",
    description:
      "The story behind the paintings, ceramics and Snap card games, and the studio where they are made.",
    type: "profile",
  });

export default function About() {
  return (
    <div className="page">
      <PageHeader eyebrow="About" title="About the artist">
        <p>
          A painter and potter working from a small studio in the Pacific Northwest, drawing the
          animals, landscapes and patterns of everyday life.
        </p>
      </PageHeader>
    </div>
  );
}
