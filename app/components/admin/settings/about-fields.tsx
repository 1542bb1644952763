import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { PictureField, type PictureSpec } from "./picture-field.tsx";
import type { SectionFieldsProps } from "./settings-section.tsx";

export interface AboutValues {
  biography: string[];
  portraitUrl: string | null;
  portraitAlt: string;
  studioUrl: string | null;
  studioAlt: string;
  quote: { text: string; href: string | null } | null;
}

/** The biography: one text, a blank line between paragraphs (the schema splits it). */
const BIOGRAPHY: ReadonlyArray<FieldSpec<AboutValues>> = [
  {
    name: "biography",
    label: "Biography",
    rows: 8,
    value: (about) => about.biography.join("\n\n"),
  },
];

/** The two pictures, each an upload with its alt text, or none. */
const PICTURES: ReadonlyArray<PictureSpec<AboutValues>> = [
  {
    name: "portrait",
    label: "Portrait",
    url: (about) => about.portraitUrl,
    alt: (about) => about.portraitAlt,
  },
  {
    name: "studio",
    label: "Studio photo",
    url: (about) => about.studioUrl,
    alt: (about) => about.studioAlt,
  },
];

/** The quote block: its words and a link (both empty: no quote). */
const QUOTE: ReadonlyArray<FieldSpec<AboutValues>> = [
  { name: "quote.text", label: "Words", rows: 2, value: (about) => about.quote?.text },
  {
    name: "quote.href",
    label: "Link",
    type: "url",
    optional: true,
    placeholder: "https://",
    value: (about) => about.quote?.href,
  },
];

/**
 * The About page's fields: the biography, the portrait and the studio photo and the quote block.
 */
export function AboutFields({ values: about, errors }: SectionFieldsProps<AboutValues>) {
  return (
    <>
      <FieldTable fields={BIOGRAPHY} values={about} errors={errors} />
      <div className="grid gap-6 sm:grid-cols-2">
        {PICTURES.map((picture) => (
          <PictureField key={picture.name} picture={picture} values={about} errors={errors} />
        ))}
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium">Quote</legend>
        <p className="-mt-2 text-sm text-ink-soft">
          A line of yours (a post, say) shown beside the studio photo. Leave the words and the link
          empty to leave it out.
        </p>
        <FieldTable fields={QUOTE} values={about} errors={errors} />
      </fieldset>
    </>
  );
}
