import type { Kysely } from "kysely";
import { DEFAULT_STORE, type StoreSettings } from "../../app/lib/store.ts";
import { nowIso } from "../clock.ts";
import type { Database } from "../db/schema.ts";

/** Key-value settings stored as JSON text: artist profile, contact details, store currency … */
export function createSettingsService(db: Kysely<Database>) {
  /** Reads one setting, or the fallback when it was never stored. */
  async function get<T>(key: string, fallback: T): Promise<T> {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : fallback;
  }
  return {
    get,

    /** The trading rules: currency, tax, shipping and charity statement (defaults: SPEC §9). */
    async store(): Promise<StoreSettings> {
      return { ...DEFAULT_STORE, ...(await get<Partial<StoreSettings>>("store", {})) };
    },

    /** Stores one setting, replacing any earlier value. */
    async set(key: string, value: unknown): Promise<void> {
      const row = { key, value: JSON.stringify(value), updated_at: nowIso() };
      await db
        .insertInto("settings")
        .values(row)
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }),
        )
        .execute();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
