import { OneButtonPage } from "~/components/audience/mailed-link-page.tsx";
import { buttonOnly, mailedLinkMeta, tokenAction } from "~/lib/mailed-link.ts";
import type { Route } from "./+types/notify-forget";

export const meta = mailedLinkMeta("Forget my request");

export const loader = buttonOnly;

/** The button's post: deletes the wait; an unknown or spent token is answered the same. */
export const action = tokenAction((caller, input) =>
  caller.capabilities.notify.forgetNotice(caller, input),
);

export default function NotifyForget({ actionData }: Route.ComponentProps) {
  return (
    <OneButtonPage
      answer={actionData}
      eyebrow="Shop"
      title="Forget my request"
      label="Forget my request"
      busyLabel="Forgetting..."
      doneTitle="Your request is forgotten"
      done="We keep nothing of it: no e-mail will come about this piece."
    >
      A request is deleted by itself once its one e-mail has gone. Press the button to delete it
      now; you will get no e-mail about this piece.
    </OneButtonPage>
  );
}
