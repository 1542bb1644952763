import { Hono } from "hono";
import {
  ArtworkCreateSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  SnapCardCreateSchema,
} from "#core/schemas/admin-content.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { idParam } from "../../http/errors.ts";

const rowId = (value: string, what: string) => idParam(value, `${what} not found`);

/**
 * The content API of SPEC §7, owner only (app.ts): artworks, snap cards and products. Lists are
 * the catalogue's own views; writes answer with the record as the public API now shows it.
 */
export function adminContentRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/products", async (c) => c.json(await c.var.services.catalog.listProducts()))
    .post("/products", async (c) => {
      const id = await c.var.services.content.createProduct(
        ProductCreateSchema.parse(await c.req.json()),
      );
      const product = (await c.var.services.catalog.listProducts()).find((item) => item.id === id);
      return c.json(product, 201);
    })
    .patch("/products/:id", async (c) => {
      const id = rowId(c.req.param("id"), "Product");
      await c.var.services.content.updateProduct(id, ProductUpdateSchema.parse(await c.req.json()));
      return c.json((await c.var.services.catalog.listProducts()).find((item) => item.id === id));
    })
    .delete("/products/:id", async (c) => {
      await c.var.services.content.deleteProduct(rowId(c.req.param("id"), "Product"));
      return c.json({ deleted: true });
    })
    .get("/artworks", async (c) => c.json(await c.var.services.catalog.listArtworks()))
    .post("/artworks", async (c) => {
      const id = await c.var.services.content.createArtwork(
        ArtworkCreateSchema.parse(await c.req.json()),
      );
      return c.json(
        (await c.var.services.catalog.listArtworks()).find((item) => item.id === id),
        201,
      );
    })
    .delete("/artworks/:id", async (c) => {
      await c.var.services.content.deleteArtwork(rowId(c.req.param("id"), "Artwork"));
      return c.json({ deleted: true });
    })
    .get("/snap-cards", async (c) => c.json(await c.var.services.catalog.listSnapCards()))
    .post("/snap-cards", async (c) => {
      const id = await c.var.services.content.createSnapCard(
        SnapCardCreateSchema.parse(await c.req.json()),
      );
      return c.json(
        (await c.var.services.catalog.listSnapCards()).find((item) => item.id === id),
        201,
      );
    })
    .delete("/snap-cards/:id", async (c) => {
      await c.var.services.content.deleteSnapCard(rowId(c.req.param("id"), "Snap card"));
      return c.json({ deleted: true });
    });
}
