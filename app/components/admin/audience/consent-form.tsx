import { CONSENT_TEXT_MAX } from "#core/audience.ts";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The owner's consent line: each change is a new version, recorded with every sign-up. */
export function ConsentForm({ text, version }: { text: string; version: number }) {
  const actionForm = useActionForm({
    success: { title: "Saved", description: "New sign-ups tick the new line." },
  });
  const { pending, errors } = actionForm;
  return (
    <ActionForm recipe={actionForm} className="flex max-w-2xl flex-col gap-3">
      <input type="hidden" name="intent" value="consent" />
      <label htmlFor="consent-text" className="text-sm font-medium">
        The line people tick to join (version {version})
      </label>
      <textarea
        id="consent-text"
        name="text"
        rows={2}
        maxLength={CONSENT_TEXT_MAX}
        defaultValue={text}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? "consent-text-error" : undefined}
        className="field-input"
      />
      {errors.text && (
        <p id="consent-text-error" className="text-sm text-red-700">
          {errors.text}
        </p>
      )}
      <div>
        <SubmitButton pending={pending} busyLabel="Saving..." className="btn-secondary">
          Save the line
        </SubmitButton>
      </div>
    </ActionForm>
  );
}
