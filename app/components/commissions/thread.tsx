import { useRef } from "react";
import { type CommissionView, MAX_COMMISSION_PHOTOS } from "#core/commissions.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { PhotoRow } from "./commission-request.tsx";

/** What the page's action answered a message posted without JavaScript: the text to keep when refused. */
export type MessageAnswer = ActionAnswer<object, { values?: { message?: string } }>;

/**
 * A commission's thread (both pages): each side's messages with their photos, and what happened
 * by itself (a deposit not paid in time) as a note; then the form that adds one. `names` says
 * who each side is to the reader, `label` what the box is for. The form posts multipart to the
 * page's action (photos too, without JavaScript); with JavaScript the box clears once the message
 * is sent, and a refusal keeps the text, its error beside the field.
 */
export function CommissionThread({
  messages,
  names,
  label,
  padding,
  noScriptAnswer,
}: {
  messages: CommissionView["messages"];
  names: { owner: string; requester: string };
  label: string;
  padding: string;
  /** The page's action answer when it was this form's (no JavaScript). */
  noScriptAnswer: MessageAnswer | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const refusedHere = noScriptAnswer && !noScriptAnswer.ok ? noScriptAnswer : undefined;
  const actionForm = useActionForm({
    key: "commission-message",
    initialErrors: refusedHere?.errors,
    failure: { inForm: true },
    onSuccess: () => form.current?.reset(),
  });
  const { fetcher, pending, errors, refused } = actionForm;
  const failure = refused ?? (fetcher.data === undefined ? refusedHere : undefined);
  // A refusal that names no field (too many sends, say) is said under the button.
  const general = failure && Object.keys(failure.errors).length === 0 ? failure.message : undefined;
  return (
    <Card padding={padding}>
      <h2 className="text-2xl">Messages</h2>
      <ol className="mt-3 grid gap-3" data-testid="commission-messages">
        {messages.map((message) =>
          message.author === "shop" ? (
            <li
              key={message.id}
              className="rounded border border-dashed border-line bg-paper-deep p-3 text-sm"
            >
              <p className="whitespace-pre-line">{message.body}</p>
            </li>
          ) : (
            <Message key={message.id} message={message} from={names[message.author]} />
          ),
        )}
      </ol>
      <ActionForm
        recipe={actionForm}
        ownRefusal
        ref={form}
        encType="multipart/form-data"
        className="mt-4 grid gap-3"
        aria-label="New message"
        aria-busy={pending || undefined}
      >
        <input type="hidden" name="intent" value="message" />
        <TextAreaField
          name="message"
          label={label}
          rows={3}
          required
          defaultValue={refusedHere?.values?.message ?? ""}
          error={errors.message}
        />
        <Field
          name="photos"
          type="file"
          label={`Photos (up to ${MAX_COMMISSION_PHOTOS}: JPEG, PNG or WebP)`}
          optional
          multiple
          accept="image/jpeg,image/png,image/webp"
          error={errors.photos}
        />
        {general && (
          <p role="alert" className="text-sm text-red-700">
            {general}
          </p>
        )}
        <SubmitButton
          pending={pending}
          busyLabel="Sending..."
          className="btn-primary justify-self-start"
        >
          Send message
        </SubmitButton>
      </ActionForm>
    </Card>
  );
}

/** One side's message, with its photos. */
function Message({ message, from }: { message: CommissionView["messages"][number]; from: string }) {
  return (
    <li className="rounded border border-line p-3">
      <p className="text-sm text-ink-soft">{from}</p>
      <p className="whitespace-pre-line">{message.body}</p>
      <PhotoRow
        photos={message.photos}
        alt={(photo) => `Photo ${photo + 1} of ${message.photos.length} from ${from}`}
      />
    </li>
  );
}
