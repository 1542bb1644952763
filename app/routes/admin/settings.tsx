import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { clientError, zodFieldErrors } from "#core/form-errors.ts";
import { PasswordChangeSchema, SettingsUpdateSchema } from "#core/schemas/settings.ts";
import { CURRENCIES, CURRENCY_CODES } from "#core/store.ts";
import { Field, SelectField } from "~/components/ui/field.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { SocialLink } from "~/lib/site.ts";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { settings: await services.siteSettings.get() };
}

type Result =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** Saves one section of the settings (the same services as `/api/admin/settings` and `/password`). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, ownerToken } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const text = (name: string) => String(form.get(name) ?? "");
  const fail = (
    errors: Record<string, string>,
    message = Object.values(errors)[0] ?? "Check the form",
  ) => data<Result>({ ok: false, intent, message, errors }, { status: 400 });
  try {
    if (intent === "password") {
      const parsed = PasswordChangeSchema.safeParse({
        currentPassword: text("currentPassword"),
        newPassword: text("newPassword"),
      });
      if (!parsed.success) return fail(zodFieldErrors(parsed.error));
      await services.auth.changePassword(
        parsed.data.currentPassword,
        parsed.data.newPassword,
        ownerToken,
      );
      return { ok: true, intent } satisfies Result;
    }
    const current = await services.siteSettings.get();
    const input =
      intent === "profile"
        ? {
            profile: {
              artistName: text("artistName"),
              tagline: text("tagline"),
              email: text("email"),
              ordersEmail: text("ordersEmail"),
              phone: text("phone"),
              location: text("location"),
              social: current.profile.social.map((link, index) => ({
                kind: link.kind,
                label: text(`social.${index}.label`),
                href: text(`social.${index}.href`),
              })),
            },
          }
        : intent === "store"
          ? {
              store: {
                currency: text("currency"),
                taxRate: text("taxRate"),
                shippingFee: text("shippingFee"),
                freeShippingThreshold: text("freeShippingThreshold"),
                charityStatement: text("charityStatement"),
              },
            }
          : intent === "about"
            ? {
                biography: text("biography")
                  .split(/\n\s*\n/)
                  .map((paragraph) => paragraph.trim())
                  .filter(Boolean),
              }
            : { paymentInstructions: text("paymentInstructions") };
    const parsed = SettingsUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const errors = Object.fromEntries(
        Object.entries(zodFieldErrors(parsed.error)).map(([key, value]) => [
          key.replace(/^(profile|store)\./, ""),
          value,
        ]),
      );
      return fail(errors);
    }
    await services.siteSettings.update(parsed.data);
    return { ok: true, intent } satisfies Result;
  } catch (error) {
    const refusal = clientError(error);
    if (!refusal) throw error;
    return fail(refusal.errors ?? {}, refusal.message);
  }
}

const SAVED: Record<string, string> = {
  profile: "Profile saved",
  about: "About page saved",
  payment: "Payment instructions saved",
  store: "Shop settings saved",
  password: "Password changed",
};

/** A settings section: its own form, save button, field errors and toast. */
function Section({
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
  const fetcher = useFetcher<Result>({ key: `settings-${intent}` });
  const toast = useToast();
  const handled = useRef<Result | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast({ title: "Success", description: SAVED[intent] });
      if (intent === "password") form.current?.reset();
    } else {
      toast({ title: "Could not save", description: result.message, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, toast, intent]);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};
  return (
    <section
      aria-labelledby={`settings-${intent}`}
      className="rounded-2xl border border-line bg-white p-6"
    >
      <h2 id={`settings-${intent}`} className="font-display text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{description}</p>
      <fetcher.Form ref={form} method="post" noValidate className="mt-5 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children(errors)}
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </section>
  );
}

function TextArea({
  name,
  label,
  defaultValue,
  rows,
  error,
}: {
  name: string;
  label: string;
  defaultValue: string;
  rows: number;
  error?: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={`field-${name}`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`field-${name}`}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
        className="field-input aria-invalid:border-red-700"
      />
      {error && (
        <p id={`field-${name}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const { profile, store } = settings;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="font-display text-3xl">Settings</h1>
        <p className="mt-1 text-ink-soft">
          What the site says about you and how customers pay. Changes show on the site at once.
        </p>
      </div>
      <Section
        intent="profile"
        title="Profile"
        description="Your name and contact details, shown in the header, footer and contact page."
      >
        {(errors) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="artistName"
              label="Artist name"
              defaultValue={profile.artistName}
              error={errors.artistName}
            />
            <Field
              name="tagline"
              label="Tagline"
              defaultValue={profile.tagline}
              error={errors.tagline}
            />
            <Field
              name="email"
              type="email"
              label="Contact e-mail"
              defaultValue={profile.email}
              error={errors.email}
            />
            <Field
              name="ordersEmail"
              type="email"
              label="Orders e-mail"
              defaultValue={profile.ordersEmail}
              error={errors.ordersEmail}
            />
            <Field name="phone" label="Phone" defaultValue={profile.phone} error={errors.phone} />
            <Field
              name="location"
              label="Studio location"
              defaultValue={profile.location}
              error={errors.location}
            />
            <fieldset className="sm:col-span-2">
              <legend className="mb-2 text-sm font-medium">Social links</legend>
              <div className="flex flex-col gap-3">
                {profile.social.map((link: SocialLink, index: number) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: the links are a fixed list; field names use the position too.
                    key={`${link.kind}-${index}`}
                    className="grid gap-3 sm:grid-cols-[12rem_1fr]"
                  >
                    <Field
                      name={`social.${index}.label`}
                      label={`Link ${index + 1} label`}
                      defaultValue={link.label}
                      error={errors[`social.${index}.label`]}
                    />
                    <Field
                      name={`social.${index}.href`}
                      type="url"
                      label={`Link ${index + 1} address`}
                      defaultValue={link.href}
                      error={errors[`social.${index}.href`]}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
        )}
      </Section>
      <Section
        intent="about"
        title="About page"
        description="Your biography; leave a blank line between paragraphs."
      >
        {(errors) => (
          <TextArea
            name="biography"
            label="Biography"
            rows={8}
            defaultValue={settings.biography.join("\n\n")}
            error={errors.biography}
          />
        )}
      </Section>
      <Section
        intent="payment"
        title="Payment instructions"
        description="Shown on the order page and in the payment e-mail."
      >
        {(errors) => (
          <TextArea
            name="paymentInstructions"
            label="Payment instructions"
            rows={4}
            defaultValue={settings.paymentInstructions}
            error={errors.paymentInstructions}
          />
        )}
      </Section>
      <Section
        intent="store"
        title="Shop and checkout"
        description="The currency prices are shown and charged in, tax, shipping and the charity statement. Orders already placed keep their own figures."
      >
        {(errors) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="currency"
              label="Currency"
              defaultValue={store.currency}
              error={errors.currency}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {CURRENCIES[code].name} ({CURRENCIES[code].symbol})
                </option>
              ))}
            </SelectField>
            <Field
              name="taxRate"
              label="Tax rate (%)"
              inputMode="decimal"
              defaultValue={store.taxRate}
              error={errors.taxRate}
            />
            <Field
              name="shippingFee"
              label="Shipping fee"
              inputMode="decimal"
              defaultValue={store.shippingFee}
              error={errors.shippingFee}
            />
            <Field
              name="freeShippingThreshold"
              label="Free shipping over"
              optional
              inputMode="decimal"
              defaultValue={store.freeShippingThreshold}
              error={errors.freeShippingThreshold}
            />
            <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">
              Leave “Free shipping over” empty to always charge shipping.
            </p>
            <div className="sm:col-span-2">
              <TextArea
                name="charityStatement"
                label="Charity statement (optional)"
                rows={2}
                defaultValue={store.charityStatement}
                error={errors.charityStatement}
              />
            </div>
          </div>
        )}
      </Section>
      <Section
        intent="password"
        title="Password"
        description="At least 12 characters. Other signed-in devices are signed out."
      >
        {(errors) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="currentPassword"
              type="password"
              label="Current password"
              autoComplete="current-password"
              error={errors.currentPassword}
            />
            <Field
              name="newPassword"
              type="password"
              label="New password"
              autoComplete="new-password"
              minLength={12}
              error={errors.newPassword}
            />
          </div>
        )}
      </Section>
    </div>
  );
}
