import { Hono, type MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { CERAMIC_ART_TYPES, PAINTING_ART_TYPES } from "../../app/lib/catalog.ts";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";

/**
 * Catalogue reads may be stored by any cache but are revalidated on every use (cheap with the
 * ETag), so an owner's change shows at once.
 */
const CATALOG_CACHE = "public, no-cache";

/** An art type the category knows, or undefined for "all" (unknown values mean all, SPEC §5). */
function knownArtType(category: string, artType: string | undefined): string | undefined {
  const known: readonly string[] = category === "ceramics" ? CERAMIC_ART_TYPES : PAINTING_ART_TYPES;
  return artType && known.includes(artType) ? artType : undefined;
}

const withEtag = etag();
/** ETag and revalidated public caching, on these routes only (never on the rest of /api). */
const cached: MiddlewareHandler<AppEnv> = async (c, next) => {
  await withEtag(c, async () => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", CATALOG_CACHE);
  });
};

/** The public read API of SPEC §7. */
export function catalogRoutes() {
  const api = new Hono<AppEnv>();
  for (const path of [
    "/artworks",
    "/artworks/*",
    "/products",
    "/snap-cards",
    "/carousel-images",
    "/search",
  ]) {
    api.get(path, cached);
  }
  return api
    .get("/artworks", async (c) => c.json(await c.var.services.catalog.listArtworks()))
    .get("/artworks/featured", async (c) =>
      c.json(await c.var.services.catalog.listArtworks({ featured: true })),
    )
    .get("/artworks/portfolio", async (c) => {
      const category = c.req.query("category") ?? "";
      if (category !== "paintings-drawings" && category !== "ceramics") {
        throw new HttpError(400, "category must be paintings-drawings or ceramics");
      }
      const artType = knownArtType(category, c.req.query("artType"));
      return c.json(
        await c.var.services.catalog.listArtworks({ category, ...(artType ? { artType } : {}) }),
      );
    })
    .get("/artworks/sketches", async (c) =>
      c.json(await c.var.services.catalog.listArtworks({ category: "sketches" })),
    )
    .get("/products", async (c) => c.json(await c.var.services.catalog.listProducts()))
    .get("/snap-cards", async (c) => c.json(await c.var.services.catalog.listSnapCards()))
    .get("/carousel-images", async (c) =>
      c.json({ images: await c.var.services.catalog.carouselImages() }),
    )
    .get("/search", async (c) => {
      const query = (c.req.query("q") ?? "").slice(0, 200);
      return c.json(await c.var.services.catalog.search(query));
    });
}
