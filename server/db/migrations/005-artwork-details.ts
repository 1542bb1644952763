import type { Db } from "./shared.ts";

/**
 * Details the owner can now edit: an artwork's dimensions ("30 × 40 cm") and the alt
 * text of artworks and snap cards. Empty means none: pages then describe the picture by its title.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("artworks").addColumn("dimensions", "text").execute();
  await db.schema.alterTable("artworks").addColumn("alt_text", "text").execute();
  await db.schema.alterTable("snap_cards").addColumn("alt_text", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("snap_cards").dropColumn("alt_text").execute();
  await db.schema.alterTable("artworks").dropColumn("alt_text").execute();
  await db.schema.alterTable("artworks").dropColumn("dimensions").execute();
}
