/**
 * A finished commission becomes a portfolio artwork in one step: only with
 * the requester's consent, only once the piece is delivered, and only once (a second call
 * answers the artwork already made). The picture is the owner's: uploaded with the step or
 * chosen from the site's pictures. The reference photos are never used: they are private.
 */
import { artTypeFor } from "#core/art-categories.ts";
import { commissionArtworkDraft, FINISHED_STATUSES } from "#core/commissions.ts";
import { Conflict, Invalid } from "#core/domain-errors.ts";
import type { CommissionArtworkInput } from "#core/schemas/commission-input.ts";
import { nowIso } from "../clock.ts";
import { type CommissionDeps, type CommissionRow, change } from "./commission-changes.ts";
import { commissionRow } from "./commission-records.ts";
import { insertArtwork } from "./content-artworks.ts";
import { defaultVariantUrl, type MediaAsset } from "./media.ts";
import { discardUnused } from "./media-usage.ts";

/** Said when the requester did not agree to show the piece. */
export const NO_CONSENT =
  "The requester did not agree to show this piece, so it cannot go in the portfolio";

export const NOT_FINISHED = "Only a delivered or completed commission can go in the portfolio";

export const NO_PICTURE = "Upload a photo of the finished piece or choose one of your pictures";

/** A photo of the finished piece, sent with the step. */
export interface FinishedPhoto {
  bytes: Uint8Array;
  name: string;
}

/** Refuses a commission whose piece may not (yet) be shown. */
function mayShow(row: CommissionRow) {
  if (!row.consent_to_show) throw new Conflict(NO_CONSENT);
  if (!FINISHED_STATUSES.includes(row.status)) throw new Conflict(NOT_FINISHED);
}

const draftOf = (row: CommissionRow) =>
  commissionArtworkDraft({
    kind: { slug: row.kind, name: row.kind_name },
    medium: row.medium,
    size: row.size,
  });

/**
 * Makes the portfolio artwork and records it on the commission, in the commission's locked
 * transaction so that two clicks make one artwork. Returns its id, `created` false when it was
 * made before (a photo sent again is then let go).
 */
export async function commissionArtwork(
  deps: CommissionDeps,
  id: number,
  input: CommissionArtworkInput,
  photo?: FinishedPhoto,
): Promise<{ artworkId: number; created: boolean }> {
  if (photo && input.imageUrl) {
    throw new Invalid("Upload a photo or choose a picture, not both", {
      imageUrl: "Upload a photo or choose a picture, not both",
    });
  }
  const before = await commissionRow(deps.db, id);
  mayShow(before);
  if (before.artwork_id !== null) return { artworkId: before.artwork_id, created: false };
  const draft = draftOf(before);
  let uploaded: MediaAsset | undefined;
  try {
    if (photo) {
      const alt = input.altText ?? draft.altText;
      uploaded = await deps.media.ingest(photo.bytes, photo.name, "portfolio", alt);
    }
    const imageUrl = uploaded?.url ?? input.imageUrl;
    if (!imageUrl) throw new Invalid(NO_PICTURE, { imageUrl: NO_PICTURE });
    const result = await change(deps, id, async (trx, row) => {
      mayShow(row);
      if (row.artwork_id !== null) return { artworkId: row.artwork_id, created: false };
      const category = input.category ?? draft.category;
      const artworkId = await insertArtwork(trx, {
        title: input.title ?? draft.title,
        description: input.description === undefined ? draft.description : input.description,
        imageUrl,
        category,
        artType: artTypeFor(category, input.artType ?? null),
        medium: input.medium === undefined ? draft.medium : input.medium,
        year: input.year === undefined ? new Date().getUTCFullYear() : input.year,
        dimensions: input.dimensions === undefined ? draft.dimensions : input.dimensions,
        altText: input.altText === undefined ? draft.altText : input.altText,
        isFeatured: false,
      });
      await trx
        .updateTable("commissions")
        .set({ artwork_id: artworkId, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      return { artworkId, created: true };
    });
    if (!result.created && uploaded) await discardUnused(deps.db, deps.media, [uploaded.key]);
    return result;
  } catch (error) {
    // A photo uploaded for an artwork that was not made is not kept.
    if (uploaded) await discardUnused(deps.db, deps.media, [uploaded.key]);
    throw error;
  }
}

/** The newest portfolio pictures on the site, for the owner to choose from (never private ones). */
export async function pictureChoices(
  deps: CommissionDeps,
  limit = 12,
): Promise<{ url: string; alt: string | null }[]> {
  const rows = await deps.db
    .selectFrom("media_assets")
    .select(["key", "variants", "alt"])
    .where("section", "=", "portfolio")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    url: defaultVariantUrl(row.key, (JSON.parse(row.variants) as { widths: number[] }).widths),
    alt: row.alt,
  }));
}
