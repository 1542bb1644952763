/** Which artworks the home page features (PRODUCT.md §2 Home, §9 Limits). Pure. */

/** The most artworks the owner can mark "Featured on home page". */
export const MAX_FEATURED = 6;

/** The message for a seventh featured artwork (PRODUCT.md §5). */
export const TOO_MANY_FEATURED = `At most ${MAX_FEATURED} artworks can be featured on the home page: unfeature one first`;

/** How many of the newest artworks the home page shows when none is featured. */
export const NEWEST_SHOWN = 3;

export interface FeaturableArtwork {
  id: number;
  isFeatured: boolean;
  displayOrder: number | null;
}

/** By display order (artworks without one last), then id. */
export function compareDisplayOrder(a: FeaturableArtwork, b: FeaturableArtwork): number {
  if (a.displayOrder === b.displayOrder) return a.id - b.id;
  if (a.displayOrder === null) return 1;
  if (b.displayOrder === null) return -1;
  return a.displayOrder - b.displayOrder;
}

/** The featured artworks in display order. */
export function featuredInOrder<T extends FeaturableArtwork>(artworks: readonly T[]): T[] {
  return artworks.filter((artwork) => artwork.isFeatured).sort(compareDisplayOrder);
}

/**
 * The home page's artworks: the featured ones in display order, at most {@link MAX_FEATURED};
 * when none is featured, the {@link NEWEST_SHOWN} newest (highest ids).
 */
export function homeArtworks<T extends FeaturableArtwork>(artworks: readonly T[]): T[] {
  const featured = featuredInOrder(artworks);
  if (featured.length > 0) return featured.slice(0, MAX_FEATURED);
  return [...artworks].sort((a, b) => b.id - a.id).slice(0, NEWEST_SHOWN);
}
