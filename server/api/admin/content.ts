import { Hono } from "hono";
import {
  createArtwork,
  createProduct,
  createSnapCard,
  deleteArtwork,
  deleteProduct,
  deleteSnapCard,
  updateProduct,
} from "../../capabilities/admin-content.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";

/**
 * The content API (PRODUCT.md §7), owner only (app.ts): artworks, snap cards and products. Lists
 * are the catalogue's own views; writes answer with the record as the public API now shows it.
 */
export function adminContentRoutes() {
  const catalog = (c: { var: AppEnv["Variables"] }) => c.var.services.catalog;
  return new Hono<AppEnv>()
    .get("/products", async (c) => c.json(await catalog(c).listProducts()))
    .post("/products", async (c) => {
      const id = await createProduct(callerOf(c), await c.req.json());
      return c.json(
        (await catalog(c).listProducts()).find((item) => item.id === id),
        201,
      );
    })
    .patch("/products/:id", async (c) => {
      const id = await updateProduct(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json((await catalog(c).listProducts()).find((item) => item.id === id));
    })
    .delete("/products/:id", async (c) => {
      await deleteProduct(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    })
    .get("/artworks", async (c) => c.json(await catalog(c).listArtworks()))
    .post("/artworks", async (c) => {
      const id = await createArtwork(callerOf(c), await c.req.json());
      return c.json(
        (await catalog(c).listArtworks()).find((item) => item.id === id),
        201,
      );
    })
    .delete("/artworks/:id", async (c) => {
      await deleteArtwork(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    })
    .get("/snap-cards", async (c) => c.json(await catalog(c).listSnapCards()))
    .post("/snap-cards", async (c) => {
      const id = await createSnapCard(callerOf(c), await c.req.json());
      return c.json(
        (await catalog(c).listSnapCards()).find((item) => item.id === id),
        201,
      );
    })
    .delete("/snap-cards/:id", async (c) => {
      await deleteSnapCard(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    });
}
