import { Link } from "react-router";
import { NOTIFY_ANSWER, type NotifyItem } from "#core/notify.ts";
import { NotifyForm } from "~/components/audience/notify-form.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { signUpAction } from "~/lib/sign-up-action.ts";
import type { Route } from "./+types/notify";

export const meta: Route.MetaFunction = () => [
  { title: "Tell me when it is available" },
  { name: "robots", content: "noindex" },
];

/** Sends the headers the action sets (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/** The item of `?product=12` or `?artwork=5`, if the address names one. */
function itemOf(url: URL): NotifyItem | undefined {
  const id = (name: string) => {
    const value = url.searchParams.get(name) ?? "";
    return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
  };
  const productId = id("product");
  if (productId !== undefined) return { productId };
  const artworkId = id("artwork");
  return artworkId === undefined ? undefined : { artworkId };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const item = itemOf(new URL(request.url));
  const state = item && (await services.notify.item(item));
  return {
    item: state ? item : undefined,
    name: state?.name,
    path: state?.path,
    standing: state?.standing,
  };
}

/**
 * Every "Tell me when it is available" form posts here (a sold-out or coming-soon product's, a
 * reserved original's): the capability behind `POST /api/notify`, answered with the one message
 * for every address.
 */
export const action = signUpAction(
  (caller, input) => caller.capabilities.notify.requestNotice(caller, input),
  NOTIFY_ANSWER,
);

/** The wait's form on a page of its own, where a post made without JavaScript shows its answer. */
export default function Notify({ loaderData, actionData }: Route.ComponentProps) {
  const { item, name, path, standing } = loaderData;
  return (
    <div className="page pb-8">
      <PageHeader eyebrow="Shop" title="Tell me when it is available">
        {name ? (
          <>
            One e-mail when <Link to={path!}>{name}</Link> can be bought again, after you confirm
            your address. Then we forget it.
          </>
        ) : (
          "Open a sold-out piece in the shop or the portfolio to be told when it is back."
        )}
      </PageHeader>
      <ActionNotice
        answer={actionData}
        success={(answer) => answer.message}
        className="mb-6 max-w-md"
      />
      {item && name && standing === "waitable" && !actionData?.ok && (
        <div className="max-w-md">
          <NotifyForm item={item} itemName={name} />
        </div>
      )}
      {standing === "buyable" && (
        <p className="max-w-md">
          It can be bought now: <Link to={path!}>{name}</Link>.
        </p>
      )}
    </div>
  );
}
