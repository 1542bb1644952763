import { useState } from "react";
import { type ArtworkCard, ArtworkGrid } from "./artwork-grid.tsx";
import { Lightbox } from "./lightbox.tsx";

/** A grid whose pictures open in the lightbox. */
export function Gallery({
  artworks,
  fallbackDescription,
}: {
  artworks: ArtworkCard[];
  fallbackDescription: string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  return (
    <>
      <ArtworkGrid
        artworks={artworks}
        fallbackDescription={fallbackDescription}
        eagerFirst
        onOpen={(i, element) => {
          setTrigger(element);
          setIndex(i);
        }}
      />
      <Lightbox
        artworks={artworks}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        fallbackDescription={fallbackDescription}
        returnFocusTo={trigger}
      />
    </>
  );
}
