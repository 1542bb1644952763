import type { MediaImage } from "#core/media-urls.ts";
import { protectImage } from "~/lib/image-protection.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * A picture of the artist's work as visitors see it: kept from right-click, drag and save
 * (PRODUCT.md §2), and named by its own alt text or, when the owner wrote none, by the work's title.
 */
export function ArtworkImage({
  image,
  title,
  ...shown
}: Omit<React.ComponentProps<typeof ResponsiveImage>, "alt" | keyof typeof protectImage> & {
  image: MediaImage;
  /** The work's title (an artwork's, a card's, a product's name): the alt text when it has none. */
  title: string;
}) {
  return <ResponsiveImage image={image} alt={image.alt || title} {...shown} {...protectImage} />;
}
