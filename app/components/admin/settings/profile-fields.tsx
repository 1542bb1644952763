import type { SiteProfile } from "#core/site-profile.ts";
import { Field, TextAreaField } from "~/components/ui/field.tsx";

/** The profile's own fields: name, label and input type (text unless said). */
const FIELDS = [
  ["artistName", "Artist name"],
  ["tagline", "Tagline"],
  ["email", "Contact e-mail", "email"],
  ["ordersEmail", "Orders e-mail", "email"],
  ["phone", "Phone"],
  ["location", "Studio location"],
] as const satisfies ReadonlyArray<readonly [keyof SiteProfile, string, string?]>;

/** The profile's fields: name, tagline, contact details and the social links. */
export function ProfileFields({
  profile,
  errors,
}: {
  profile: SiteProfile;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(([name, label, type]) => (
        <Field
          key={name}
          name={name}
          type={type}
          label={label}
          defaultValue={profile[name]}
          error={errors[name]}
        />
      ))}
      <div className="sm:col-span-2">
        <TextAreaField
          name="businessAddress"
          label="Business address (optional)"
          rows={4}
          autoComplete="street-address"
          defaultValue={profile.businessAddress ?? ""}
          error={errors.businessAddress}
        />
        <p className="mt-1.5 text-sm text-ink-soft">
          Your postal address, on its lines: printed on invoices and packing slips, and named in the
          legal pages. Not shown anywhere else.
        </p>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Social links</legend>
        <div className="flex flex-col gap-3">
          {profile.social.map((link, index) => (
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
  );
}
