import { performAction } from "../action-result.ts";
import type { AppContext } from "../app-context.ts";

/** Which records a gallery holds: the Portfolio page's artworks or the Snap Cards page's cards. */
export type GalleryKind = "artwork" | "snapCard";

/** The form's fields that each kind's edit sends (PRODUCT.md §7's PATCH bodies). */
const EDIT_FIELDS = {
  artwork: [
    "title",
    "description",
    "category",
    "artType",
    "medium",
    "year",
    "dimensions",
    "altText",
    "displayOrder",
    "price",
    "saleStatus",
  ],
  snapCard: ["title", "subcategory", "altText", "displayOrder"],
} as const;

/** Whether a form is one of the gallery's (edit or reorder), not another form on the page. */
export const isGalleryIntent = (intent: FormDataEntryValue | null) =>
  intent === "gallery-edit" || intent === "gallery-reorder";

/**
 * The gallery forms of the admin Portfolio and Snap Cards pages, through the capabilities behind
 * `PATCH /api/admin/artworks/{id}` and `PATCH /api/admin/snap-cards/{id}`:
 *
 * - `gallery-edit`: the edit dialog's fields (an empty art type is none; the featured and for-sale
 *   switches send "true" or "false"; an empty price is "price on request").
 * - `gallery-reorder`: `ids` in their new order; each becomes its position as its display order.
 */
export async function galleryAction(form: FormData, caller: AppContext, kind: GalleryKind) {
  const { content } = caller.capabilities;
  const update = kind === "artwork" ? content.updateArtwork : content.updateSnapCard;
  return performAction(async () => {
    if (form.get("intent") === "gallery-reorder") {
      const ids = form.getAll("ids").map(String);
      for (const [position, id] of ids.entries())
        await update(caller, id, { displayOrder: position });
      return {};
    }
    const input: Record<string, unknown> = {};
    for (const field of EDIT_FIELDS[kind]) {
      const value = form.get(field);
      if (typeof value === "string") input[field] = value;
    }
    if (input.artType === "") input.artType = null;
    // The API takes the year as a number: what was typed becomes one ("" none; other text is
    // left as it is, for the schema's message).
    if (typeof input.year === "string") {
      const typed = input.year.trim();
      input.year = typed === "" ? null : /^\d{1,6}$/.test(typed) ? Number(typed) : typed;
    }
    const featured = form.get("isFeatured");
    if (kind === "artwork" && typeof featured === "string") input.isFeatured = featured === "true";
    const forSale = form.get("isForSale");
    if (kind === "artwork" && typeof forSale === "string") input.isForSale = forSale === "true";
    await update(caller, form.get("id"), input);
    return {};
  });
}
