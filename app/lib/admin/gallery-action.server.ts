import type { AppContext } from "../app-context.ts";

/** Which records a gallery holds: the Portfolio page's artworks or the Snap Cards page's cards. */
export type GalleryKind = "artwork" | "snapCard";

/**
 * The gallery forms of the admin Portfolio and Snap Cards pages as intent table entries, each the
 * capability behind its JSON API call, given the form as it came (the schemas read forms):
 *
 * - `gallery-create`: a record from an uploaded picture (`POST /api/admin/{artworks,snap-cards}`).
 * - `gallery-edit`: the edit dialog's fields (`PATCH …/{id}`).
 * - `gallery-reorder`: `ids`, the whole category or edition in its new order, in one transaction
 *   (`PUT …/order`).
 */
export function galleryIntents(
  input: Record<string, unknown>,
  caller: AppContext,
  kind: GalleryKind,
) {
  const { content } = caller.capabilities;
  const [create, update, list, saved] =
    kind === "artwork"
      ? [content.createArtwork, content.updateArtwork, "artworks", "Artwork updated"]
      : [content.createSnapCard, content.updateSnapCard, "snap-cards", "Snap card updated"];
  return {
    "gallery-create": () => create(caller, input),
    "gallery-edit": async () => {
      await update(caller, input.id, input);
      return { toast: { title: "Success", description: saved } };
    },
    "gallery-reorder": () => content.reorder(caller, list, input),
  };
}
