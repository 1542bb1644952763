import { PageHeader } from "~/components/page-header.tsx";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Contact",
    description:
      "Ask about a commission, a purchase or the Snap card games. Replies usually come within 24-48 hours.",
  });

export default function Page() {
  return (
    <div className="page">
      <PageHeader eyebrow="Contact" title="Get in touch">
        <p>
          Questions, commissions and collaborations are all welcome. Replies usually come within
          24-48 hours.
        </p>
      </PageHeader>
    </div>
  );
}
