import { rowIdOrNotFound } from "#core/ids.ts";
import {
  SlideCreateSchema,
  SlideUpdateSchema,
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from "#core/schemas/home-input.ts";
import { type Caller, parse } from "./caller.ts";

/** The owner's home page: hero slides and testimonials (owner only: the guard runs first). */

const slideId = (id: unknown) => rowIdOrNotFound(id, "Slide not found");
const testimonialId = (id: unknown) => rowIdOrNotFound(id, "Testimonial not found");

export const createSlide = (caller: Caller, input: unknown) =>
  caller.services.home.createSlide(parse(SlideCreateSchema, input));

export async function updateSlide(caller: Caller, id: unknown, input: unknown) {
  const slide = slideId(id);
  await caller.services.home.updateSlide(slide, parse(SlideUpdateSchema, input));
  return slide;
}

export const deleteSlide = (caller: Caller, id: unknown) =>
  caller.services.home.deleteSlide(slideId(id));

export const createTestimonial = (caller: Caller, input: unknown) =>
  caller.services.home.createTestimonial(parse(TestimonialCreateSchema, input));

export async function updateTestimonial(caller: Caller, id: unknown, input: unknown) {
  const testimonial = testimonialId(id);
  await caller.services.home.updateTestimonial(testimonial, parse(TestimonialUpdateSchema, input));
  return testimonial;
}

export const deleteTestimonial = (caller: Caller, id: unknown) =>
  caller.services.home.deleteTestimonial(testimonialId(id));
