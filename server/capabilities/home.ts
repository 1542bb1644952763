import {
  SlideCreateSchema,
  SlideUpdateSchema,
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from "#core/schemas/home-input.ts";
import { recordEdits } from "./record-edits.ts";

/** The owner's home page: hero slides and testimonials (owner only: the guard runs first). */
export const {
  createSlide,
  updateSlide,
  deleteSlide,
  createTestimonial,
  updateTestimonial,
  deleteTestimonial,
} = recordEdits((services) => services.home, {
  Slide: { create: SlideCreateSchema, update: SlideUpdateSchema, what: "Slide" },
  Testimonial: {
    create: TestimonialCreateSchema,
    update: TestimonialUpdateSchema,
    what: "Testimonial",
  },
});
