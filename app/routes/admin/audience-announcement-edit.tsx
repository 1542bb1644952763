import { data, Link, redirect } from "react-router";
import { NotFound } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import { AnnouncementForm } from "~/components/admin/audience/announcement-form.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/audience-announcement-edit";

export const meta: Route.MetaFunction = () => [{ title: "Edit announcement · Audience · Admin" }];

/** A draft with what the composer offers; a sent announcement has nothing left to edit. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const id = rowIdOrNotFound(params.id);
  const [announcement, catalogue] = await Promise.all([
    services.announcements.get(id).catch((error: unknown) => {
      if (error instanceof NotFound) throw data("Announcement not found", { status: 404 });
      throw error;
    }),
    services.announcements.catalogue(),
  ]);
  if (announcement.status !== "draft") throw redirect(`/admin/audience/announcements/${id}`);
  return { announcement, ...catalogue };
}

/** Rewrites the draft (the capability behind `PATCH /api/admin/announcements/{id}`), then previews it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    update: async () => {
      await caller.capabilities.audience.updateAnnouncement(caller, params.id, input);
      throw redirect(`/admin/audience/announcements/${params.id}`);
    },
  });
}

/** Admin → Audience → an announcement → Edit: the composer with the draft filled in. */
export default function EditAnnouncement({ loaderData }: Route.ComponentProps) {
  const { announcement } = loaderData;
  return (
    <section aria-labelledby="edit-announcement" className="flex max-w-3xl flex-col gap-6">
      <div>
        <Link
          to={`/admin/audience/announcements/${announcement.id}`}
          className="text-sm underline underline-offset-4"
        >
          Back to the preview
        </Link>
        <h1 id="edit-announcement" className="mt-2 font-display text-3xl">
          Edit announcement
        </h1>
      </div>
      <AnnouncementForm
        artworks={loaderData.artworks}
        products={loaderData.products}
        draft={announcement}
      />
    </section>
  );
}
