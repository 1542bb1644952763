import { ImagePlus, Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { useUpload } from "~/components/admin/use-upload.ts";
import { Card } from "~/components/ui/card.tsx";
import { Field } from "~/components/ui/field.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { ActionResult } from "~/lib/action-result.ts";
import { useFetcherResult } from "~/lib/admin/use-fetcher-result.ts";
import { RowActions } from "./row-actions.tsx";
import { RowEditDialog } from "./row-edit-dialog.tsx";

export interface AdminSlide {
  id: number;
  thumbnail: string;
  alt: string;
  title: string | null;
  caption: string | null;
}

/** The hero slides: the list in order (move, remove) and the form that adds one from an upload. */
export function SlidesCard({ slides }: { slides: readonly AdminSlide[] }) {
  const [status, setStatus] = useState("");
  return (
    <Card
      as="section"
      title="Hero slides"
      titleId="slides-heading"
      description="The pictures that cross-fade at the top of the home page, in this order. With none, the home page shows your name on a plain background."
    >
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {slides.length === 0 ? (
        <p className="mt-5 rounded-xl border border-dashed border-line p-5 text-sm text-ink-soft">
          No slides yet: visitors see your name and tagline on a plain background.
        </p>
      ) : (
        <ol className="mt-5 flex flex-col gap-3" aria-label="Slides, in order">
          {slides.map((slide, index) => (
            <SlideRow
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              onMoved={setStatus}
            />
          ))}
        </ol>
      )}
      <AddSlideForm />
    </Card>
  );
}

/** One slide in the list: its picture and words, Edit, move and remove. */
function SlideRow({
  slide,
  index,
  count,
  onMoved,
}: {
  slide: AdminSlide;
  index: number;
  count: number;
  onMoved: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const name = `slide ${index + 1} (${slide.title ?? slide.alt})`;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-line p-3">
      <img
        src={slide.thumbnail}
        alt=""
        className="h-14 w-24 shrink-0 rounded-lg object-cover sm:h-16 sm:w-28"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-soft">Slide {index + 1}</p>
        <p className="line-clamp-2 font-medium">{slide.title ?? "Untitled"}</p>
        <p className="line-clamp-2 text-sm text-ink-soft">
          {slide.caption ?? `Alt text: ${slide.alt}`}
        </p>
        <button
          type="button"
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </button>
      </div>
      <RowActions
        kind="slide"
        id={slide.id}
        index={index}
        count={count}
        name={name}
        onMoved={onMoved}
      />
      {editing && (
        <RowEditDialog
          title={`Edit slide ${index + 1}`}
          intent="slide-update"
          id={slide.id}
          saved="Slide saved"
          onClose={() => setEditing(false)}
        >
          {(errors, prefix) => (
            <>
              <img src={slide.thumbnail} alt="" className="h-24 w-40 rounded-lg object-cover" />
              <SlideFields prefix={prefix} values={slide} errors={errors} />
            </>
          )}
        </RowEditDialog>
      )}
    </li>
  );
}

/** Alt text, title and caption: the same fields to add a slide and to edit one. */
function SlideFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values?: Pick<AdminSlide, "alt" | "title" | "caption">;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field
        name="alt"
        id={`${prefix}-alt`}
        label="Alt text"
        maxLength={300}
        defaultValue={values?.alt}
        error={errors.alt}
      />
      <Field
        name="title"
        id={`${prefix}-title-field`}
        label="Title"
        optional
        defaultValue={values?.title ?? ""}
        error={errors.title}
      />
      <Field
        name="caption"
        id={`${prefix}-caption`}
        label="Caption"
        optional
        defaultValue={values?.caption ?? ""}
        error={errors.caption}
      />
    </>
  );
}

/** Upload a picture, describe it, add it as the last slide. */
function AddSlideForm() {
  const fetcher = useFetcher<ActionResult>({ key: "slide-create" });
  const form = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const { uploading, upload } = useUpload("carousel");
  const [imageUrl, setImageUrl] = useState("");
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Slide added", description: "It is on the home page now" });
      form.current?.reset();
      setImageUrl("");
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {};
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="mt-6 grid gap-4 border-t border-line pt-6 sm:grid-cols-[10rem_1fr]"
      aria-labelledby="add-slide-heading"
    >
      <h3 id="add-slide-heading" className="font-display text-lg sm:col-span-2">
        Add a slide
      </h3>
      <input type="hidden" name="intent" value="slide-create" />
      <input type="hidden" name="imageUrl" value={imageUrl} />
      <div>
        <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-paper-deep/50">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt="Chosen for the new slide"
              className="h-full w-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-ink-soft">No picture yet</span>
          )}
        </div>
        <ImagePicker
          className="btn-secondary mt-2 w-full justify-center text-sm"
          disabled={uploading}
          onFiles={async (files) => {
            const urls = await upload(files.slice(0, 1));
            if (urls?.[0]) setImageUrl(urls[0]);
          }}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {uploading ? "Uploading..." : imageUrl ? "Choose another" : "Choose picture"}
        </ImagePicker>
        {errors.imageUrl && (
          <p id="slide-image-error" className="mt-1.5 text-sm text-red-700">
            {errors.imageUrl}
          </p>
        )}
      </div>
      <div className="grid gap-4">
        <SlideFields prefix="slide" errors={errors} />
        <button
          type="submit"
          className="btn-primary justify-self-start"
          disabled={busy || uploading}
        >
          {busy ? "Adding..." : "Add slide"}
        </button>
      </div>
    </fetcher.Form>
  );
}
