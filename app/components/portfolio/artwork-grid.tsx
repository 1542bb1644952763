import { Link } from "react-router";
import type { MediaImage } from "#core/media-urls.ts";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import type { ViewerPhoto } from "./photo-viewer.tsx";
import { type ArtworkSale, SaleNote } from "./sale-status.tsx";

export interface ArtworkCard extends ArtworkSale {
  description: string | null;
  image: MediaImage | null;
  /** Every photo, the cover first (the lightbox shows them all); absent: the cover alone. */
  images?: readonly ViewerPhoto[];
}

/** A plain left click, which the page may take over; any other opens the link as links open. */
const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const GRID_SIZES =
  "(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 40px)";

/**
 * A gallery grid of artworks with their titles and descriptions (or the fallback text). Titles
 * link to each artwork's page. With `onOpen`, each picture opens the large view: a link to the
 * artwork's page (so it works without JavaScript, and in a new tab) that a plain click turns
 * into the lightbox.
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
          <ArtworkImage
            image={artwork.image}
            title={artwork.title}
            sizes={GRID_SIZES}
            priority={eagerFirst && index === 0}
            className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        );
        return (
          <li key={artwork.id}>
            <figure>
              {onOpen && artwork.url ? (
                <a
                  href={artwork.url}
                  className="group block w-full cursor-zoom-in overflow-hidden rounded-lg bg-paper-deep"
                  aria-label={`View ${artwork.title} larger`}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    onOpen(index, event.currentTarget);
                  }}
                >
                  {picture}
                </a>
              ) : onOpen ? (
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
                <Heading className="font-display text-xl">
                  {artwork.url ? (
                    <Link to={artwork.url} className="hover:text-accent-deep">
                      {artwork.title}
                    </Link>
                  ) : (
                    artwork.title
                  )}
                </Heading>
                {(artwork.description || fallbackDescription) && (
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">
                    {artwork.description || fallbackDescription}
                  </p>
                )}
                <SaleNote artwork={artwork} className="mt-2 text-ink" />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
