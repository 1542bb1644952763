import { SUBSCRIBE_ANSWER } from "#core/audience.ts";
import { SubscribeForm } from "~/components/audience/subscribe-form.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { fixedMeta } from "~/lib/seo.ts";
import { signUpAction } from "~/lib/sign-up-action.ts";
import type { Route } from "./+types/subscribe";

export const meta: Route.MetaFunction = fixedMeta({
  title: "Join the mailing list",
  description: "New work, print runs and exhibitions by e-mail, a few times a year.",
});

/** Sends the headers the action sets (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const consent = await services.audience.consent();
  return { consentText: consent.text, consentVersion: consent.version };
}

/**
 * Every sign-up form of the site posts here (the footer's, an artwork's, the news page's): the
 * capability behind `POST /api/subscribe`, answered with the one message for every address.
 */
export const action = signUpAction(
  (caller, input) => caller.capabilities.audience.subscribe(caller, input),
  SUBSCRIBE_ANSWER,
);

/** The sign-up on a page of its own, where a post made without JavaScript shows its answer. */
export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page pb-8">
      <PageHeader eyebrow="Mailing list" title="Join the mailing list">
        New paintings, print runs and exhibitions, a few times a year. You confirm by e-mail, and
        every message has a link to leave.
      </PageHeader>
      <ActionNotice
        answer={actionData}
        success={(answer) => answer.message}
        className="mb-6 max-w-md"
      />
      <SubscribeForm
        consentText={loaderData.consentText}
        consentVersion={loaderData.consentVersion}
        source="footer"
        title="Sign up"
      />
    </div>
  );
}
