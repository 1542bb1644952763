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
import { recordRoutes } from "../record-routes.ts";

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
    .get("/artworks", async (c) => c.json(await artworks(c)))
    .get("/snap-cards", async (c) => c.json(await snapCards(c)))
    .route(
      "/",
      recordRoutes("/products", {
        create: createProduct,
        update: updateProduct,
        remove: deleteProduct,
        view: async (c, id) =>
          presentProduct(byId(await c.var.services.catalog.listProducts(), id)),
      }),
    )
    .route(
      "/",
      recordRoutes("/artworks", {
        create: createArtwork,
        update: updateArtwork,
        remove: deleteArtwork,
        view: async (c, id) =>
          presentAdminArtwork(byId(await c.var.services.catalog.listArtworks(), id)),
      }),
    )
    .route(
      "/",
      recordRoutes("/snap-cards", {
        create: createSnapCard,
        update: updateSnapCard,
        remove: deleteSnapCard,
        view: async (c, id) =>
          presentSnapCard(byId(await c.var.services.catalog.listSnapCards(), id)),
      }),
    )
    .put("/:list{products|artworks|snap-cards}/order", async (c) => {
      const list = c.req.param("list") as keyof typeof LISTS;
      await reorder(callerOf(c), list, await c.req.json());
      return c.json(await LISTS[list](c));
    });
}
