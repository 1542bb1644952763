import type { SiteProfile } from "#core/site-profile.ts";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import type { SectionFieldsProps } from "./settings-section.tsx";

/** The profile's fields, named as the settings schema reads them (`profile.…`). */
const FIELDS: ReadonlyArray<FieldSpec<SiteProfile>> = [
  ...(
    [
      ["artistName", "Artist name"],
      ["tagline", "Tagline"],
      ["email", "Contact e-mail", "email"],
      ["ordersEmail", "Orders e-mail", "email"],
      ["phone", "Phone"],
      ["location", "Studio location"],
    ] as const
  ).map(([name, label, type]) => ({
    name: `profile.${name}`,
    label,
    ...(type ? { type } : {}),
    value: (profile: SiteProfile) => profile[name],
  })),
  {
    name: "profile.businessAddress",
    label: "Business address",
    rows: 4,
    optional: true,
    autoComplete: "street-address",
    wide: true,
    value: (profile) => profile.businessAddress,
    hint: "Your postal address, on its lines: printed on invoices and packing slips, named in the legal pages, and at the foot of every announcement mailed to your list (none can be sent without it).",
  },
  {
    name: "profile.footerNote",
    label: "Footer small print",
    optional: true,
    wide: true,
    value: (profile) => profile.footerNote ?? "",
    hint: "A line at the foot of every page, beside the copyright: a trademark notice, say. Leave it empty for none.",
  },
];

/** One social link's two fields, by its place in the list. */
const linkFields = (index: number): ReadonlyArray<FieldSpec<SiteProfile["social"][number]>> => [
  {
    name: `profile.social.${index}.label`,
    label: `Link ${index + 1} label`,
    value: (link) => link.label,
  },
  {
    name: `profile.social.${index}.href`,
    label: `Link ${index + 1} address`,
    type: "url",
    value: (link) => link.href,
  },
];

/** The profile's fields: name, tagline, contact details and the social links. */
export function ProfileFields({ values: profile, errors }: SectionFieldsProps<SiteProfile>) {
  return (
    <>
      <FieldTable fields={FIELDS} values={profile} errors={errors} className="sm:grid-cols-2" />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Social links</legend>
        <div className="flex flex-col gap-3">
          {profile.social.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the links are a fixed list; field names use the position too.
            <div key={`${link.kind}-${index}`}>
              <input type="hidden" name={`profile.social.${index}.kind`} value={link.kind} />
              <FieldTable
                fields={linkFields(index)}
                values={link}
                errors={errors}
                className="gap-3 sm:grid-cols-[12rem_1fr]"
              />
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
