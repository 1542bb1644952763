import {
  ConfirmStep,
  MailedLinkPage,
  NextStep,
  PostButton,
} from "~/components/audience/mailed-link-page.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { answeredLink, linkStateLoader, mailedLinkMeta } from "~/lib/mailed-link.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { Route } from "./+types/subscribe-confirm";

export const meta = mailedLinkMeta("Confirm your subscription");

export const headers = loaderAndActionHeaders;

export const loader = linkStateLoader((services) => services.audience);

export async function action({ request, context, params }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { audience } = caller.capabilities;
  const form = formInput(await request.formData());
  const input = { token: params.token };
  return performIntent<typeof form, { done: "confirmed" | "resent" }>(form, {
    confirm: async () => {
      await audience.confirmSubscription(caller, input);
      return { done: "confirmed" as const };
    },
    resend: async () => {
      await audience.resendConfirmation(caller, input);
      return { done: "resent" as const };
    },
  });
}

export default function SubscribeConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.ok ? actionData.done : undefined;
  const { refused, state } = answeredLink(loaderData.state, actionData);
  return (
    <MailedLinkPage refused={refused}>
      {done === "confirmed" ? (
        <PageHeader eyebrow="Mailing list" title="You are on the list">
          Thank you. You will hear about new work and exhibitions; every message has a link to
          leave.
          <NextStep to="/news">Read the latest news</NextStep>
        </PageHeader>
      ) : done === "resent" ? (
        <PageHeader eyebrow="Mailing list" title="A new link is on its way">
          Please check your inbox. The new link works for seven days.
        </PageHeader>
      ) : state === "ready" ? (
        <ConfirmStep eyebrow="Mailing list" title="Confirm your subscription">
          Press the button to start receiving news of new work and exhibitions.
        </ConfirmStep>
      ) : state === "expired" ? (
        <PostButton
          eyebrow="Mailing list"
          title="This link has run out"
          fields={{ intent: "resend" }}
          label="Send me a new link"
        >
          Confirmation links work for seven days. We can send you a new one.
        </PostButton>
      ) : (
        <PageHeader eyebrow="Mailing list" title="This link does not work">
          {refused?.message ??
            "It was used already, or it is not complete. Sign up again to get a new one."}
          <NextStep to="/subscribe">Sign up again</NextStep>
        </PageHeader>
      )}
    </MailedLinkPage>
  );
}
