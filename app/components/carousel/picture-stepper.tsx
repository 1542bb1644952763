import { useRotation } from "~/lib/use-auto-advance.ts";
import { ArrowPair } from "./arrow-pair.tsx";
import { CarouselDots } from "./dots.tsx";

/**
 * Pictures one at a time in a frame; with more than one, previous and next buttons at its sides
 * ("Previous {noun}": round white buttons, over the picture or astride its edge as `insets` place
 * them) and dots below ("Show {noun} 2"). Starts at the first.
 */
export function PictureStepper<Item>({
  items,
  noun,
  frameClassName,
  insets,
  render,
  empty,
}: {
  items: readonly Item[];
  noun: string;
  frameClassName: string;
  insets: readonly [previous: string, next: string];
  /** Draws the current item. */
  render: (item: Item) => React.ReactNode;
  /** What the frame shows when there are no pictures. */
  empty: React.ReactNode;
}) {
  const rotation = useRotation(items.length);
  const several = items.length > 1;
  const current = items[rotation.index];
  return (
    <>
      <div className={frameClassName}>
        {current === undefined ? empty : render(current)}
        {several && (
          <ArrowPair
            noun={noun}
            onMove={rotation.move}
            insets={insets}
            className="rounded-full bg-white/90 p-2 shadow ring-1 ring-line hover:text-accent"
            iconClassName="size-4"
          />
        )}
      </div>
      {several && (
        <div className="mt-3">
          <CarouselDots rotation={rotation} noun={noun} />
        </div>
      )}
    </>
  );
}
