import { useState } from "react";
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
  const [index, setIndex] = useState(0);
  const count = items.length;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <>
      <div className={frameClassName}>
        {render(items[index])}
        {count > 1 && (
          <ArrowPair
            noun={noun}
            onMove={move}
            insets={insets}
            className={arrowClassName}
            iconClassName="size-4"
          />
        )}
      </div>
      {count > 1 && (
        <div className="mt-3">
          <CarouselDots
            count={count}
            index={index}
            onSelect={setIndex}
            label={(i) => `Show ${noun} ${i + 1}`}
          />
        </div>
      )}
    </>
  );
}
