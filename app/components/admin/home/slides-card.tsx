import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { ImagePicker } from "~/components/admin/image-picker.tsx";
import { useUpload } from "~/components/admin/use-upload.ts";
import { HomeListCard, type HomeListKind } from "./home-list.tsx";

export interface AdminSlide {
  id: number;
  thumbnail: string;
  alt: string;
  title: string | null;
  caption: string | null;
}

const SLIDES: Omit<HomeListKind<AdminSlide>, "add"> = {
  kind: "slide",
  title: "Hero slides",
  description:
    "The pictures that cross-fade at the top of the home page, in this order. With none, the home page shows your name on a plain background.",
  listLabel: "Slides, in order",
  name: (slide, index) => `slide ${index + 1} (${slide.title ?? slide.alt})`,
  body: (slide, index) => (
    <>
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
      </div>
    </>
  ),
  // Alt text, title and caption: the same fields to add a slide and to edit one.
  fields: [
    { name: "alt", label: "Alt text", maxLength: 300, value: (slide) => slide.alt },
    { name: "title", label: "Title", optional: true, value: (slide) => slide.title },
    { name: "caption", label: "Caption", optional: true, value: (slide) => slide.caption },
  ],
  preview: (slide) => (
    <img src={slide.thumbnail} alt="" className="h-24 w-40 rounded-lg object-cover" />
  ),
  editTitle: (index) => `Edit slide ${index + 1}`,
};

/** The hero slides: the list in order (move, remove) and the form that adds one from an upload. */
export function SlidesCard({ slides }: { slides: readonly AdminSlide[] }) {
  const { uploading, uploadOne } = useUpload("carousel");
  const [imageUrl, setImageUrl] = useState("");
  return (
    <HomeListCard
      list={{
        ...SLIDES,
        add: {
          heading: "Add a slide",
          button: "Add slide",
          busy: uploading,
          onAdded: () => setImageUrl(""),
          side: (errors) => (
            <div>
              <input type="hidden" name="imageUrl" value={imageUrl} />
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
                onFiles={(files) => uploadOne(files, setImageUrl)}
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
          ),
        },
      }}
      rows={slides}
      empty="No slides yet: visitors see your name and tagline on a plain background."
    />
  );
}
