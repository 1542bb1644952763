import { MailedLinkPage, NextStep, PostButton } from "~/components/audience/mailed-link-page.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { linkStateLoader, mailedLinkMeta } from "~/lib/mailed-link.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { Route } from "./+types/notify-confirm";

export const meta = mailedLinkMeta("Confirm your request");

export const headers = loaderAndActionHeaders;

export const loader = linkStateLoader((services) => services.notify);

export async function action({ request, context, params }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const form = formInput(await request.formData());
  return performIntent<typeof form, { done: "confirmed" }>(form, {
    confirm: async () => {
      await caller.capabilities.notify.confirmNotice(caller, { token: params.token });
      return { done: "confirmed" as const };
    },
  });
}

export default function NotifyConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData?.ok === false ? actionData : undefined;
  const state = refused ? "unknown" : loaderData.state;
  return (
    <MailedLinkPage refused={refused}>
      {actionData?.ok ? (
        <PageHeader eyebrow="Shop" title="We will tell you">
          Thank you. You will get one e-mail when it can be bought again, and then we forget your
          address.
          <NextStep to="/shop">Back to the shop</NextStep>
        </PageHeader>
      ) : state === "ready" ? (
        <PostButton
          eyebrow="Shop"
          title="Confirm your request"
          fields={{ intent: "confirm" }}
          label="Confirm"
          busyLabel="Confirming..."
        >
          Press the button to get one e-mail when the piece you asked about can be bought again.
        </PostButton>
      ) : (
        <PageHeader
          eyebrow="Shop"
          title={state === "expired" ? "This link has run out" : "This link does not work"}
        >
          {refused?.message ??
            (state === "expired"
              ? "Confirmation links work for seven days. Ask again from the item's page."
              : "It was used already, or it is not complete. Ask again from the item's page.")}
          <NextStep to="/shop">Go to the shop</NextStep>
        </PageHeader>
      )}
    </MailedLinkPage>
  );
}
