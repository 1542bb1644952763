import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { type MediaImage, mediaUrl, pickWidth, srcSet } from "#core/media-urls.ts";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { ResponsiveImage } from "~/components/media/responsive-image.tsx";
import { protectImage } from "~/lib/image-protection.ts";
import { useAutoAdvance, usePause } from "~/lib/use-auto-advance.ts";

export interface HeroSlide {
  title: string | null;
  caption: string | null;
  alt: string;
  image: MediaImage;
}

export const HERO_INTERVAL_MS = 5000;

interface HeroProps {
  slides: HeroSlide[];
  title: string;
  tagline: string;
}

/**
 * The home page's hero: server-rendered slides that cross-fade every 5 seconds (wrapping), with
 * dots. The first slide is the page's largest paint; the next one is loaded ahead of time. With
 * no slides, the artist's name stands over a calm plain background instead (PRODUCT.md §3).
 */
export function HeroCarousel({ slides, title, tagline }: HeroProps) {
  if (slides.length === 0) return <PlainHero title={title} tagline={tagline} />;
  return <SlideHero slides={slides} title={title} tagline={tagline} />;
}

/** The two ways into the site, under the name in either hero. */
function HeroLinks({ tone }: { tone: "light" | "dark" }) {
  return (
    <div className="mt-7 flex flex-wrap gap-3">
      <Link
        to="/portfolio"
        className={
          tone === "light" ? "btn-primary bg-white text-ink hover:bg-paper" : "btn-primary"
        }
      >
        View Portfolio
      </Link>
      <Link
        to="/shop"
        className={
          tone === "light"
            ? "btn-secondary border-white/60 text-white hover:bg-white/10"
            : "btn-secondary"
        }
      >
        Shop Now
      </Link>
    </div>
  );
}

/** No slides yet: the name and tagline on the paper colour, with a hairline under them. */
function PlainHero({ title, tagline }: { title: string; tagline: string }) {
  return (
    <section aria-labelledby="hero-title" className="border-b border-line bg-paper-deep/60">
      <div className="page py-20 sm:py-28 lg:py-32">
        <p className="eyebrow">Original art and handmade goods</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-[1.05] sm:text-6xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-base text-ink-soft sm:text-lg">{tagline}</p>
        <HeroLinks tone="dark" />
      </div>
    </section>
  );
}

function SlideHero({ slides, title, tagline }: HeroProps) {
  const { paused, pauseHandlers } = usePause();
  // The next slide is fetched once the page is interactive, so it never competes with the first.
  const [warm, setWarm] = useState(false);
  useEffect(() => setWarm(true), []);
  const rotation = useAutoAdvance(slides.length, HERO_INTERVAL_MS, paused);
  const { index } = rotation;
  const next = (index + 1) % Math.max(slides.length, 1);
  const first = slides[0];
  // Ask for the first slide in <head>, ahead of the scripts: it is the page's largest paint.
  if (first) {
    preload(mediaUrl(first.image.key, pickWidth(first.image.widths, 1920), "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(first.image, "avif"),
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured paintings"
      className="relative isolate overflow-hidden bg-ink"
      {...pauseHandlers}
    >
      <div className="relative aspect-[4/5] w-full sm:aspect-[16/9] lg:aspect-[21/9]">
        {slides.map((slide, i) => {
          // Only the current slide and the next one are in the document: the rest load on demand.
          if (i !== index && i !== 0 && !(warm && i === next)) return null;
          return (
            <div
              key={slide.image.key}
              aria-hidden={i !== index}
              className={`absolute inset-0 transition-opacity duration-1000 ${i === index ? "opacity-100" : "opacity-0"}`}
            >
              <ResponsiveImage
                image={slide.image}
                alt={slide.alt}
                sizes="100vw"
                priority={i === 0}
                fallbackWidth={1920}
                pictureClassName="block h-full w-full"
                className="h-full w-full object-cover"
                {...protectImage}
              />
            </div>
          );
        })}
        <div className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/20 to-transparent" />
        <div className="page absolute inset-x-0 bottom-0 pb-14 text-white sm:pb-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-white/85 uppercase">
            {slides[index]?.title ?? "New work"}
          </p>
          {slides[index]?.caption && (
            <p className="mt-1 max-w-xl text-sm text-white/85">{slides[index].caption}</p>
          )}
          <h1 className="mt-3 max-w-3xl text-4xl leading-[1.05] text-white sm:text-6xl">{title}</h1>
          <p className="mt-4 max-w-xl text-base text-white/90 sm:text-lg">{tagline}</p>
          <HeroLinks tone="light" />
        </div>
        {slides.length > 1 && (
          <div className="absolute inset-x-0 bottom-3">
            <CarouselDots rotation={rotation} noun="slide" tone="light" />
          </div>
        )}
      </div>
    </section>
  );
}
