import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { PictureField } from "./picture-field.tsx";

export interface AboutValues {
  biography: string[];
  portraitUrl: string | null;
  portraitAlt: string;
  studioUrl: string | null;
  studioAlt: string;
  quote: { text: string; href: string | null } | null;
}

/**
 * The About page's fields: the biography, the portrait and the studio photo (each an upload with
 * its alt text, or none) and the quote block (words and a link, or none when the words are empty).
 */
export function AboutFields({
  about,
  errors,
}: {
  about: AboutValues;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextAreaField
        name="biography"
        label="Biography"
        rows={8}
        defaultValue={about.biography.join("\n\n")}
        error={errors.biography}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <PictureField
          name="portrait"
          label="Portrait"
          url={about.portraitUrl}
          alt={about.portraitAlt}
          errors={errors}
        />
        <PictureField
          name="studio"
          label="Studio photo"
          url={about.studioUrl}
          alt={about.studioAlt}
          errors={errors}
        />
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium">Quote</legend>
        <p className="-mt-2 text-sm text-ink-soft">
          A line of yours (a post, say) shown beside the studio photo. Leave the words empty to
          leave it out.
        </p>
        <TextAreaField
          name="quoteText"
          label="Words"
          rows={2}
          defaultValue={about.quote?.text ?? ""}
          error={errors["quote.text"]}
        />
        <Field
          name="quoteHref"
          type="url"
          label="Link"
          optional
          placeholder="https://"
          defaultValue={about.quote?.href ?? ""}
          error={errors["quote.href"]}
        />
      </fieldset>
    </>
  );
}
