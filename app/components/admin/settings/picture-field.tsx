import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { useUpload } from "~/components/admin/use-upload.ts";
import { Field } from "~/components/ui/field.tsx";

/**
 * One picture setting, as data (as a `FieldSpec` is for a text field): its name, its label, and
 * where its address and alt text are read from the values the form edits.
 */
export interface PictureSpec<Values> {
  name: string;
  label: string;
  url: (values: Values) => string | null;
  alt: (values: Values) => string;
  /** Said in place of the picture when there is none. */
  none?: string;
}

/**
 * One picture setting (the About page's portrait, the sharing image): a preview, Upload / Replace
 * and Remove, and its alt text. Its form fields are `{name}Url` and `{name}Alt`, and
 * `{name}Uploading` while an upload is on its way.
 */
export function PictureField<Values>({
  picture,
  values,
  errors,
}: {
  picture: PictureSpec<Values>;
  values: Values;
  errors: Record<string, string>;
}) {
  const { name, label, none = "None: the page goes without" } = picture;
  const [url, setUrl] = useState(picture.url(values) ?? "");
  const { uploading, uploadOne } = useUpload("portfolio");
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
          <span className="px-4 text-center text-sm text-ink-soft">{none}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ImagePicker
          className="btn-secondary text-sm"
          disabled={uploading}
          onFiles={(files) => uploadOne(files, setUrl)}
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
        defaultValue={picture.alt(values)}
        maxLength={300}
        error={errors[`${name}Alt`]}
      />
    </fieldset>
  );
}
