import { useState } from "react";
import { useNavigate } from "react-router";
import { type CommissionKind, MAX_COMMISSION_PHOTOS } from "#core/commissions.ts";
import { HONEYPOT_FIELD } from "#core/schemas/contact-input.ts";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Field, SelectField, TextAreaField } from "~/components/ui/field.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import type { ActionFailure } from "~/lib/action-result.ts";
import { sendForm } from "~/lib/send-form.ts";

/**
 * The commission request: a plain multipart form that the page's action takes without
 * JavaScript; with it, the same form goes to `POST /api/commissions` so that the photos' upload
 * shows its progress, then the browser opens the private page the answer names.
 */
export function CommissionRequestForm({
  kinds,
  sizes,
  noScriptResult,
}: {
  kinds: CommissionKind[];
  sizes: string[];
  noScriptResult: ActionFailure | undefined;
}) {
  const navigate = useNavigate();
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<ActionFailure | undefined>(noScriptResult);
  const errors = failure?.errors ?? {};

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(0);
    setFailure(undefined);
    try {
      const answer = await sendForm("/api/commissions", new FormData(event.currentTarget), setSent);
      const body = JSON.parse(answer.text || "{}") as {
        url?: string;
        message?: string;
        errors?: Record<string, string>;
      };
      if (answer.status === 201 && body.url) {
        await navigate(body.url);
        return;
      }
      setFailure({
        ok: false,
        message: body.message ?? "Please try again later.",
        errors: body.errors ?? {},
      });
    } catch {
      setFailure({ ok: false, message: "Please try again later.", errors: {} });
    }
    setSent(null);
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="grid gap-5"
      aria-label="Commission request"
    >
      <ActionNotice answer={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Your name" autoComplete="name" required error={errors.name} />
        <Field
          name="email"
          type="email"
          label="Your e-mail"
          autoComplete="email"
          required
          error={errors.email}
        />
      </div>
      <SelectField name="kind" label="What would you like?" required error={errors.kind}>
        {kinds.map((kind) => (
          <option key={kind.slug} value={kind.slug}>
            {kind.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="size"
          label="Size"
          optional
          list="commission-sizes"
          placeholder="Choose or type a size"
          error={errors.size}
        />
        <datalist id="commission-sizes">
          {sizes.map((size) => (
            <option key={size} value={size} />
          ))}
        </datalist>
        <Field name="medium" label="Medium" optional error={errors.medium} />
        <Field
          name="budget"
          label="Budget"
          optional
          placeholder="e.g. 200–300"
          error={errors.budget}
        />
        <Field name="wantedBy" type="date" label="Wanted by" optional error={errors.wantedBy} />
      </div>
      <TextAreaField
        name="description"
        label="Tell me about it"
        rows={6}
        required
        minLength={10}
        error={errors.description}
      />
      <Field
        name="photos"
        type="file"
        label={`Reference photos (up to ${MAX_COMMISSION_PHOTOS}: JPEG, PNG or WebP)`}
        optional
        multiple
        accept="image/jpeg,image/png,image/webp"
        error={errors.photos}
      />
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" name="consentToShow" className="mt-1" />
        <span>The finished piece may be shown in the portfolio.</span>
      </label>
      <div className="hidden" aria-hidden>
        <label>
          Website <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="text-sm text-ink-soft">
        Your photos and details are private: only you (through the link I e-mail you) and I see
        them.
      </p>
      {sent !== null && <ProgressBar label="Sending your request" value={sent} className="h-2" />}
      <button type="submit" className="btn-primary justify-self-start" disabled={sent !== null}>
        {sent === null ? "Send request" : "Sending…"}
      </button>
    </form>
  );
}
