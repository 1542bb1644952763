import { CollectionsCard } from "~/components/admin/collections/collections-card.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { appContext } from "~/lib/app-context.ts";
import { performRowIntent, type RowWords, rowIntents } from "~/lib/row-intents.ts";
import type { Route } from "./+types/collections";

export const meta: Route.MetaFunction = () => [{ title: "Collections · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { collections: await services.collections.list() };
}

/** What a collection's forms say once they worked. */
const COLLECTION_WORDS: RowWords = {
  added: { title: "Collection added", description: "It shows in the shop once it has products" },
  saved: "Collection saved",
  removed: "The collection is no longer in the shop",
};

/**
 * Every form of the Collections section, by intent (`id` names the row): the capabilities behind
 * `/api/admin/collections`, given the form as it came (the schema reads the offer rows).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { collections } = caller.capabilities;
  return performRowIntent(request, (input) =>
    rowIntents(
      caller,
      input,
      "collection",
      "collections",
      {
        create: collections.createCollection,
        update: collections.updateCollection,
        remove: collections.deleteCollection,
      },
      COLLECTION_WORDS,
    ),
  );
}

/** The shop's collections: its tabs, their texts and their offers. */
export default function AdminCollections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AdminPageTitle title="Collections">
        The shop's tabs. Products choose their collection in their own form.
      </AdminPageTitle>
      <CollectionsCard collections={loaderData.collections} />
    </div>
  );
}
