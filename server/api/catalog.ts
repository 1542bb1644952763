import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { CERAMIC_ART_TYPES, PAINTING_ART_TYPES } from "#core/art-categories.ts";
import { headerList } from "#core/url-path.ts";
import type { AppEnv } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";
import { REPLAYABLE } from "../http/response-replay.ts";
import { ownBytes } from "../services/byte-lru.ts";
import {
  presentArtwork,
  presentCollection,
  presentProduct,
  presentSearchResult,
  presentSnapCard,
} from "./present.ts";

/**
 * Catalogue reads may be stored by any cache but are revalidated on every use (cheap with the
 * ETag), so an owner's change shows at once.
 */
const CATALOG_CACHE = "public, no-cache";

/** An art type the category knows, or undefined for "all" (unknown values mean all, PRODUCT.md §5). */
function knownArtType(category: string, artType: string | undefined): string | undefined {
  const known: readonly string[] = category === "ceramics" ? CERAMIC_ART_TYPES : PAINTING_ART_TYPES;
  return artType && known.includes(artType) ? artType : undefined;
}

/**
 * Answers with a catalogue read as JSON, serialised and tagged once per database change (the read
 * cache), with `304 Not Modified` for a matching `If-None-Match`. Kept by the path and the
 * parameters the read uses (`reads`), not by the whole query: `?v=1`, `?v=2`… would each keep
 * another copy of the same list.
 */
async function cachedJson(
  c: Context<AppEnv>,
  read: () => Promise<unknown>,
  reads: Record<string, string | undefined> = {},
): Promise<Response> {
  const used = Object.entries(reads).filter((entry): entry is [string, string] => !!entry[1]);
  const key = `json:${c.req.path}?${new URLSearchParams(used)}`;
  const entry = await c.var.services.cache.get(key, async () => {
    // Encoded once: sending bytes saves re-encoding the text for every response.
    const body = ownBytes(JSON.stringify(await read()));
    return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  });
  c.header("ETag", entry.etag);
  c.header("Cache-Control", CATALOG_CACHE);
  const match = c.req.header("if-none-match");
  if (match && headerList(match).some((tag) => weakless(tag) === entry.etag)) {
    return c.body(null, 304);
  }
  return c.body(entry.body, 200, {
    "Content-Type": "application/json",
    [REPLAYABLE]: Object.keys(reads).join(","),
  });
}

/** An entity tag without its weak marker (`W/"x"` → `"x"`): a weak match is enough here. */
const weakless = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/** The artworks of a filter, as the API shows them. */
const artworks = async (
  c: Context<AppEnv>,
  filter?: Parameters<AppEnv["Variables"]["services"]["catalog"]["listArtworks"]>[0],
) => (await c.var.services.catalog.listArtworks(filter)).map(presentArtwork);

/** The public read API of PRODUCT.md §7. */
export function catalogRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/artworks", (c) => cachedJson(c, () => artworks(c)))
      .get("/artworks/featured", (c) => cachedJson(c, () => artworks(c, { featured: true })))
      .get("/artworks/portfolio", async (c) => {
        const category = c.req.query("category") ?? "";
        if (category !== "paintings-drawings" && category !== "ceramics") {
          throw new HttpError(400, "category must be paintings-drawings or ceramics");
        }
        const artType = knownArtType(category, c.req.query("artType"));
        return cachedJson(c, () => artworks(c, { category, ...(artType ? { artType } : {}) }), {
          category,
          artType,
        });
      })
      .get("/artworks/sketches", (c) => cachedJson(c, () => artworks(c, { category: "sketches" })))
      .get("/products", (c) =>
        cachedJson(c, async () =>
          (await c.var.services.catalog.listProducts()).map(presentProduct),
        ),
      )
      // The shop's tabs in the owner's order; one without products is not shown.
      .get("/collections", (c) =>
        cachedJson(c, async () =>
          (await c.var.services.collections.listShown()).map(presentCollection),
        ),
      )
      .get("/snap-cards", (c) =>
        cachedJson(c, async () =>
          (await c.var.services.catalog.listSnapCards()).map(presentSnapCard),
        ),
      )
      .get("/carousel-images", (c) =>
        cachedJson(c, async () => ({ images: await c.var.services.catalog.carouselImages() })),
      )
      .get("/testimonials", (c) =>
        cachedJson(c, async () => ({
          testimonials: await c.var.services.catalog.testimonials(),
        })),
      )
      .get("/search", async (c) => {
        // Searches are many and varied: computed each time (from the cached lists), not kept.
        const query = (c.req.query("q") ?? "").slice(0, 200);
        c.header("Cache-Control", CATALOG_CACHE);
        return c.json((await c.var.services.catalog.search(query)).map(presentSearchResult));
      })
  );
}
