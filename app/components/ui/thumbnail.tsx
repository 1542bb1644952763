import type { ReactNode } from "react";

/**
 * A list line's 48-pixel picture beside its words (the order summary, search results, the owner's
 * product list): decorative, since the line names what it shows. Without a picture, a grey square
 * of the same size holds `fallback` (a line's initials), so the lines stay aligned.
 */
export function Thumbnail({
  src,
  fallback,
}: {
  src: string | null | undefined;
  fallback?: ReactNode;
}) {
  if (!src)
    return (
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-paper-deep text-sm font-semibold text-ink-soft"
      >
        {fallback}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 shrink-0 rounded-lg bg-paper-deep object-cover"
    />
  );
}
