import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { useUpload } from "~/components/admin/use-upload.ts";
import { Field, TextAreaField } from "~/components/ui/field.tsx";

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

/** One About picture: a preview, Choose / Remove, and its alt text. */
function PictureField({
  name,
  label,
  url: initial,
  alt,
  errors,
}: {
  name: "portrait" | "studio";
  label: string;
  url: string | null;
  alt: string;
  errors: Record<string, string>;
}) {
  const [url, setUrl] = useState(initial ?? "");
  const { uploading, upload } = useUpload("portfolio");
  const error = errors[`${name}Url`];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <input type="hidden" name={`${name}Url`} value={url} />
      {/* Saved while the picture is still on its way: the action says to wait for it. */}
      {uploading && <input type="hidden" name={`${name}Uploading`} value="true" />}
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-paper-deep/50">
        {url ? (
          <img src={url} alt={`${label}, as it is now`} className="h-full w-full object-cover" />
        ) : (
          <span className="text-sm text-ink-soft">None: the page goes without</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ImagePicker
          className="btn-secondary text-sm"
          disabled={uploading}
          onFiles={async (files) => {
            const urls = await upload(files.slice(0, 1));
            if (urls?.[0]) setUrl(urls[0]);
          }}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {uploading
            ? "Uploading..."
            : url
              ? `Replace ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
        </ImagePicker>
        {url && (
          <button type="button" className="btn-secondary text-sm" onClick={() => setUrl("")}>
            Remove
          </button>
        )}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
      <Field
        name={`${name}Alt`}
        label={`${label} alt text`}
        defaultValue={alt}
        maxLength={300}
        error={errors[`${name}Alt`]}
      />
    </fieldset>
  );
}
