import { ArrowPair } from "~/components/carousel/arrow-pair.tsx";
import { CloseButton, Modal } from "~/components/ui/modal.tsx";
import type { ArtworkCard } from "./artwork-grid.tsx";
import { PhotoViewer } from "./photo-viewer.tsx";
import { BuyOriginal } from "./sale-status.tsx";

/**
 * The full-screen view of one artwork and its photos (photo-viewer.tsx): closed by its button, a
 * click on the backdrop or Escape; arrow keys (and buttons) move between artworks, or between
 * photos while focus is among them. A modal <dialog> keeps focus inside; the page
 * behind does not scroll; focus returns to the picture that opened it.
 */
export function Lightbox({
  artworks,
  index,
  onIndexChange,
  onClose,
  fallbackDescription,
  returnFocusTo,
}: {
  artworks: ArtworkCard[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  fallbackDescription: string;
  returnFocusTo: HTMLElement | null;
}) {
  const open = index !== null;
  const artwork = index !== null ? artworks[index] : undefined;
  const count = artworks.length;

  const move = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      aria-label={artwork ? artwork.title : "Artwork"}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink/95 p-0 text-paper backdrop:bg-ink/80"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
    >
      {artwork && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the picture is a click on the backdrop; Escape closes by keyboard.
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
        <div
          className="flex h-full flex-col items-center justify-center gap-4 px-4 py-16 sm:px-20"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <PhotoViewer
            key={artwork.id}
            photos={artwork.images ?? [{ image: artwork.image }]}
            title={artwork.title}
            sizes="100vw"
            priority
            tone="dark"
            // One pair of arrows on screen: the lightbox's, between artworks. Photos go by their
            // thumbnails, a swipe or the arrow keys.
            arrows={false}
            // Room for the thumbnails below when there are several photos.
            imageClassName={`${(artwork.images?.length ?? 1) > 1 ? "max-h-[58dvh]" : "max-h-[72dvh]"} w-auto max-w-full rounded object-contain`}
          />
          <div className="max-w-2xl text-center">
            <h2 className="font-display text-2xl text-paper">{artwork.title}</h2>
            <p className="mt-1 text-sm text-paper/75">
              {artwork.description || fallbackDescription}
            </p>
            <p className="mt-2 text-xs text-paper/60">
              {(index ?? 0) + 1} of {count}
            </p>
            {artwork.saleStatus && artwork.saleStatus !== "not-for-sale" && (
              <div className="mt-4 flex justify-center">
                <BuyOriginal key={artwork.id} artwork={artwork} tone="dark" inDialog />
              </div>
            )}
          </div>
        </div>
      )}
      <CloseButton
        onClose={onClose}
        className="absolute top-4 right-4 rounded-full bg-paper/10 p-3 text-paper hover:bg-paper/20"
      />
      {count > 1 && (
        <ArrowPair
          noun="artwork"
          onMove={move}
          insets={["left-3", "right-3"]}
          className="rounded-full bg-paper/10 p-3 text-paper hover:bg-paper/20"
        />
      )}
    </Modal>
  );
}
