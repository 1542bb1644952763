import { ArrowButton } from "~/components/carousel/arrow-button.tsx";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { TESTIMONIALS } from "~/lib/testimonials.ts";
import { useAutoAdvance, usePause } from "~/lib/use-auto-advance.ts";

/** The testimonials, one at a time: every 5 seconds, wrapping, with previous/next and dots. */
export function TestimonialCarousel() {
  const { paused, pauseHandlers } = usePause();
  const { index, goTo, next, previous } = useAutoAdvance(TESTIMONIALS.length, 5000, paused);
  const current = TESTIMONIALS[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="What people say"
      className="page py-20"
      {...pauseHandlers}
    >
      <h2 className="text-center text-3xl sm:text-4xl">Kind words</h2>
      <div className="mx-auto mt-10 flex max-w-3xl items-center gap-2 sm:gap-6">
        <ArrowButton
          direction="previous"
          label="Previous testimonial"
          onClick={previous}
          className="shrink-0 rounded-full border border-line p-2.5 text-ink-soft hover:border-ink hover:text-ink"
        />
        <figure className="min-h-48 flex-1 text-center" aria-live={paused ? "polite" : "off"}>
          <blockquote className="font-display text-xl leading-relaxed text-balance sm:text-2xl">
            “{current.text}”
          </blockquote>
          <figcaption className="mt-5 text-sm">
            <span className="font-semibold">{current.name}</span>
            <span className="text-ink-soft"> · {current.title}</span>
          </figcaption>
        </figure>
        <ArrowButton
          direction="next"
          label="Next testimonial"
          onClick={next}
          className="shrink-0 rounded-full border border-line p-2.5 text-ink-soft hover:border-ink hover:text-ink"
        />
      </div>
      <div className="mt-6">
        <CarouselDots
          count={TESTIMONIALS.length}
          index={index}
          onSelect={goTo}
          label={(i) => `Show testimonial ${i + 1}`}
        />
      </div>
    </section>
  );
}
