/**
 * An artwork's photos: the cover on the artwork's own row (`image_url`, `media_key`,
 * `alt_text`, as every list and page has always read it) and the photos after it in
 * `artwork_images`, in order. Plain functions over the database; content-artworks.ts uses them.
 */
import type { z } from "zod";
import type { ArtworkUpdateSchema } from "#core/schemas/content-input.ts";
import { insertRows } from "../db/insert-row.ts";
import { type Db, mediaKeys } from "./content-rows.ts";

/** A photo as the owner gives it: an uploaded picture and what it shows. */
export type ArtworkPhoto = NonNullable<z.output<typeof ArtworkUpdateSchema>["images"]>[number];

/** Every picture an artwork shows now (cover first): what a replacement may let go of. */
export async function artworkKeys(db: Db, artworkId: number): Promise<string[]> {
  const [cover, rest] = await Promise.all([
    db.selectFrom("artworks").select("media_key").where("id", "=", artworkId).executeTakeFirst(),
    db
      .selectFrom("artwork_images")
      .select("media_key")
      .where("artwork_id", "=", artworkId)
      .execute(),
  ]);
  return [cover, ...rest].flatMap((row) => (row?.media_key ? [row.media_key] : []));
}

/**
 * The cover columns of an artwork row for these photos: the first one's picture and alt text.
 * Refuses (400) a picture not uploaded here.
 */
export async function coverColumns(db: Db, photos: readonly ArtworkPhoto[]) {
  const [first] = photos;
  const [key] = await mediaKeys(db, [first!.imageUrl]);
  return { image_url: first!.imageUrl, media_key: key ?? null, alt_text: first!.altText };
}

/** Replaces the photos after the cover with `photos` (the cover excluded), in order. */
export async function replaceLaterPhotos(
  db: Db,
  artworkId: number,
  photos: readonly ArtworkPhoto[],
) {
  const keys = await mediaKeys(
    db,
    photos.map((photo) => photo.imageUrl),
  );
  await db.deleteFrom("artwork_images").where("artwork_id", "=", artworkId).execute();
  await insertRows(
    db,
    "artwork_images",
    photos.map((photo, index) => ({
      artwork_id: artworkId,
      position: index + 1,
      image_url: photo.imageUrl,
      media_key: keys[index] ?? null,
      alt_text: photo.altText,
    })),
  );
}
