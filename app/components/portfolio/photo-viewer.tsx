import { useRef, useState } from "react";
import type { MediaImage } from "#core/media-urls.ts";
import { ArrowPair } from "~/components/carousel/arrow-pair.tsx";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { cx } from "~/components/ui/cx.ts";
import { protectImage } from "~/lib/image-protection.ts";

/** A photo as the viewer shows it: its picture (described by `alt`, else the artwork's title). */
export interface ViewerPhoto {
  image: MediaImage | null;
}

/** How far a finger must travel sideways for a swipe to change the photo, in CSS pixels. */
const SWIPE_PIXELS = 40;

/**
 * An artwork's photos one at a time: the cover first; with more than one, previous
 * and next buttons, the left and right arrow keys (Home and End) while focus is inside, a swipe
 * sideways, and a row of thumbnails to pick one. Keys it uses stop here, so the lightbox around it
 * keeps its arrows for moving between artworks only when focus is elsewhere. `arrows={false}`
 * leaves out its buttons: the lightbox's own pair moves between artworks, and a second pair of the
 * same chevrons beside it could not be told apart.
 */
export function PhotoViewer({
  photos,
  title,
  sizes,
  imageClassName,
  tone = "light",
  priority = false,
  arrows = true,
}: {
  photos: readonly ViewerPhoto[];
  title: string;
  sizes: string;
  imageClassName: string;
  tone?: "light" | "dark";
  priority?: boolean;
  arrows?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const shown = photos[Math.min(index, count - 1)];
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  const many = count > 1;
  const buttonLook =
    tone === "dark"
      ? "rounded-full bg-paper/10 p-2 text-paper hover:bg-paper/20"
      : "rounded-full bg-white/85 p-2 text-ink shadow hover:bg-white";
  return (
    <section
      aria-label={`Photos of ${title}`}
      className="flex w-full flex-col items-center gap-3"
      onKeyDown={(event) => {
        if (!many) return;
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (step) move(step);
        else if (event.key === "Home") setIndex(0);
        else if (event.key === "End") setIndex(count - 1);
        else return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <div
        className="relative flex w-full touch-pan-y justify-center"
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeFrom.current === null || !many) return;
          const moved = event.clientX - swipeFrom.current;
          swipeFrom.current = null;
          if (Math.abs(moved) >= SWIPE_PIXELS) move(moved < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        {shown?.image ? (
          <ArtworkImage
            key={shown.image.key}
            image={shown.image}
            title={title}
            sizes={sizes}
            priority={priority && index === 0}
            fallbackWidth={1200}
            className={imageClassName}
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        )}
        {many && arrows && (
          <ArrowPair
            noun="photo"
            onMove={move}
            insets={["left-2", "right-2"]}
            className={buttonLook}
            iconClassName="size-4"
          />
        )}
      </div>
      {many && (
        <>
          <p
            aria-live="polite"
            className={cx("text-xs", tone === "dark" ? "text-paper/70" : "text-ink-soft")}
          >
            Photo {index + 1} of {count}
          </p>
          <ul className="flex max-w-full gap-2 overflow-x-auto p-1">
            {photos.map((photo, i) => (
              <li key={photo.image?.key ?? i} className="shrink-0">
                <button
                  type="button"
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                  className={cx(
                    "block size-14 overflow-hidden rounded border-2 sm:size-16",
                    i === index
                      ? "border-accent"
                      : "border-transparent opacity-75 hover:opacity-100",
                  )}
                >
                  {photo.image && (
                    <ResponsiveImage
                      image={photo.image}
                      alt=""
                      sizes="64px"
                      fallbackWidth={200}
                      className="size-full object-cover"
                      {...protectImage}
                    />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
