import { BellRing, CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_CONSENT_TEXT } from "#core/audience.ts";
import { NOTIFY_CONSENT_TEXT, type NotifyItem } from "#core/notify.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { loader as rootLoader } from "~/root.tsx";

/** Where a wait's form posts: the `/notify` page, which also draws the answer without JavaScript. */
export const notifyAction = (item: NotifyItem) =>
  "productId" in item ? `/notify?product=${item.productId}` : `/notify?artwork=${item.artworkId}`;

/**
 * "Tell me when it is available": an address, the ticked box for this one notice, and an
 * unticked "Also join the mailing list" in the owner's consent words. Posts to `/notify`, so the
 * page it sits on is the same for every visitor; the answer is said in the form.
 */
export function NotifyForm({
  item,
  itemName,
  headingLevel = 3,
}: {
  item: NotifyItem;
  itemName: string;
  /** Its heading's level under the page's own: 2 below a page's title, 3 below a dialog's. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const form = useRef<HTMLFormElement>(null);
  const key = "productId" in item ? `product-${item.productId}` : `artwork-${item.artworkId}`;
  const actionForm = useActionForm<{ message: string }>({
    key: `notify-${key}`,
    failure: { inForm: true },
    onSuccess: () => form.current?.reset(),
  });
  const { pending, errors, answer, refused } = actionForm;
  const id = (field: string) => `notify-${key}-${field}`;
  const described = (field: string) => (errors[field] ? id(`${field}-error`) : undefined);
  return (
    <ActionForm
      recipe={actionForm}
      ownRefusal
      ref={form}
      action={notifyAction(item)}
      noValidate
      aria-labelledby={id("title")}
      aria-busy={pending || undefined}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white/60 p-4"
      data-testid="notify-form"
    >
      <Heading id={id("title")} className="flex items-center gap-2 font-sans text-sm font-semibold">
        <BellRing className="size-4 text-accent-deep" aria-hidden />
        Tell me when it is available
      </Heading>
      <p className="text-sm text-ink-soft">
        One e-mail when {itemName} can be bought again; then we forget your address.
      </p>
      {"productId" in item ? (
        <input type="hidden" name="productId" value={item.productId} />
      ) : (
        <input type="hidden" name="artworkId" value={item.artworkId} />
      )}
      {root?.consentVersion !== undefined && (
        <input type="hidden" name="consentVersion" value={root.consentVersion} />
      )}
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
        aria-describedby={described("email")}
        className="field-input"
      />
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
          aria-describedby={described("consent")}
        />
        <span>{NOTIFY_CONSENT_TEXT}</span>
      </label>
      {errors.consent && (
        <p id={id("consent-error")} className="text-sm text-red-700">
          {errors.consent}
        </p>
      )}
      <label className="flex items-start gap-2 text-sm text-ink-soft">
        <input type="checkbox" name="joinList" className="mt-1" />
        <span>Also join the mailing list: {root?.consentText ?? DEFAULT_CONSENT_TEXT}</span>
      </label>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Sending..." : "Notify me"}
      </button>
      {refused && Object.keys(refused.errors).filter((name) => name in FIELDS).length === 0 && (
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

/** The fields this form says a refusal beside; any other refusal is said below the button. */
const FIELDS = { email: true, consent: true };
