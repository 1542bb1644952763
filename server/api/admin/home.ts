import {
  createSlide,
  createTestimonial,
  deleteSlide,
  deleteTestimonial,
  updateSlide,
  updateTestimonial,
} from "../../capabilities/home.ts";
import type { CarouselImageView } from "../../services/catalog.ts";
import { orderedListRoutes } from "../record-routes.ts";

/** A slide as the admin API shows it: the public view, with `imageUrl` to send back in a PATCH. */
const presentSlide = ({ image: _image, ...slide }: CarouselImageView) => ({
  ...slide,
  imageUrl: slide.url,
});

/**
 * The home page API (PRODUCT.md §7), owner only (app.ts): hero slides (`/carousel-images`) and
 * testimonials. Lists are in display order; writes answer with the record as it now stands;
 * `PUT /{list}/order` arranges the whole list (every slide, every testimonial).
 */
export function adminHomeRoutes() {
  return orderedListRoutes({
    "carousel-images": {
      list: async (c) => (await c.var.services.catalog.carouselImages()).map(presentSlide),
      create: createSlide,
      update: updateSlide,
      remove: deleteSlide,
    },
    testimonials: {
      list: (c) => c.var.services.home.listTestimonials(),
      create: createTestimonial,
      update: updateTestimonial,
      remove: deleteTestimonial,
    },
  });
}
