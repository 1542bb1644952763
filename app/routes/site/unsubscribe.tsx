import { OneButtonPage } from "~/components/audience/mailed-link-page.tsx";
import { buttonOnly, mailedLinkMeta, tokenAction } from "~/lib/mailed-link.ts";
import type { Route } from "./+types/unsubscribe";

export const meta = mailedLinkMeta("Unsubscribe");

export const loader = buttonOnly;

/**
 * The button's post, and the one-click unsubscribe mail clients send from the List-Unsubscribe
 * header (RFC 8058: `List-Unsubscribe=One-Click`, no cookie, any origin; server/http/same-origin.ts
 * lets this path through). Any post unsubscribes; an unknown token changes nothing and is answered
 * the same 200.
 */
export const action = tokenAction((caller, input) =>
  caller.capabilities.audience.unsubscribe(caller, input),
);

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <OneButtonPage
      answer={actionData}
      eyebrow="Mailing list"
      title="Unsubscribe"
      fields={{ "List-Unsubscribe": "One-Click" }}
      label="Unsubscribe"
      busyLabel="Unsubscribing..."
      doneTitle="You are unsubscribed"
      done="You will get no more news by e-mail. You can sign up again at any time."
    >
      Press the button to stop receiving news of new work and exhibitions.
    </OneButtonPage>
  );
}
