import { addColumns, type Db, dropColumns } from "./shared.ts";

/**
 * Details the owner can now edit: an artwork's dimensions ("30 × 40 cm") and the alt
 * text of artworks and snap cards. Empty means none: pages then describe the picture by its title.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, "artworks", [
    ["dimensions", "text"],
    ["alt_text", "text"],
  ]);
  await addColumns(db, "snap_cards", [["alt_text", "text"]]);
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, "snap_cards", ["alt_text"]);
  await dropColumns(db, "artworks", ["alt_text", "dimensions"]);
}
