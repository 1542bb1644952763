import { Link } from "react-router";
import { ConfirmStep, MailedLinkPage, NextStep } from "~/components/audience/mailed-link-page.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { answeredLink, linkStateLoader, mailedLinkMeta } from "~/lib/mailed-link.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { LinkItem } from "../../../server/services/notify.ts";
import type { Route } from "./+types/notify-confirm";

export const meta = mailedLinkMeta("Confirm your request");

export const headers = loaderAndActionHeaders;

/** The link's state, and the item it asks about (named and linked while the link is live). */
export async function loader(args: Route.LoaderArgs) {
  const [{ state }, item] = await Promise.all([
    linkStateLoader((services) => services.notify)(args),
    args.context.get(appContext).services.notify.linkItem(args.params.token),
  ]);
  return { state, item: item ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const form = formInput(await request.formData());
  return performIntent<typeof form, { done: "confirmed"; item: LinkItem | null }>(form, {
    confirm: async () => {
      const item = await caller.capabilities.notify.confirmNotice(caller, { token: params.token });
      return { done: "confirmed" as const, item: item ?? null };
    },
  });
}

export default function NotifyConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { refused, state } = answeredLink(loaderData.state, actionData);
  const confirmed = actionData?.ok ? actionData : undefined;
  return (
    <MailedLinkPage refused={refused}>
      {confirmed ? (
        <PageHeader eyebrow="Shop" title="We will tell you">
          Thank you. You will get one e-mail when <ItemName item={confirmed.item} fallback="it" />{" "}
          can be bought again, and then we forget your address.
          <NextStep to={confirmed.item?.path ?? "/shop"}>
            {confirmed.item ? `Back to ${confirmed.item.name}` : "Back to the shop"}
          </NextStep>
        </PageHeader>
      ) : state === "ready" ? (
        <ConfirmStep eyebrow="Shop" title="Confirm your request">
          Press the button to get one e-mail when{" "}
          <ItemName item={loaderData.item} fallback="the piece you asked about" /> can be bought
          again.
        </ConfirmStep>
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

/** The item asked about, by name, linked to its page; `fallback` when it is gone. */
function ItemName({ item, fallback }: { item: LinkItem | null | undefined; fallback: string }) {
  if (!item) return fallback;
  return (
    <Link to={item.path} className="text-accent-deep underline underline-offset-4">
      {item.name}
    </Link>
  );
}
