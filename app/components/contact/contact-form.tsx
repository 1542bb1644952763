import { AlertCircle, ChevronDown, Clock, Send } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { Link } from "react-router";
import type { MediaImage } from "#core/media-urls.ts";
import { CONTACT_SUBJECTS, HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { ControlLabel, Options } from "~/components/ui/field.tsx";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** The artwork an enquiry is about ("Enquire about this piece"). */
export interface EnquiryArtwork {
  id: number;
  title: string;
  url: string;
  image: MediaImage | null;
}

/** The form's visible fields, in the order they appear (the first invalid one gets focus). */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the contact page's action answers: the shared shape, echoing what was typed. */
export type ContactAnswer = ActionAnswer<
  object,
  { values?: Partial<Record<ContactField, string>> }
>;

/** What the contact page's action says once a message is sent (its toast). */
export const CONTACT_SUCCESS = {
  title: "Message sent successfully!",
  description: "Thank you for your message. I will get back to you soon.",
} as const;

/** The id of a field's error, which its control names in `aria-describedby`. */
const errorId = (field: ContactField) => `contact-${field}-error`;

const FAILURE_TITLE = "Failed to send message";
const FALLBACK_MESSAGE = "Please try again later.";

/**
 * The enquiry form. With JavaScript it sends through a fetcher (no navigation): "Sending..." while
 * pending, then the action's toast and a cleared form, or an error toast with the errors beside the
 * fields and the first invalid field focused. Without JavaScript it is a plain post: a sent message
 * comes back to this page with the action's toast, a refusal shows the action's answer
 * (`noScriptResult`): the errors and the typed values.
 */
export function ContactForm({
  noScriptResult,
  artwork = null,
}: {
  noScriptResult: ContactAnswer | undefined;
  /** Sent with the message, so the owner knows which piece it is about. */
  artwork?: EnquiryArtwork | null;
}) {
  const form = useRef<HTMLFormElement>(null);
  const actionForm = useActionForm({
    key: "contact",
    initialErrors: noScriptResult && !noScriptResult.ok ? noScriptResult.errors : undefined,
    failure: { title: FAILURE_TITLE, fallback: FALLBACK_MESSAGE },
    onSuccess: () => form.current?.reset(),
    onFailure: (answer) => {
      const first = CONTACT_FIELDS.find((field) => answer.errors?.[field]);
      const element = first && form.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
    },
  });
  const { fetcher, pending, errors, setErrors } = actionForm;
  // Once the fetcher has answered, the page's own (no-JavaScript) answer is history.
  const pageResult = fetcher.data === undefined ? noScriptResult : undefined;
  const values = pageResult && !pageResult.ok ? (pageResult.values ?? {}) : {};

  // An error goes once its field is changed; the next send checks everything again.
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  };

  const invalid = (field: ContactField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};
  // What every control carries: its id and name, what was typed, and its error's wiring.
  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: values[field] ?? "",
    ...invalid(field),
  });
  const summary = pageResult && !pageResult.ok ? pageResult : undefined;
  const summaryErrors = CONTACT_FIELDS.filter((field) => errors[field]);

  return (
    <ActionForm
      recipe={actionForm}
      ref={form}
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={pending || undefined}
      onChange={clearError}
      className="flex flex-col gap-6"
    >
      <div>
        <h2 id="contact-form-heading" className="text-2xl sm:text-3xl">
          Send a message
        </h2>
        <p className="mt-2 text-sm text-ink-soft">All fields are required except the subject.</p>
      </div>

      {artwork && (
        <div className="flex items-center gap-4 rounded-xl border border-line bg-paper px-4 py-3">
          {artwork.image && (
            <ResponsiveImage
              image={artwork.image}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded object-cover"
            />
          )}
          <p className="text-sm">
            <span className="block text-ink-soft">Your message is about</span>
            <Link to={artwork.url} className="font-display text-lg hover:text-accent-deep">
              {artwork.title}
            </Link>
          </p>
          <input type="hidden" name="artworkId" value={artwork.id} />
        </div>
      )}

      {summary && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3.5 text-sm text-red-900"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
          <div>
            <p className="font-semibold">{FAILURE_TITLE}</p>
            {summaryErrors.length > 0 ? (
              <ul className="mt-1 space-y-0.5">
                {summaryErrors.map((field) => (
                  <li key={field}>
                    <a href={`#contact-${field}`} className="underline underline-offset-2">
                      {errors[field]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-0.5">{summary.message || FALLBACK_MESSAGE}</p>
            )}
          </div>
        </div>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        <ContactControl field="name" label="Name" error={errors.name}>
          <input
            {...control("name")}
            autoComplete="name"
            required
            className="field-input aria-invalid:border-red-700"
          />
        </ContactControl>
        <ContactControl field="email" label="Email" error={errors.email}>
          <input
            {...control("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            className="field-input aria-invalid:border-red-700"
          />
        </ContactControl>
      </div>

      <ContactControl field="subject" label="Subject" optional error={errors.subject}>
        <div className="relative">
          <select
            {...control("subject")}
            defaultValue={values.subject ?? (artwork ? "purchase" : "")}
            className="field-input cursor-pointer appearance-none pr-10 aria-invalid:border-red-700"
          >
            <option value="">Choose a subject</option>
            <Options options={CONTACT_SUBJECTS} />
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
            aria-hidden
          />
        </div>
      </ContactControl>

      <ContactControl field="message" label="Message" error={errors.message}>
        <textarea
          {...control("message")}
          rows={7}
          required
          className="field-input min-h-40 resize-y leading-relaxed aria-invalid:border-red-700"
        />
      </ContactControl>

      {/* People never see this field; form-filling bots do, and fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex flex-col gap-5 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex max-w-sm gap-2.5 text-sm leading-relaxed text-ink-soft">
          <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            Replies usually come within 24-48 hours. If your enquiry is urgent, please say so in the
            subject line of your message.
          </span>
        </p>
        <button type="submit" disabled={pending} className="btn-primary w-full shrink-0 sm:w-auto">
          <Send className="size-4" aria-hidden />
          {pending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </ActionForm>
  );
}

/** A control of the form (`contact-{field}`) under its label, with its error below it. */
function ContactControl({
  field,
  label,
  optional = false,
  error,
  children,
}: {
  field: ContactField;
  label: string;
  optional?: boolean;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <ControlLabel htmlFor={`contact-${field}`} optional={optional}>
        {label}
      </ControlLabel>
      {children}
      <FieldError id={errorId(field)} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700">
      <AlertCircle className="size-3.5 shrink-0" aria-hidden />
      {error}
    </p>
  ) : null;
}
