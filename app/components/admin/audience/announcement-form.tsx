import { useEffect, useRef, useState } from "react";
import { ANNOUNCEMENT_INTRO_MAX, ANNOUNCEMENT_SUBJECT_MAX } from "#core/audience.ts";
import { controlWiring, FieldFrame } from "~/components/ui/field.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** One pickable work: an artwork by its title, a product by its name. */
interface Pick {
  id: number;
  label: string;
}

/** The words of the mail: its subject and its text. */
const FIELDS: ReadonlyArray<FieldSpec<AnnouncementDraft>> = [
  {
    name: "subject",
    label: "Subject",
    required: true,
    maxLength: ANNOUNCEMENT_SUBJECT_MAX,
    value: (draft) => draft.subject,
  },
  {
    name: "intro",
    label: "Text (Markdown: **bold**, *italic*, [links](https://…), lists)",
    rows: 6,
    maxLength: ANNOUNCEMENT_INTRO_MAX,
    value: (draft) => draft.intro,
  },
];

/**
 * The composer: subject, a Markdown text, the works to show, and an optional time. The time is
 * typed in the owner's own time zone and posted as an instant (with JavaScript; without it the
 * announcement goes when it is sent).
 */
export function AnnouncementForm({
  artworks,
  products,
  draft,
}: {
  artworks: Array<{ id: number; title: string }>;
  products: Array<{ id: number; name: string }>;
  /** A saved draft to edit (its fields filled in, saved with `update`); none: a new one. */
  draft?: AnnouncementDraft;
}) {
  const actionForm = useActionForm({ failure: { inForm: true } });
  const { pending, errors, refused } = actionForm;
  const [sendAt, setSendAt] = useState(draft?.sendAt ?? "");
  // The draft's time in the owner's own time zone, which only the browser knows.
  const sendAtField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (draft?.sendAt && sendAtField.current) {
      sendAtField.current.value = localInputValue(new Date(draft.sendAt));
    }
  }, [draft?.sendAt]);
  // The works the mail shows, a list of boxes for each kind.
  const pickers = [
    {
      legend: "Artworks",
      name: "artworkIds",
      picks: artworks.map(({ id, title }) => ({ id, label: title })),
    },
    {
      legend: "Products",
      name: "productIds",
      picks: products.map(({ id, name }) => ({ id, label: name })),
    },
  ] as const;
  const sendAtWiring = controlWiring("announcement-send-at", errors.sendAt);
  return (
    <ActionForm
      recipe={actionForm}
      ownRefusal
      noValidate
      className="flex flex-col gap-5"
      aria-busy={pending}
    >
      <input type="hidden" name="intent" value={draft ? "update" : "create"} />
      {refused && Object.keys(refused.errors).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {refused.message}
        </p>
      )}
      <FieldTable fields={FIELDS} values={draft} errors={errors} idPrefix="announcement" />
      {pickers.map((picker) => (
        <WorkPicker
          key={picker.name}
          {...picker}
          picked={draft?.[picker.name]}
          error={errors[picker.name]}
        />
      ))}
      <FieldFrame
        id="announcement-send-at"
        label="Send at (optional; empty: when you press Send)"
        error={errors.sendAt}
      >
        {/* Unnamed: what is posted is the instant, in the hidden field below. */}
        <input
          ref={sendAtField}
          type="datetime-local"
          {...sendAtWiring}
          className={`${sendAtWiring.className} max-w-xs`}
          onChange={(event) =>
            setSendAt(event.target.value ? new Date(event.target.value).toISOString() : "")
          }
        />
        <input type="hidden" name="sendAt" value={sendAt} />
      </FieldFrame>
      <div>
        <SubmitButton pending={pending} busyLabel="Saving...">
          {draft ? "Save changes and preview" : "Save and preview"}
        </SubmitButton>
      </div>
    </ActionForm>
  );
}

/** A saved draft's fields, as the edit page fills them in. */
export interface AnnouncementDraft {
  subject: string;
  intro: string;
  artworkIds: number[];
  productIds: number[];
  sendAt: string | null;
}

/** `date` as a datetime-local field writes it, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function WorkPicker({
  legend,
  name,
  picks,
  picked = [],
  error,
}: {
  legend: string;
  name: string;
  picks: Pick[];
  picked?: readonly number[] | undefined;
  error: string | undefined;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {picks.length === 0 ? (
        <p className="text-sm text-ink-soft">None in the catalogue yet.</p>
      ) : (
        <div className="grid max-h-56 gap-1 overflow-y-auto rounded border border-line p-2 sm:grid-cols-2">
          {picks.map((pick) => (
            <label key={pick.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={pick.id}
                defaultChecked={picked.includes(pick.id)}
              />
              {pick.label}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
