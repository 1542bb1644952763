import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

/**
 * `POST /api/admin/optimize-carousel` (→ `{images}`), `POST /api/admin/optimize-all-sections`
 * (→ `{results: {portfolio, shop, snapcards, carousel, updatedRecords}}`) and `GET
 * /api/admin/optimize-status` for a progress bar while one runs. Owner only (app.ts).
 */
export function adminOptimizeRoutes() {
  return new Hono<AppEnv>()
    .post("/optimize-carousel", async (c) => {
      const { optimizer, catalog } = c.var.services;
      const updated = await optimizer.section("carousel");
      const images = (await catalog.carouselImages()).map(({ url, alt, thumbnail }) => ({
        url,
        alt,
        thumbnail,
      }));
      return c.json({ images, updated });
    })
    .post("/optimize-all-sections", async (c) =>
      c.json({ results: await c.var.services.optimizer.all() }),
    )
    .get("/optimize-status", (c) => c.json(c.var.services.optimizer.status()));
}
