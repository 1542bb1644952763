import { Link } from "react-router";
import { family } from "#core/catalogue.ts";
import { collectionOfferLines, inCollection } from "#core/collections.ts";
import { homeArtworks } from "#core/featured-artworks.ts";
import { DEFAULT_PROFILE, type SiteProfile } from "#core/site-profile.ts";
import { editionOf, inDisplayOrder, SNAP_EDITIONS } from "#core/snap-order.ts";
import { currencySymbol } from "#core/store.ts";
import { CopyrightNotice } from "~/components/home/copyright-notice.tsx";
import { HeroCarousel } from "~/components/home/hero-carousel.tsx";
import { SnapEditionCard } from "~/components/home/snap-edition-card.tsx";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel.tsx";
import { ArtworkGrid } from "~/components/portfolio/artwork-grid.tsx";
import { Card } from "~/components/ui/card.tsx";
import { appContext } from "~/lib/app-context.ts";
import { routeMeta } from "~/lib/seo.ts";
import { useMoney, useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [slides, testimonials, artworks, snapCards, products, profile, collections] =
    await Promise.all([
      services.catalog.carouselImages(),
      services.catalog.testimonials(),
      services.catalog.listArtworks(),
      services.catalog.listSnapCards(),
      services.catalog.listProducts(),
      services.settingStore.get<SiteProfile>("profile", DEFAULT_PROFILE),
      services.collections.listShown(),
    ]);
  // The bundle box: the Snap collection's offers over its packs' prices.
  const snap = collections.find((collection) => collection.slug === "snap-cards");
  const packs = products.filter((product) => inCollection("snap-cards", product.category));
  const bundle = snap ? { collection: snap, packs } : null;
  // The packs' display order decides the editions' order (core/snap-order.ts); an edition with
  // neither a pack in the shop nor a card to show is left out.
  const editions = inDisplayOrder(
    SNAP_EDITIONS.flatMap((edition) => {
      const pack = products.find((p) => p.category === "snap-cards" && p.subcategory === edition);
      const cards = snapCards
        .filter((card) => editionOf(card) === edition && card.image)
        .map((card) => ({ image: card.image!, title: card.title }));
      if (!pack && cards.length === 0) return [];
      // No card faces yet: the pack's own pictures stand in for them.
      const images =
        cards.length > 0
          ? cards
          : (pack?.images ?? []).map((image) => ({ image, title: pack!.name }));
      return {
        order: pack?.order ?? null,
        edition,
        name: `Snap ${edition[0]!.toUpperCase()}${edition.slice(1)}`,
        price: pack ? pack.price : family("snap-cards").defaults.price,
        comingSoon: !pack?.isAvailable,
        images,
      };
    }),
  );
  return {
    slides: slides.flatMap((slide) =>
      slide.image
        ? [{ title: slide.title, caption: slide.caption, alt: slide.alt, image: slide.image }]
        : [],
    ),
    testimonials,
    featured: homeArtworks(artworks),
    editions,
    artistName: profile.artistName,
    tagline: profile.tagline,
    bundle,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    // The owner's own words (Settings → Profile), not a description of the demo's shop.
    title: args.loaderData?.tagline ?? "Home",
    description: args.loaderData
      ? `${args.loaderData.tagline}: the portfolio and shop of ${args.loaderData.artistName}.`
      : "",
    ...(args.loaderData?.slides[0]
      ? { image: `/media/${args.loaderData.slides[0].image.key}/1920.webp` }
      : {}),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, testimonials, featured, editions, artistName, tagline, bundle } = loaderData;
  const store = useStore();
  const money = useMoney();
  const offers = bundle
    ? collectionOfferLines(bundle.collection, bundle.packs, currencySymbol(store.currency))
    : [];
  return (
    <>
      <CopyrightNotice artistName={artistName} />
      <HeroCarousel slides={slides} title={artistName} tagline={tagline} />

      {featured.length > 0 && (
        <section className="page py-20" aria-labelledby="featured-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="eyebrow">From the studio</p>
              <h2 id="featured-heading" className="mt-2 text-3xl sm:text-4xl">
                Featured artworks
              </h2>
            </div>
            <Link to="/portfolio" className="text-sm font-medium text-accent hover:underline">
              See the whole portfolio →
            </Link>
          </div>
          <div className="mt-10">
            <ArtworkGrid
              artworks={featured}
              fallbackDescription="Original artwork"
              headingLevel={3}
            />
          </div>
        </section>
      )}

      {editions.length > 0 && (
        <section className="bg-paper-deep/70 py-20" aria-labelledby="snap-heading">
          <div className="page">
            <p className="eyebrow">Family card games</p>
            <h2 id="snap-heading" className="mt-2 text-3xl sm:text-4xl">
              Snap Card Games
            </h2>
            <p className="mt-3 max-w-2xl text-ink-soft">
              A hand-drawn animal on every card. Quick to learn, loud to play, and made to last.
            </p>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {editions.map((edition) => (
                <SnapEditionCard
                  key={edition.edition}
                  name={edition.name}
                  images={edition.images}
                  price={money(edition.price)}
                  comingSoon={edition.comingSoon}
                />
              ))}
            </div>
            {offers.length > 0 && (
              <Card tone="accent" padding="p-6 sm:p-8" className="mt-10">
                <h3 className="text-2xl">Bundle pricing</h3>
                <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                  {offers.map((line) => (
                    <li key={line.text}>
                      <span className="block text-2xl font-semibold">
                        {line.price !== null ? money(line.price) : line.label}
                      </span>
                      <span className="text-sm text-ink-soft">
                        {line.price !== null ? `${line.label} (${line.saving})` : line.saving}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </div>
        </section>
      )}

      <TestimonialCarousel testimonials={testimonials} />

      <section className="page pb-8" aria-labelledby="cta-heading">
        <div className="rounded-3xl bg-ink px-6 py-14 text-center text-paper sm:px-12">
          <h2 id="cta-heading" className="text-3xl text-paper sm:text-4xl">
            Find something to love
          </h2>
          {store.charityStatement && (
            <p className="mx-auto mt-3 max-w-xl text-paper/80">{store.charityStatement}</p>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/portfolio" className="btn-primary bg-paper text-ink hover:bg-white">
              Browse the portfolio
            </Link>
            <Link to="/shop" className="btn-secondary border-paper/40 text-paper hover:bg-paper/10">
              Visit the shop
            </Link>
            <Link
              to="/contact"
              className="btn-secondary border-paper/40 text-paper hover:bg-paper/10"
            >
              Ask about a commission
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
