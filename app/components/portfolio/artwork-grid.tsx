import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import type { MediaImage } from "~/lib/media.ts";

export interface ArtworkCard {
  id: number;
  title: string;
  description: string | null;
  image: MediaImage | null;
}

/** A gallery grid of artworks with their titles and descriptions (or the fallback text). */
export function ArtworkGrid({
  artworks,
  fallbackDescription,
}: {
  artworks: ArtworkCard[];
  fallbackDescription: string;
}) {
  return (
    <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {artworks.map((artwork, index) => (
        <li key={artwork.id}>
          <figure>
            <div className="overflow-hidden rounded-lg bg-paper-deep">
              {artwork.image && (
                <ResponsiveImage
                  image={artwork.image}
                  alt={artwork.image.alt || artwork.title}
                  sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 40px)"
                  priority={index === 0}
                  className="h-auto w-full"
                />
              )}
            </div>
            <figcaption className="mt-4">
              <h2 className="font-display text-xl">{artwork.title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">
                {artwork.description || fallbackDescription}
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
