import { useRotation } from "~/lib/use-auto-advance.ts";
import { ArrowPair } from "./arrow-pair.tsx";
import { CarouselDots } from "./dots.tsx";

/**
 * Pictures one at a time in a frame; with more than one, previous and next buttons at its sides
 * ("Previous {noun}") and dots below ("Show {noun} 2"). Starts at the first.
 */
export function PictureStepper<Item>({
  items,
  noun,
  frameClassName,
  arrowClassName,
  insets,
  render,
}: {
  items: readonly Item[];
  noun: string;
  frameClassName: string;
  arrowClassName: string;
  insets: readonly [previous: string, next: string];
  /** Draws the current item (undefined when there are none). */
  render: (item: Item | undefined) => React.ReactNode;
}) {
  const rotation = useRotation(items.length);
  const several = items.length > 1;
  return (
    <>
      <div className={frameClassName}>
        {render(items[rotation.index])}
        {several && (
          <ArrowPair
            noun={noun}
            onMove={rotation.move}
            insets={insets}
            className={arrowClassName}
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
