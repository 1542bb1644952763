import { ChevronDown, ChevronUp, ImagePlus, RefreshCw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { MAX_ARTWORK_IMAGES } from "#core/schemas/content-input.ts";
import { TextAreaField } from "~/components/ui/field.tsx";
import { text } from "./dialog-fields.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { PictureButton } from "./picture-button.tsx";
import { useUpload } from "./use-upload.ts";

/** A photo as the dialog edits it: the uploaded picture and its alt text. */
export interface EditablePhoto {
  imageUrl: string;
  altText: string | null;
}

interface Row extends EditablePhoto {
  /** Stays with the photo when it moves, so its alt text field moves with it. */
  id: string;
}

let rows = 0;
const rowOf = (photo: EditablePhoto): Row => ({ ...photo, id: `photo-${++rows}` });

/**
 * An artwork's photos in the Edit Artwork dialog: up to twelve, the first the cover;
 * add (uploaded at once), replace one in place, move up and down (buttons, so the keyboard does
 * it), remove, and each one's alt text. Posts them as `images.0.imageUrl`, `images.0.altText`, …
 * in the order shown, which the artwork schema reads as its `images` list.
 */
export function ArtworkPhotosField({
  photos,
  errors,
}: {
  photos: readonly EditablePhoto[];
  errors: Record<string, string>;
}) {
  const [list, setList] = useState(() => photos.map(rowOf));
  const { uploading, upload, uploadOne } = useUpload("portfolio");
  const hint = useId();
  const room = MAX_ARTWORK_IMAGES - list.length;
  const change = (id: string, photo: Partial<EditablePhoto>) =>
    setList((all) => all.map((row) => (row.id === id ? { ...row, ...photo } : row)));
  const move = (from: number, to: number) =>
    setList((all) => {
      const next = [...all];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });
  const add = async (files: File[]) => {
    const urls = await upload(
      files.slice(0, room),
      (n) => `${n} photo(s) added: save to keep them`,
    );
    if (urls)
      setList((all) => [...all, ...urls.map((imageUrl) => rowOf({ imageUrl, altText: null }))]);
  };
  const replace = (id: string, files: File[]) =>
    uploadOne(files, (url) => change(id, { imageUrl: url }));
  const listError = errors.images ?? errors.imageUrls;
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      aria-describedby={hint}
    >
      <legend className="px-1 text-sm font-medium">Photos</legend>
      <p id={hint} className="text-sm text-ink-soft">
        Up to {MAX_ARTWORK_IMAGES}. The first is the cover, shown wherever the artwork is. Alt text
        describes a photo for people who cannot see it; leave it empty to use the title.
      </p>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {list.map((row, index) => (
          <li key={row.id} className="flex gap-3 rounded-lg border border-line p-2">
            <div className="flex shrink-0 flex-col items-center gap-1">
              <img
                src={row.imageUrl}
                alt=""
                className="size-16 rounded bg-paper-deep object-cover sm:size-20"
              />
              {index === 0 && (
                <span className="rounded bg-ink px-1.5 text-[10px] text-paper">Cover</span>
              )}
            </div>
            <input type="hidden" name={`images.${index}.imageUrl`} value={row.imageUrl} />
            <div className="min-w-0 flex-1">
              <TextAreaField
                id={`${row.id}-alt`}
                name={`images.${index}.altText`}
                label={`Alt text for photo ${index + 1}`}
                rows={2}
                maxLength={300}
                value={text(row.altText)}
                onChange={(event) => change(row.id, { altText: event.target.value })}
                error={errors[`images.${index}.altText`] ?? errors[`images.${index}.imageUrl`]}
              />
            </div>
            <div className="flex shrink-0 flex-col items-center justify-start gap-1">
              <PictureButton
                label={`Move photo ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ChevronUp className="size-4" aria-hidden />
              </PictureButton>
              <PictureButton
                label={`Move photo ${index + 1} down`}
                disabled={index === list.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ChevronDown className="size-4" aria-hidden />
              </PictureButton>
              <ImagePicker
                className="rounded p-1 hover:bg-paper-deep"
                disabled={uploading}
                onFiles={(files) => replace(row.id, files)}
              >
                <RefreshCw className="size-4" aria-hidden />
                <span className="sr-only">Replace photo {index + 1}</span>
              </ImagePicker>
              <PictureButton
                label={`Remove photo ${index + 1}`}
                danger
                disabled={list.length === 1}
                onClick={() => setList((all) => all.filter((other) => other.id !== row.id))}
              >
                <Trash2 className="size-4" aria-hidden />
              </PictureButton>
            </div>
          </li>
        ))}
      </ol>
      <ImagePicker
        disabled={uploading || room <= 0}
        onFiles={add}
        className="btn-secondary self-start"
      >
        <ImagePlus className="size-4" aria-hidden />
        {uploading
          ? "Uploading..."
          : room > 0
            ? "Add photos"
            : `${MAX_ARTWORK_IMAGES} photos: the most`}
      </ImagePicker>
    </fieldset>
  );
}
