import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/snap-cards";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Snap Card Games",
    description:
      "Snap-Cat, Snap-Dog and Snap-Rat: family card games with hand-drawn animals on every card.",
  });

export default function Page() {
  return (
    <div className="page">
      <PageHeader eyebrow="Snap Card Games" title="Snap Card Games">
        <p>
          Family card games with a hand-drawn animal on every card: Snap-Cat, Snap-Dog and Snap-Rat
          (coming soon).
        </p>
      </PageHeader>
    </div>
  );
}
