import { type MediaImage, mediaUrl, pickWidth, srcSet } from "#core/media-urls.ts";

interface ResponsiveImageProps {
  image: MediaImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Alt text; defaults to the image's own. Use "" for decorative images. */
  alt?: string;
  /** The page's main image: loaded eagerly with high priority (the first hero slide). */
  priority?: boolean;
  className?: string;
  /** Classes for the <picture> wrapper. */
  pictureClassName?: string;
  /** Roughly how many CSS pixels wide the fallback <img src> should be. */
  fallbackWidth?: number;
  draggable?: boolean;
  onContextMenu?: React.MouseEventHandler;
  onMouseDown?: React.MouseEventHandler;
  onDragStart?: React.DragEventHandler;
}

/**
 * A catalogue image: AVIF and WebP sources at every generated width, intrinsic width and height so
 * nothing shifts, lazy unless it is the page's main image, and a placeholder colour behind it.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  className,
  pictureClassName,
  fallbackWidth = 600,
  ...events
}: ResponsiveImageProps) {
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={mediaUrl(image.key, pickWidth(image.widths, fallbackWidth))}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        // Element Timing tells the deferred hydration loader when this image is on screen.
        {...(priority ? { elementtiming: "priority" } : {})}
        className={className}
        style={{ backgroundColor: image.placeholder }}
        {...events}
      />
    </picture>
  );
}
