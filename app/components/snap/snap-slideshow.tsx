import { Link } from "react-router";
import type { MediaImage } from "#core/media-urls.ts";
import { displayName } from "#core/snap-order.ts";
import { ArrowButton } from "~/components/carousel/arrow-button.tsx";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useAutoAdvance, usePause } from "~/lib/use-auto-advance.ts";

export interface SnapSlide {
  id: number;
  name: string | null;
  title: string;
  description: string | null;
  image: MediaImage | null;
}

/**
 * One game's cards as a slideshow: previous/next and dots, wrapping at both ends, moving on every
 * 5 seconds unless hovered, focused, or the visitor prefers reduced motion. Opened at one card
 * (`startAt`, a card's id: a search result), it shows that card and stays there.
 */
export function SnapSlideshow({
  game,
  cards,
  startAt,
}: {
  game: string;
  cards: SnapSlide[];
  startAt?: number | undefined;
}) {
  const { paused, pauseHandlers } = usePause();
  const start = startAt === undefined ? -1 : cards.findIndex((card) => card.id === startAt);
  const rotation = useAutoAdvance(cards.length, 5000, paused || start >= 0, Math.max(0, start));
  const { index, next, previous } = rotation;
  const card = cards[index];
  if (!card) {
    return (
      <Card as="p" padding="px-6 py-16" className="text-center text-lg text-ink-soft">
        No {game} cards available
      </Card>
    );
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${game} cards`}
      className="grid items-center gap-8 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-14"
      {...pauseHandlers}
    >
      <div className="relative mx-auto w-full max-w-[22rem]">
        {card.image ? (
          <ArtworkImage
            key={card.id}
            image={card.image}
            title={card.title}
            sizes="(min-width: 768px) 352px, 80vw"
            priority={index === Math.max(0, start)}
            fallbackWidth={400}
            className="h-auto w-full rounded-2xl shadow-xl shadow-ink/15"
          />
        ) : (
          <div className="aspect-[63/88] rounded-2xl bg-paper-deep" />
        )}
        <ArrowButton
          direction="previous"
          label="Previous card"
          onClick={previous}
          className="absolute top-1/2 -left-4 -translate-y-1/2 rounded-full bg-white p-3 shadow ring-1 ring-line hover:text-accent"
        />
        <ArrowButton
          direction="next"
          label="Next card"
          onClick={next}
          className="absolute top-1/2 -right-4 -translate-y-1/2 rounded-full bg-white p-3 shadow ring-1 ring-line hover:text-accent"
        />
      </div>
      <div aria-live={paused ? "polite" : "off"}>
        <p className="text-sm text-ink-soft">
          Card {index + 1} of {cards.length}
          {card.name ? ` · ${displayName(card.name)}` : ""}
        </p>
        <h2 className="mt-2 text-3xl">{card.title}</h2>
        {card.description && (
          <p className="mt-3 max-w-md text-lg text-ink-soft">{card.description}</p>
        )}
        <Link to="/shop" className="btn-primary mt-6">
          Buy Now
        </Link>
        <div className="mt-8 md:justify-start">
          <CarouselDots rotation={rotation} noun="card" />
        </div>
      </div>
    </section>
  );
}
