import { useRef } from "react";
import { useActionData } from "react-router";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { type ActionAnswer, useActionForm } from "~/lib/use-action-form.ts";

/** What each section says once saved. */
const SAVED: Record<string, string> = {
  profile: "Profile saved",
  about: "About page saved",
  sharing: "Sharing picture saved",
  payment: "Payment instructions saved",
  store: "Shop settings saved",
  legal: "Legal pages saved",
  password: "Password changed",
};

/**
 * A settings section: its own form posting `intent` to the page's action, its save button, field
 * errors and toast. Without JavaScript the page comes back with the action's answer: the section
 * it was for shows it in place, with its field errors.
 */
export function SettingsSection({
  intent,
  title,
  description,
  children,
}: {
  intent: string;
  title: string;
  description: string;
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const posted = useActionData() as ActionAnswer | undefined;
  const answer = posted?.intent === intent ? posted : undefined;
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, pending, errors } = useActionForm({
    key: `settings-${intent}`,
    initialErrors: answer && !answer.ok ? answer.errors : undefined,
    success: { title: "Success", description: SAVED[intent] },
    failure: { title: "Could not save" },
    onSuccess: () => {
      if (intent === "password") form.current?.reset();
    },
  });
  return (
    <Card title={title} titleId={`settings-${intent}`} description={description}>
      <ActionNotice answer={answer} success={() => SAVED[intent]} className="mt-4" />
      <fetcher.Form ref={form} method="post" noValidate className="mt-5 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children(errors)}
        <button type="submit" className="btn-primary self-start" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
