import { Link } from "react-router";
import type { MediaImage } from "#core/media-urls.ts";
import { PictureStepper } from "~/components/carousel/picture-stepper.tsx";
import { ArtworkImage } from "~/components/media/artwork-image.tsx";
import { Card } from "~/components/ui/card.tsx";

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
  return (
    <Card as="article" padding="p-5" className="flex flex-col">
      <PictureStepper
        items={images}
        noun={`${name} card`}
        frameClassName="relative mx-auto w-full max-w-[15rem]"
        insets={["-left-3", "-right-3"]}
        render={(card) => (
          <ArtworkImage
            image={card.image}
            title={card.title}
            sizes="240px"
            fallbackWidth={400}
            className="h-auto w-full rounded-xl shadow-md shadow-ink/10"
          />
        )}
        empty={
          <div className="flex aspect-[63/88] items-center justify-center rounded-xl bg-paper-deep p-4 text-center text-sm text-ink-soft">
            Card pictures coming soon
          </div>
        }
      />
      <h3 className="mt-4 text-2xl">{name}</h3>
      <p className="mt-1 text-ink-soft">{comingSoon ? "Coming soon" : price}</p>
      <Link to="/shop" className="btn-primary mt-5 self-start">
        Shop Now
      </Link>
    </Card>
  );
}
