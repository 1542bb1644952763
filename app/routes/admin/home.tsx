import { SlidesCard } from "~/components/admin/home/slides-card.tsx";
import { TestimonialsCard } from "~/components/admin/home/testimonials-card.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import type { Route } from "./+types/home";

export { action, loader } from "./home.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Home page · Admin" }];

/** The home page's own content: the hero slides and the testimonials. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AdminPageTitle title="Home page">
        The pictures at the top of the home page and the kind words further down. Changes show on
        the site at once.
      </AdminPageTitle>
      <SlidesCard slides={loaderData.slides} />
      <TestimonialsCard testimonials={loaderData.testimonials} />
    </div>
  );
}
