import { displayOrder, imageUrl, optionalText } from "./content-input.ts";
import { formBoolean, requiredText } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** Required text, trimmed, up to `max` characters, with "{label} is required" when empty. */
const required = (label: string, max: number) => requiredText(`${label} is required`, max);

/** The slide's picture: an image uploaded to this site. */
const slideImage = z
  .string({ error: "Choose a picture for the slide" })
  .min(1, "Choose a picture for the slide")
  .pipe(imageUrl);

/**
 * `POST /api/admin/carousel-images`: a hero slide from an uploaded picture (PRODUCT.md §3). Its
 * `displayOrder` is its place among the slides, from 0; without one it goes last.
 */
export const SlideCreateSchema = z.object({
  imageUrl: slideImage,
  alt: required("Alt text", 300),
  title: optionalText(120),
  caption: optionalText(300),
  displayOrder: displayOrder.optional(),
});

/** `PATCH /api/admin/carousel-images/{id}`: any of the fields, e.g. `{displayOrder}` alone. */
export const SlideUpdateSchema = z
  .object({
    imageUrl: slideImage,
    alt: required("Alt text", 300),
    title: optionalText(120),
    caption: optionalText(300),
    displayOrder,
  })
  .partial();

/** `POST /api/admin/testimonials`: a customer's words, shown on the home page when published. */
export const TestimonialCreateSchema = z.object({
  quote: required("Quote", 1000),
  author: required("Author", 100),
  location: optionalText(100),
  displayOrder: displayOrder.optional(),
  isPublished: formBoolean("Published must be true or false").optional().default(true),
});

/** `PATCH /api/admin/testimonials/{id}`: any of the fields. */
export const TestimonialUpdateSchema = z
  .object({
    quote: required("Quote", 1000),
    author: required("Author", 100),
    location: optionalText(100),
    displayOrder,
    isPublished: formBoolean("Published must be true or false"),
  })
  .partial();

export type SlideCreate = z.output<typeof SlideCreateSchema>;
export type SlideUpdate = z.output<typeof SlideUpdateSchema>;
export type TestimonialCreate = z.output<typeof TestimonialCreateSchema>;
export type TestimonialUpdate = z.output<typeof TestimonialUpdateSchema>;
