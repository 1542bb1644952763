import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { protectImage } from "~/lib/image-protection.ts";
import type { MediaImage } from "~/lib/media.ts";

export interface ArtworkCard {
  id: number;
  title: string;
  description: string | null;
  image: MediaImage | null;
}

export const GRID_SIZES =
  "(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 40px)";

/**
 * A gallery grid of artworks with their titles and descriptions (or the fallback text). With
 * `onOpen`, each picture is a button that opens the large view.
 */
export function ArtworkGrid({
  artworks,
  fallbackDescription,
  headingLevel = 2,
  onOpen,
  eagerFirst = false,
}: {
  artworks: ArtworkCard[];
  fallbackDescription: string;
  headingLevel?: 2 | 3;
  onOpen?: (index: number, trigger: HTMLElement) => void;
  /** The first picture is the page's main image (portfolio pages, not the home page). */
  eagerFirst?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {artworks.map((artwork, index) => {
        const picture = artwork.image ? (
          <ResponsiveImage
            image={artwork.image}
            alt={artwork.image.alt || artwork.title}
            sizes={GRID_SIZES}
            priority={eagerFirst && index === 0}
            className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
            {...protectImage}
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        );
        return (
          <li key={artwork.id}>
            <figure>
              {onOpen ? (
                <button
                  type="button"
                  className="group block w-full cursor-zoom-in overflow-hidden rounded-lg bg-paper-deep"
                  aria-label={`View ${artwork.title} larger`}
                  onClick={(event) => onOpen(index, event.currentTarget)}
                >
                  {picture}
                </button>
              ) : (
                <div className="group overflow-hidden rounded-lg bg-paper-deep">{picture}</div>
              )}
              <figcaption className="mt-4">
                <Heading className="font-display text-xl">{artwork.title}</Heading>
                {(artwork.description || fallbackDescription) && (
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">
                    {artwork.description || fallbackDescription}
                  </p>
                )}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
