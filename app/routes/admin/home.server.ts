import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [slides, testimonials] = await Promise.all([
    services.catalog.carouselImages(),
    services.home.listTestimonials(),
  ]);
  return {
    slides: slides.map(({ id, thumbnail, alt, title, caption }) => ({
      id,
      thumbnail,
      alt,
      title,
      caption,
    })),
    testimonials,
  };
}

/**
 * Every form of the Home page section, by intent (`id` names the row): the capabilities behind
 * `/api/admin/carousel-images` and `/api/admin/testimonials`, given the form as it came (the
 * schemas read it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { home } = caller.capabilities;
  const input = formInput(await request.formData());
  const { id } = input;
  return performIntent(
    input,
    {
      "slide-create": () => home.createSlide(caller, input),
      "slide-update": () => home.updateSlide(caller, id, input),
      "slide-delete": () => home.deleteSlide(caller, id),
      "testimonial-create": () => home.createTestimonial(caller, input),
      "testimonial-update": () => home.updateTestimonial(caller, id, input),
      "testimonial-publish": () => home.updateTestimonial(caller, id, input),
      "testimonial-delete": () => home.deleteTestimonial(caller, id),
      // The whole list in its new order, in one transaction (the same as `PUT …/order`).
      "slide-reorder": () => caller.capabilities.content.reorder(caller, "carousel-images", input),
      "testimonial-reorder": () =>
        caller.capabilities.content.reorder(caller, "testimonials", input),
    },
    { echo: { id: typeof id === "string" ? id : "" } },
  );
}
