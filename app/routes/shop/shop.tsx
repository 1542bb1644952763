import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/shop";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Shop",
    description:
      "Greeting cards, handcrafted coasters and the Snap card game in cat, dog and rat editions.",
  });

export default function Page() {
  return (
    <div className="page">
      <PageHeader eyebrow="Shop" title="Shop">
        <p>
          Greeting cards, handcrafted coasters and Snap playing cards. 10% of all profits go to a
          national autism charity.
        </p>
      </PageHeader>
    </div>
  );
}
