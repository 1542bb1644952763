import { Hono } from "hono";
import {
  createArtwork,
  createProduct,
  createSnapCard,
  deleteArtwork,
  deleteProduct,
  deleteSnapCard,
  updateArtwork,
  updateProduct,
  updateSnapCard,
} from "../../capabilities/content.ts";
import { reorder } from "../../capabilities/reorder.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { callerOf } from "../../http/caller.ts";
import { presentAdminArtwork, presentProduct, presentSnapCard } from "../present.ts";

/**
 * The content API (PRODUCT.md §7), owner only (app.ts): artworks, snap cards and products. Lists
 * are the catalogue's own views; writes answer with the record as the public API now shows it.
 */
type Ctx = { var: AppEnv["Variables"] };

/** The record just written, as the catalogue now lists it (only that one is presented). */
const byId = <T extends { id: number }>(items: readonly T[], id: number): T =>
  items.find((item) => item.id === id)!;

const products = async (c: Ctx) =>
  (await c.var.services.catalog.listProducts()).map(presentProduct);
const artworks = async (c: Ctx) =>
  (await c.var.services.catalog.listArtworks()).map(presentAdminArtwork);
const snapCards = async (c: Ctx) =>
  (await c.var.services.catalog.listSnapCards()).map(presentSnapCard);

/**
 * Each list's view, as its GET and its reorder answer it. `PUT /{list}/order`: One transaction arranges a whole list (a category's artworks, an edition's cards).
 */
const LISTS = { products, artworks, "snap-cards": snapCards } as const;

export function adminContentRoutes() {
  return new Hono<AppEnv>()
    .get("/products", async (c) => c.json(await products(c)))
    .post("/products", async (c) => {
      const id = await createProduct(callerOf(c), await c.req.json());
      return c.json(presentProduct(byId(await c.var.services.catalog.listProducts(), id)), 201);
    })
    .patch("/products/:id", async (c) => {
      const id = await updateProduct(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(presentProduct(byId(await c.var.services.catalog.listProducts(), id)));
    })
    .delete("/products/:id", async (c) => {
      await deleteProduct(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    })
    .get("/artworks", async (c) => c.json(await artworks(c)))
    .post("/artworks", async (c) => {
      const id = await createArtwork(callerOf(c), await c.req.json());
      return c.json(
        presentAdminArtwork(byId(await c.var.services.catalog.listArtworks(), id)),
        201,
      );
    })
    .patch("/artworks/:id", async (c) => {
      const id = await updateArtwork(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(presentAdminArtwork(byId(await c.var.services.catalog.listArtworks(), id)));
    })
    .delete("/artworks/:id", async (c) => {
      await deleteArtwork(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    })
    .get("/snap-cards", async (c) => c.json(await snapCards(c)))
    .post("/snap-cards", async (c) => {
      const id = await createSnapCard(callerOf(c), await c.req.json());
      return c.json(presentSnapCard(byId(await c.var.services.catalog.listSnapCards(), id)), 201);
    })
    .patch("/snap-cards/:id", async (c) => {
      const id = await updateSnapCard(callerOf(c), c.req.param("id"), await c.req.json());
      return c.json(presentSnapCard(byId(await c.var.services.catalog.listSnapCards(), id)));
    })
    .delete("/snap-cards/:id", async (c) => {
      await deleteSnapCard(callerOf(c), c.req.param("id"));
      return c.json({ deleted: true });
    })
    .put("/:list{products|artworks|snap-cards}/order", async (c) => {
      const list = c.req.param("list") as keyof typeof LISTS;
      await reorder(callerOf(c), list, await c.req.json());
      return c.json(await LISTS[list](c));
    });
}
