import { ArrowButton } from "~/components/carousel/arrow-button.tsx";
import { CarouselDots } from "~/components/carousel/dots.tsx";
import { useAutoAdvance, usePause } from "~/lib/use-auto-advance.ts";

/** A published testimonial (the owner's, from Admin → Home page). */
export interface Testimonial {
  id: number;
  quote: string;
  author: string;
  location: string | null;
}

/**
 * The published testimonials, one at a time: every 5 seconds, wrapping, with previous/next and
 * dots when there are several. With none, the section is left out (PRODUCT.md §3).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return <Testimonials testimonials={testimonials} />;
}

const ARROW =
  "shrink-0 rounded-full border border-line p-2.5 text-ink-soft hover:border-ink hover:text-ink";

function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { paused, pauseHandlers } = usePause();
  const rotation = useAutoAdvance(testimonials.length, 5000, paused);
  const { index, next, previous } = rotation;
  const current = testimonials[index]!;
  const several = testimonials.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="What people say"
      className="page py-20"
      {...pauseHandlers}
    >
      <h2 className="text-center text-3xl sm:text-4xl">Kind words</h2>
      <div className="mx-auto mt-10 flex max-w-3xl items-center gap-2 sm:gap-6">
        {several && (
          <ArrowButton
            direction="previous"
            label="Previous testimonial"
            onClick={previous}
            className={ARROW}
          />
        )}
        <figure className="min-h-40 flex-1 text-center" aria-live={paused ? "polite" : "off"}>
          <blockquote className="font-display text-xl leading-relaxed text-balance sm:text-2xl">
            “{current.quote}”
          </blockquote>
          <figcaption className="mt-5 text-sm">
            <span className="font-semibold">{current.author}</span>
            {current.location && <span className="text-ink-soft"> · {current.location}</span>}
          </figcaption>
        </figure>
        {several && (
          <ArrowButton direction="next" label="Next testimonial" onClick={next} className={ARROW} />
        )}
      </div>
      {several && (
        <div className="mt-6">
          <CarouselDots rotation={rotation} noun="testimonial" />
        </div>
      )}
    </section>
  );
}
