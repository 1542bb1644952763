import { MailedLinkPage, PostButton } from "~/components/audience/mailed-link-page.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/notify-forget";

export const meta: Route.MetaFunction = () => [
  { title: "Forget my request" },
  { name: "robots", content: "noindex" },
];

/** Nothing is read or changed by opening the link: a GET shows the button only. */
export function loader() {
  return null;
}

/** The button's post: deletes the wait; an unknown or spent token is answered the same. */
export async function action({ context, params }: Route.ActionArgs) {
  const caller = context.get(appContext);
  return performAction(async () => {
    await caller.capabilities.notify.forgetNotice(caller, { token: params.token });
    return { done: true };
  });
}

export default function NotifyForget({ actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage refused={actionData?.ok === false ? actionData : undefined}>
      {actionData?.ok ? (
        <PageHeader eyebrow="Shop" title="Your request is forgotten">
          We keep nothing of it: no e-mail will come about this piece.
        </PageHeader>
      ) : (
        <PostButton
          eyebrow="Shop"
          title="Forget my request"
          label="Forget my request"
          busyLabel="Forgetting..."
        >
          A request is deleted by itself once its one e-mail has gone. Press the button to delete it
          now; you will get no e-mail about this piece.
        </PostButton>
      )}
    </MailedLinkPage>
  );
}
