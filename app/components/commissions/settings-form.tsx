import type { CommissionSettings } from "#core/commissions.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * The owner's commission settings (Admin → Commissions): the kinds the request form offers, in
 * order (a blank row adds one, clearing a name removes it, the arrows move it), the size presets
 * one a line, and how long reference photos are kept after a commission ends.
 */
export function CommissionSettingsForm({
  settings,
  errors,
}: {
  settings: CommissionSettings;
  errors: Record<string, string>;
}) {
  const post = useActionForm({ navigate: true });
  const rows = [...settings.kinds, { name: "", slug: "" }];
  return (
    <Card as="section" padding="p-5" aria-labelledby="commission-settings-heading">
      <h2 id="commission-settings-heading" className="text-2xl">
        Request form and photos
      </h2>
      {/* Keyed by what is saved, so the fields show it again after a save. */}
      <ActionForm recipe={post} key={JSON.stringify(settings)} className="mt-3 grid gap-4">
        {/* The form's default button, so Enter in a field saves instead of moving a kind. */}
        <button type="submit" hidden tabIndex={-1}>
          Save settings
        </button>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">
            What people can ask for (clear a name to remove it; requests already made keep theirs)
          </legend>
          {errors.kinds && (
            <p id="kinds-error" className="mb-2 text-sm text-red-700">
              {errors.kinds}
            </p>
          )}
          <ol className="grid gap-3">
            {rows.map((kind, index) => {
              const added = index === settings.kinds.length;
              return (
                <li
                  key={kind.slug || "new"}
                  className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]"
                >
                  <Field
                    name={`kinds.${index}.name`}
                    id={`kind-${index}-name`}
                    label={added ? "New kind" : `Kind ${index + 1}`}
                    defaultValue={kind.name}
                  />
                  <Field
                    name={`kinds.${index}.slug`}
                    id={`kind-${index}-slug`}
                    label="Short name in addresses"
                    optional={added}
                    defaultValue={kind.slug}
                  />
                  {!added && (
                    <div className="flex gap-1">
                      <button
                        type="submit"
                        name="move"
                        value={`${index}:-1`}
                        disabled={index === 0}
                        className="btn-secondary"
                        aria-label={`Move ${kind.name} up`}
                      >
                        ↑
                      </button>
                      <button
                        type="submit"
                        name="move"
                        value={`${index}:1`}
                        disabled={index === settings.kinds.length - 1}
                        className="btn-secondary"
                        aria-label={`Move ${kind.name} down`}
                      >
                        ↓
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </fieldset>
        <TextAreaField
          name="sizes"
          label="Size presets (one a line)"
          rows={4}
          defaultValue={settings.sizes.join("\n")}
          error={errors.sizes}
        />
        <Field
          name="photoRetentionDays"
          label="Delete reference photos this many days after a commission ends"
          inputMode="numeric"
          className="max-w-xs"
          defaultValue={String(settings.photoRetentionDays)}
          error={errors.photoRetentionDays}
        />
        <input type="hidden" name="intent" value="settings" />
        <button type="submit" className="btn-primary justify-self-start">
          Save settings
        </button>
      </ActionForm>
    </Card>
  );
}
