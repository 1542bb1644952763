import { useRef } from "react";
import { useActionData } from "react-router";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** What a section's fields are given: the values they edit, and the errors of the last save. */
export interface SectionFieldsProps<Values> {
  values: Values;
  errors: Record<string, string>;
}

/**
 * A settings section: its own form posting `intent` to the page's action, its save button, field
 * errors and the action's toast. Without JavaScript a save comes back to the page with that toast;
 * a refusal comes back as the action's answer, which the section it was for shows in place, with
 * its field errors.
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
  const actionForm = useActionForm({
    key: `settings-${intent}`,
    initialErrors: answer && !answer.ok ? answer.errors : undefined,
    failure: { title: "Could not save" },
    onSuccess: () => {
      if (intent === "password") form.current?.reset();
    },
  });
  const { pending, errors } = actionForm;
  return (
    <Card title={title} titleId={`settings-${intent}`} description={description}>
      <ActionNotice answer={answer} className="mt-4" />
      <ActionForm recipe={actionForm} ref={form} noValidate className="mt-5 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children(errors)}
        <SubmitButton pending={pending} busyLabel="Saving..." className="btn-primary self-start">
          Save
        </SubmitButton>
      </ActionForm>
    </Card>
  );
}
