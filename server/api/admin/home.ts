import { Hono } from "hono";
import {
  createSlide,
  createTestimonial,
  deleteSlide,
  deleteTestimonial,
  updateSlide,
  updateTestimonial,
} from "../../capabilities/home.ts";
import { reorder } from "../../capabilities/reorder.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import type { CarouselImageView } from "../../services/catalog.ts";
import { recordRoutes } from "../record-routes.ts";

/**
 * The home page API (PRODUCT.md §7), owner only (app.ts): hero slides (`/carousel-images`) and
 * testimonials. Lists are in display order; writes answer with the record as it now stands.
 */
type Ctx = { var: AppEnv["Variables"] };

/** A slide as the admin API shows it: the public view, with `imageUrl` to send back in a PATCH. */
const presentSlide = ({ image: _image, ...slide }: CarouselImageView) => ({
  ...slide,
  imageUrl: slide.url,
});

const slides = async (c: Ctx) => (await c.var.services.catalog.carouselImages()).map(presentSlide);
const slide = async (c: Ctx, id: number) => (await slides(c)).find((entry) => entry.id === id)!;
const testimonial = async (c: Ctx, id: number) =>
  (await c.var.services.home.listTestimonials()).find((entry) => entry.id === id)!;

/**
 * Each list's view, as its GET and its reorder answer it. `PUT /{list}/order`: One transaction arranges the whole list (every slide, every testimonial).
 */
const LISTS = {
  "carousel-images": slides,
  testimonials: (c: Ctx) => c.var.services.home.listTestimonials(),
} as const;

export function adminHomeRoutes() {
  return new Hono<AppEnv>()
    .get("/carousel-images", async (c) => c.json(await slides(c)))
    .get("/testimonials", async (c) => c.json(await c.var.services.home.listTestimonials()))
    .route(
      "/",
      recordRoutes("/carousel-images", {
        create: createSlide,
        update: updateSlide,
        remove: deleteSlide,
        view: slide,
      }),
    )
    .route(
      "/",
      recordRoutes("/testimonials", {
        create: createTestimonial,
        update: updateTestimonial,
        remove: deleteTestimonial,
        view: testimonial,
      }),
    )
    .put("/:list{carousel-images|testimonials}/order", async (c) => {
      const list = c.req.param("list") as keyof typeof LISTS;
      await reorder(callerOf(c), list, await c.req.json());
      return c.json(await LISTS[list](c));
    });
}
