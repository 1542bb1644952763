import { redirect } from "react-router";
import { AnnouncementForm } from "~/components/admin/audience/announcement-form.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/audience-new";

export const meta: Route.MetaFunction = () => [{ title: "New announcement · Audience · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.announcements.catalogue();
}

/** Writes the draft (the capability behind `POST /api/admin/announcements`), then previews it. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    create: async () => {
      const { id } = await caller.capabilities.audience.createAnnouncement(caller, input);
      throw redirect(`/admin/audience/announcements/${id}`);
    },
  });
}

/** Admin → Audience → New announcement. */
export default function NewAnnouncement({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-announcement" className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 id="new-announcement" className="font-display text-3xl">
          New announcement
        </h1>
        <p className="mt-1 text-ink-soft">
          A mail to everyone who confirmed, and a page of your news. You see a preview and can send
          yourself a test before anyone gets it.
        </p>
      </div>
      <AnnouncementForm artworks={loaderData.artworks} products={loaderData.products} />
    </section>
  );
}
