import { useState } from "react";
import { useSearchParams } from "react-router";
import { SNAP_EDITIONS, type SnapEdition } from "#core/snap-order.ts";
import { AdminGallery } from "~/components/admin/admin-gallery.tsx";
import { BulkUploadCard } from "~/components/admin/bulk-upload-card.tsx";
import { FilterPills } from "~/components/admin/filter-pills.tsx";
import { SnapCardEditDialog } from "~/components/admin/gallery-edit-dialog.tsx";
import { EDITION_LABELS, type EditableSnapCard } from "~/components/admin/gallery-records.ts";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { galleryIntents } from "~/lib/admin/gallery-action.server.ts";
import { appContext } from "~/lib/app-context.ts";
import { useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/snap-cards";

export const meta: Route.MetaFunction = () => [{ title: "Snap Cards · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const cards = await services.catalog.listSnapCards();
  return {
    // Only what the dialog edits goes to the page: not the picture's sizes, price or features.
    cards: cards.map(
      ({ image: _i, category: _c, price: _p, features: _f, externalUrl: _e, ...card }) =>
        card satisfies EditableSnapCard,
    ),
  };
}

/** The cards' forms (create, edit, reorder): one intent table. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = formInput(await request.formData());
  return performIntent(input, galleryIntents(input, context.get(appContext), "snapCard"));
}

const LABELS: Record<SnapEdition, string> = EDITION_LABELS;

/** Upload snap cards into an edition (one per image, titled from the file name) and manage them. */
export default function AdminSnapCards({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const edition = (SNAP_EDITIONS.find((id) => id === params.get("edition")) ??
    "cat") as SnapEdition;
  const shown = loaderData.cards.filter((card) => card.subcategory === edition);
  const [editing, setEditing] = useState<number | null>(null);
  // Each picture's record in turn; the uploader marks a refused one.
  const { submit: create } = useActionForm({ failure: { inForm: true } });

  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="font-display text-3xl">Snap Cards</h1>
        <FilterPills
          label="Snap editions"
          param="edition"
          current={edition}
          options={SNAP_EDITIONS.map((id) => ({
            id,
            label: LABELS[id],
            count: loaderData.cards.filter((card) => card.subcategory === id).length,
          }))}
        />
      </div>
      <BulkUploadCard
        title={`Upload ${LABELS[edition]} cards`}
        titleId="upload-cards"
        place={edition}
        section="snapcards"
        noun="snap cards"
        create={({ imageUrl, title, description }) =>
          create({ intent: "gallery-create", title, description, imageUrl, subcategory: edition })
        }
      />
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="mb-3 font-display text-xl">
          {LABELS[edition]} cards
        </h2>
        <AdminGallery
          items={shown}
          apiPath="/api/admin/snap-cards"
          noun="snap cards"
          emptyText="No snap cards yet"
          onEdit={setEditing}
        />
      </section>
      <SnapCardEditDialog
        record={loaderData.cards.find((card) => card.id === editing) ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
