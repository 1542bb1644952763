import { Invalid } from "#core/domain-errors.ts";
import { formInput, formValues, performAction } from "~/lib/action-result.ts";
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
 * Every form of the Home page section (intent: what to do, `id` the row): the capabilities behind
 * `/api/admin/carousel-images` and `/api/admin/testimonials`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { home } = caller.capabilities;
  const posted = await request.formData();
  const form = await formValues(posted);
  const intent = form.intent ?? "";
  const { id } = form;
  const words = () => ({
    quote: form.quote ?? "",
    author: form.author ?? "",
    location: form.location ?? "",
  });
  return performAction(
    async () => {
      switch (intent) {
        case "slide-create":
          await home.createSlide(caller, {
            imageUrl: form.imageUrl ?? "",
            alt: form.alt ?? "",
            title: form.title ?? "",
            caption: form.caption ?? "",
          });
          break;
        case "slide-update":
          await home.updateSlide(caller, id, {
            alt: form.alt ?? "",
            title: form.title ?? "",
            caption: form.caption ?? "",
          });
          break;
        case "slide-move":
          await home.updateSlide(caller, id, { displayOrder: form.displayOrder ?? "" });
          break;
        case "slide-delete":
          await home.deleteSlide(caller, id);
          break;
        case "testimonial-create":
          await home.createTestimonial(caller, {
            ...words(),
            isPublished: form.isPublished === "true",
          });
          break;
        case "testimonial-update":
          await home.updateTestimonial(caller, id, words());
          break;
        case "testimonial-publish":
          await home.updateTestimonial(caller, id, { isPublished: form.isPublished === "true" });
          break;
        case "testimonial-move":
          await home.updateTestimonial(caller, id, { displayOrder: form.displayOrder ?? "" });
          break;
        case "testimonial-delete":
          await home.deleteTestimonial(caller, id);
          break;
        // `ids`: the whole list in its new order, in one transaction (PUT /api/admin/…/order).
        case "slide-reorder":
        case "testimonial-reorder": {
          const list = intent === "slide-reorder" ? "carousel-images" : "testimonials";
          await caller.capabilities.content.reorder(caller, list, formInput(posted));
          break;
        }
        default:
          throw new Invalid("Unknown action");
      }
      return {};
    },
    { echo: { intent, id: id ?? "" } },
  );
}
