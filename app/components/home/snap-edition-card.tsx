import { useState } from "react";
import { Link } from "react-router";
import { ArrowButton } from "~/components/carousel/arrow-button.tsx";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import type { MediaImage } from "~/lib/media.ts";

/** One Snap edition on the home page: its own card carousel, price and Shop Now. */
export function SnapEditionCard({
  name,
  images,
  price,
  comingSoon,
}: {
  name: string;
  images: Array<{ image: MediaImage; title: string }>;
  price: string;
  comingSoon: boolean;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  const current = images[index];
  return (
    <article className="flex flex-col rounded-2xl border border-line bg-white p-5">
      <div className="relative mx-auto w-full max-w-[15rem]">
        {current ? (
          <ResponsiveImage
            image={current.image}
            alt={current.title}
            sizes="240px"
            fallbackWidth={400}
            className="h-auto w-full rounded-xl shadow-md shadow-ink/10"
          />
        ) : (
          <div className="aspect-[63/88] rounded-xl bg-paper-deep" />
        )}
        {count > 1 && (
          <>
            <ArrowButton
              direction="previous"
              label={`Previous ${name} card`}
              onClick={() => move(-1)}
              className="absolute top-1/2 -left-3 -translate-y-1/2 rounded-full bg-white p-2 shadow ring-1 ring-line hover:text-accent"
              iconClassName="size-4"
            />
            <ArrowButton
              direction="next"
              label={`Next ${name} card`}
              onClick={() => move(1)}
              className="absolute top-1/2 -right-3 -translate-y-1/2 rounded-full bg-white p-2 shadow ring-1 ring-line hover:text-accent"
              iconClassName="size-4"
            />
          </>
        )}
      </div>
      {count > 1 && (
        <div className="mt-3">
          <CarouselDots
            count={count}
            index={index}
            onSelect={setIndex}
            label={(i) => `Show ${name} card ${i + 1}`}
          />
        </div>
      )}
      <h3 className="mt-4 text-2xl">{name}</h3>
      <p className="mt-1 text-ink-soft">{comingSoon ? "Coming soon" : price}</p>
      <Link to="/shop" className="btn-primary mt-5 self-start">
        Shop Now
      </Link>
    </article>
  );
}
