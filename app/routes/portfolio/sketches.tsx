import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/sketches";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Sketches",
    description:
      "Studies and ideas from the sketchbook. To own an original piece, get in touch through the contact form.",
  });

export default function Sketches() {
  return (
    <div className="page">
      <PageHeader eyebrow="Portfolio" title="Sketches">
        <p>
          Studies and ideas from the sketchbook. If you would like to own an original piece, please
          use the contact form.
        </p>
      </PageHeader>
    </div>
  );
}
