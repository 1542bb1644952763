import { Hono, type HonoRequest } from "hono";
import { DomainError, rephrased } from "#core/domain-errors.ts";
import { MEDIA_SECTION_NAMES, type MediaSection } from "#core/media-files.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { HttpError } from "../../http/errors.ts";
import { multipart } from "../../http/multipart.ts";
import type { MediaAsset } from "../../services/media.ts";

function sectionOf(value: unknown, fallback: MediaSection): MediaSection {
  if (value === undefined || value === "") return fallback;
  if (typeof value === "string" && (MEDIA_SECTION_NAMES as string[]).includes(value))
    return value as MediaSection;
  throw new HttpError(400, `section must be one of ${MEDIA_SECTION_NAMES.join(", ")}`);
}

/** The multipart fields; 400 when the body does not parse as multipart/form-data. */
const formOf = (req: HonoRequest) => multipart(() => req.parseBody({ all: true }));

/** The File parts of a multipart field (one or many); 400 when there are none. */
function filesOf(value: unknown): File[] {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (part): part is File => part instanceof File,
  );
  if (list.length === 0) throw new HttpError(400, "Please select files first");
  return list;
}

/**
 * The upload API of PRODUCT.md §7, every file through the media pipeline (type by content, size and
 * pixel limits, variants): `POST /api/admin/upload` (`files` → `{files: [{path}]}`), `POST
 * /api/admin/uploads` (`files` → `{imageUrls}`) and `POST /api/upload` (`image`, `section` →
 * `{url}`). Owner only (app.ts); the 25 MB body limit applies per request. A file that fails
 * stops the request with its name in the message.
 */
export function uploadRoutes() {
  async function ingestAll(
    c: { var: AppEnv["Variables"] },
    files: File[],
    section: MediaSection,
  ): Promise<MediaAsset[]> {
    const assets: MediaAsset[] = [];
    for (const file of files) {
      try {
        const alt = file.name
          .replace(/\.[^.]+$/, "")
          .replace(/[-_]+/g, " ")
          .trim();
        assets.push(
          await c.var.services.media.ingest(
            new Uint8Array(await file.arrayBuffer()),
            file.name,
            section,
            alt,
          ),
        );
      } catch (error) {
        if (error instanceof DomainError) {
          throw rephrased(error, `Failed to upload ${file.name}: ${error.message}`);
        }
        throw error;
      }
    }
    return assets;
  }

  const admin = new Hono<AppEnv>()
    .post("/upload", async (c) => {
      const body = await formOf(c.req);
      const assets = await ingestAll(c, filesOf(body.files), sectionOf(body.section, "portfolio"));
      return c.json({ files: assets.map((asset) => ({ path: asset.url, key: asset.key })) }, 201);
    })
    .post("/uploads", async (c) => {
      const body = await formOf(c.req);
      const assets = await ingestAll(c, filesOf(body.files), sectionOf(body.section, "shop"));
      return c.json({ imageUrls: assets.map((asset) => asset.url) }, 201);
    });

  const single = new Hono<AppEnv>().post("/", async (c) => {
    const body = await formOf(c.req);
    const [asset] = await ingestAll(
      c,
      filesOf(body.image).slice(0, 1),
      sectionOf(body.section, "shop"),
    );
    return c.json({ url: asset!.url }, 201);
  });

  return { admin, single };
}
