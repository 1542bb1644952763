import { ChevronLeft, ChevronRight, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PictureButton } from "./picture-button.tsx";

/** A picture chosen on this device, waiting to be uploaded (`url` once it is). */
export interface PendingImage {
  id: string;
  file: File;
  preview: string;
  url?: string;
}

/** The pictures of a product being made: add, move, remove; previews are freed on unmount. */
export function usePendingImages(initial: readonly File[] = []) {
  const previews = useRef<string[]>([]);
  const toPending = (files: Iterable<File>) =>
    [...files].map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      return {
        id: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        file,
        preview,
      };
    });
  const [images, setImages] = useState<PendingImage[]>(() => toPending(initial));
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  return {
    images,
    /** Adds files at the end: the first picture of an empty list becomes the thumbnail. */
    add: (files: Iterable<File>) => {
      // Read the files now: a FileList empties when its input is reset.
      const added = toPending(files);
      setImages((list) => [...list, ...added]);
    },
    move: (from: number, to: number) =>
      setImages((list) => {
        if (to < 0 || to >= list.length) return list;
        const next = [...list];
        const [item] = next.splice(from, 1);
        next.splice(to, 0, item as PendingImage);
        return next;
      }),
    remove: (id: string) => setImages((list) => list.filter((image) => image.id !== id)),
    /** Records the stored URLs of uploaded pictures. */
    uploaded: (urls: ReadonlyMap<string, string>) =>
      setImages((list) =>
        list.map((image) => (urls.has(image.id) ? { ...image, url: urls.get(image.id) } : image)),
      ),
  };
}

export type PendingImages = ReturnType<typeof usePendingImages>;

/**
 * The pictures as a grid to organise: drag to reorder (or the arrows, by keyboard), the star
 * makes one the thumbnail (first), the bin removes one; `keepLast` keeps the last one in place.
 */
export function ImageOrganizer({
  pending,
  keepLast = false,
  showStatus = false,
  className = "grid grid-cols-2 gap-3 sm:grid-cols-4",
}: {
  pending: PendingImages;
  keepLast?: boolean;
  showStatus?: boolean;
  className?: string;
}) {
  const { images, move, remove } = pending;
  const [dragged, setDragged] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <ul className={className} aria-label="Product images">
      {images.map((image, index) => (
        <li
          key={image.id}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => {
            if (dragged !== null) move(dragged, index);
            setDragged(null);
          }}
          className="relative cursor-grab rounded-lg border border-line p-1"
        >
          <img
            src={image.preview}
            alt={`${index + 1}: ${image.file.name}`}
            className="aspect-square w-full rounded bg-paper-deep object-cover"
          />
          {index === 0 && (
            <span className="absolute top-2 right-2 rounded bg-ink px-1.5 text-[10px] text-paper">
              Primary
            </span>
          )}
          {showStatus && (
            <span
              className={`absolute top-2 left-2 rounded px-1.5 text-[10px] ${image.url ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
            >
              {image.url ? "Uploaded" : "Not uploaded"}
            </span>
          )}
          <div className="mt-1 flex items-center justify-between">
            <PictureButton
              label={`Make ${image.file.name} the thumbnail`}
              aria-pressed={index === 0}
              onClick={() => move(index, 0)}
            >
              <Star
                className={`size-4 ${index === 0 ? "fill-accent text-accent" : ""}`}
                aria-hidden
              />
            </PictureButton>
            <PictureButton
              label={`Move ${image.file.name} left`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden />
            </PictureButton>
            <PictureButton
              label={`Move ${image.file.name} right`}
              disabled={index === images.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ChevronRight className="size-4" aria-hidden />
            </PictureButton>
            <PictureButton
              label={`Remove ${image.file.name}`}
              danger
              disabled={keepLast && images.length === 1}
              onClick={() => remove(image.id)}
            >
              <Trash2 className="size-4" aria-hidden />
            </PictureButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
