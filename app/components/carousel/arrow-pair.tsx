import { ArrowButton } from "./arrow-button.tsx";

/**
 * The previous and next buttons at either side of a picture, halfway down: "Previous {noun}" and
 * "Next {noun}". `className` is their look; `insets` place each from its edge.
 */
export function ArrowPair({
  noun,
  onMove,
  className,
  insets,
  iconClassName,
}: {
  noun: string;
  onMove: (step: -1 | 1) => void;
  className: string;
  insets: readonly [previous: string, next: string];
  iconClassName?: string;
}) {
  return (
    <>
      <ArrowButton
        direction="previous"
        label={`Previous ${noun}`}
        onClick={() => onMove(-1)}
        className={`absolute top-1/2 ${insets[0]} -translate-y-1/2 ${className}`}
        {...(iconClassName ? { iconClassName } : {})}
      />
      <ArrowButton
        direction="next"
        label={`Next ${noun}`}
        onClick={() => onMove(1)}
        className={`absolute top-1/2 ${insets[1]} -translate-y-1/2 ${className}`}
        {...(iconClassName ? { iconClassName } : {})}
      />
    </>
  );
}
