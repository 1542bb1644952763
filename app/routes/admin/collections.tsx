import { CollectionsCard } from "~/components/admin/collections/collections-card.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/collections";

export const meta: Route.MetaFunction = () => [{ title: "Collections · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { collections: await services.collections.list() };
}

/**
 * Every form of the Collections section, by intent (`id` names the row): the capabilities behind
 * `/api/admin/collections`, given the form as it came (the schema reads the offer rows).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { collections, content } = caller.capabilities;
  const input = formInput(await request.formData());
  const { id } = input;
  return performIntent(
    input,
    {
      "collection-create": () => collections.createCollection(caller, input),
      "collection-update": () => collections.updateCollection(caller, id, input),
      "collection-delete": () => collections.deleteCollection(caller, id),
      // The whole list in its new order, in one transaction (the same as `PUT …/order`).
      "collection-reorder": () => content.reorder(caller, "collections", input),
    },
    { echo: { id: typeof id === "string" ? id : "" } },
  );
}

/** The shop's collections: its tabs, their texts and their offers (issue #25). */
export default function AdminCollections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="font-display text-3xl">Collections</h1>
        <p className="mt-1 text-ink-soft">
          The shop's tabs. Products choose their collection in their own form.
        </p>
      </div>
      <CollectionsCard collections={loaderData.collections} />
    </div>
  );
}
