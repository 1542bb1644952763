import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import type { SubscribeSource } from "#core/audience.ts";
import { type ActionAnswer, ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** What the sign-up action answers (`/subscribe`): the one message for every address. */
export type SubscribeAnswer = ActionAnswer<{ message: string }>;

/**
 * The mailing list's sign-up: an address and one unticked consent line in the owner's words. It
 * posts to `/subscribe`, so the page it sits on is the same for every visitor (and replayed);
 * without JavaScript the answer is drawn by the `/subscribe` page.
 */
export function SubscribeForm({
  consentText,
  consentVersion,
  source,
  title = "Hear about new work",
  intro = "New paintings, print runs and exhibitions, a few times a year.",
}: {
  consentText: string;
  /** The version of the line shown, recorded as the one the visitor agreed to. */
  consentVersion?: number | undefined;
  source: SubscribeSource;
  title?: string;
  intro?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const actionForm = useActionForm<{ message: string }>({
    key: `subscribe-${source}`,
    failure: { inForm: true },
    onSuccess: () => form.current?.reset(),
  });
  const { pending, errors, answer, refused } = actionForm;
  const id = (field: string) => `subscribe-${source}-${field}`;
  return (
    <ActionForm
      recipe={actionForm}
      ownRefusal
      ref={form}
      action="/subscribe"
      noValidate
      aria-labelledby={id("title")}
      aria-busy={pending || undefined}
      className="flex max-w-md flex-col gap-3"
      data-testid={`subscribe-${source}`}
    >
      <h2 id={id("title")} className="font-sans text-xs font-semibold tracking-[0.18em] uppercase">
        {title}
      </h2>
      <p className="text-sm text-ink-soft">{intro}</p>
      <input type="hidden" name="source" value={source} />
      {consentVersion !== undefined && (
        <input type="hidden" name="consentVersion" value={consentVersion} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id("email")} className="sr-only">
          Your e-mail address
        </label>
        <input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.org"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id("email-error") : undefined}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={pending}>
          {pending ? "Signing up..." : "Sign up"}
        </button>
      </div>
      {errors.email && (
        <p id={id("email-error")} className="text-sm text-red-700">
          {errors.email}
        </p>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="consent"
          className="mt-1"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? id("consent-error") : undefined}
        />
        <span>{consentText}</span>
      </label>
      {errors.consent && (
        <p id={id("consent-error")} className="text-sm text-red-700">
          {errors.consent}
        </p>
      )}
      {refused && Object.keys(refused.errors).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {refused.message}
        </p>
      )}
      {answer?.ok && (
        <p role="status" className="flex gap-2 text-sm text-emerald-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          {answer.message}
        </p>
      )}
    </ActionForm>
  );
}
