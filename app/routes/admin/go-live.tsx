import { GoLiveList } from "~/components/admin/go-live/go-live-list.tsx";
import { TestMailCard } from "~/components/admin/go-live/test-mail-card.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/go-live";

export const meta: Route.MetaFunction = () => [{ title: "Before you go live · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { items: await services.goLive.items() };
}

/** The page's one form: the test mail (the capability behind `POST /api/admin/go-live/test-mail`). */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  return performIntent(formInput(await request.formData()), {
    "test-mail": () => caller.capabilities.goLive.sendTestMail(caller),
  });
}

/** "Before you go live" (PRODUCT.md §4): what a new site still shows or lacks, and where to fix it. */
export default function AdminGoLive({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AdminPageTitle title="Before you go live">
        What a new site still shows of its starting details, or still lacks. Each check looks at the
        site as it is now.
      </AdminPageTitle>
      <GoLiveList items={loaderData.items} />
      <TestMailCard />
    </div>
  );
}
