import { useRef, useState } from "react";
import { type ArtworkCard, ArtworkGrid } from "./artwork-grid.tsx";
import { Lightbox } from "./lightbox.tsx";

/**
 * A grid whose pictures open in the lightbox. While it is open the address is the shown
 * artwork's own page (replaced, not added to the history), so a copied or reloaded address
 * leads to that artwork; closing puts the portfolio's address back.
 */
export function Gallery({
  artworks,
  fallbackDescription,
}: {
  artworks: ArtworkCard[];
  fallbackDescription: string;
}) {
  const [index, setShown] = useState<number | null>(null);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  /** The portfolio's own address, to put back when the lightbox closes. */
  const portfolioAddress = useRef<string | null>(null);
  const setIndex = (next: number | null) => {
    const url = next === null ? portfolioAddress.current : artworks[next]?.url;
    if (next !== null && portfolioAddress.current === null) {
      portfolioAddress.current = `${location.pathname}${location.search}${location.hash}`;
    }
    if (url) window.history.replaceState(window.history.state, "", url);
    if (next === null) portfolioAddress.current = null;
    setShown(next);
  };
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
