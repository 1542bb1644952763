import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** The setting written when the demo content has been seeded. */
export const DEMO_SEEDED_KEY = "demo_seeded";

/**
 * The value of {@link DEMO_SEEDED_KEY}: when the demo was seeded, the settings texts it wrote
 * (setting → field → value, to tell them from the owner's words later), and when it was removed.
 */
export interface DemoMarker {
  at: string;
  settings?: Partial<Record<"profile" | "about" | "store", Record<string, unknown>>>;
  removedAt?: string;
}

/** True when the database already has content (or was seeded before): never seed over it. */
export async function hasContent(db: Kysely<Database>): Promise<boolean> {
  const checks = await Promise.all([
    db.selectFrom("settings").select("key").where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst(),
    db.selectFrom("artworks").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("products").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("snap_cards").select("id").limit(1).executeTakeFirst(),
  ]);
  return checks.some(Boolean);
}
