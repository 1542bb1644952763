import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import { performRowIntent, type RowWords, rowIntents } from "~/lib/row-intents.ts";
import type { CarouselImageView } from "../../../server/services/catalog-views.ts";
import type { Route } from "./+types/home";

/** What the Home page section's list shows of a slide. */
const slideRow = ({ id, thumbnail, alt, title, caption }: CarouselImageView) => ({
  id,
  thumbnail,
  alt,
  title,
  caption,
});

export const loader = readsLoader((services) => ({
  slides: services.catalog.carouselImages().then((slides) => slides.map(slideRow)),
  testimonials: services.home.listTestimonials(),
}));

/** What a slide's and a testimonial's forms say once they worked. */
const SLIDE_WORDS: RowWords = {
  added: { title: "Slide added", description: "It is on the home page now" },
  saved: "Slide saved",
  removed: "The slide is no longer on the home page",
};
const TESTIMONIAL_WORDS: RowWords = {
  added: { title: "Testimonial added" },
  saved: "Testimonial saved",
  removed: "The testimonial is no longer on the home page",
};

/**
 * Every form of the Home page section, by intent (`id` names the row): the capabilities behind
 * `/api/admin/carousel-images` and `/api/admin/testimonials`, given the form as it came (the
 * schemas read it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { home } = caller.capabilities;
  return performRowIntent(request, (input) => ({
    ...rowIntents(
      caller,
      input,
      "slide",
      "carousel-images",
      {
        create: home.createSlide,
        update: home.updateSlide,
        remove: home.deleteSlide,
      },
      SLIDE_WORDS,
    ),
    ...rowIntents(
      caller,
      input,
      "testimonial",
      "testimonials",
      {
        create: home.createTestimonial,
        update: home.updateTestimonial,
        remove: home.deleteTestimonial,
      },
      TESTIMONIAL_WORDS,
    ),
    "testimonial-publish": () => home.updateTestimonial(caller, input.id, input),
  }));
}
