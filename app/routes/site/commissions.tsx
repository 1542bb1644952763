import { redirect } from "react-router";
import { CommissionRequestForm } from "~/components/commissions/request-form.tsx";
import { CommissionSteps } from "~/components/contact/commission-steps.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { Card } from "~/components/ui/card.tsx";
import { performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { fixedMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/commissions";

export const meta: Route.MetaFunction = fixedMeta({
  title: "Commissions",
  description: "Ask for a commission: a pet portrait, a person, a place or a ceramic piece.",
});

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(appContext).services.commissions.options();
}

/**
 * The request posted without JavaScript (multipart): the capability behind `POST /api/commissions`,
 * then the private page, whose key the browser keeps. The capability reads the body itself, once
 * the client is within its limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  return performAction(async () => {
    const { url, setCookie } = await caller.capabilities.commissions.requestCommission(caller, () =>
      request.formData(),
    );
    throw redirect(url, { headers: { "Set-Cookie": setCookie } });
  });
}

export default function Commissions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page pb-8">
      <PageHeader eyebrow="Commissions" title="Ask for a commission">
        <p>
          Tell me what you would like, send a few photos if you have them, and I will reply with a
          quote. Nothing is owed until you accept it.
        </p>
      </PageHeader>
      <Card padding="p-5 sm:p-8 lg:p-10">
        <CommissionRequestForm
          kinds={loaderData.kinds}
          sizes={loaderData.sizes}
          noScriptResult={actionData && !actionData.ok ? actionData : undefined}
        />
      </Card>
      <div className="mt-20 sm:mt-24">
        <CommissionSteps />
      </div>
    </div>
  );
}
