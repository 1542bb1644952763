import type { Kysely } from "kysely";
import { DEFAULT_STORE, type StoreSettings } from "#core/store.ts";
import { nowIso } from "../clock.ts";
import { readSetting as readStoredSetting } from "../db/migrations/shared.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";

/**
 * One setting's stored JSON value, or undefined when it was never stored; over a database or a
 * transaction, uncached (the store below caches what pages read often). The migrations' own
 * reader: a setting has been a JSON text under its key since the first migration, and when that
 * changes the app gets a reader of its own while the migrations keep theirs.
 */
export const readSetting: <T = Record<string, unknown>>(
  db: Kysely<Database>,
  key: string,
) => Promise<T | undefined> = readStoredSetting;

/** Key-value settings stored as JSON text: artist profile, contact details, store currency … */
export function createSettingStore(db: Kysely<Database>, cache?: ReadCache) {
  const read = (key: string) => readSetting<unknown>(db, key);
  /** Reads one setting, or the fallback when it was never stored. Frozen when cached. */
  async function get<T>(key: string, fallback: T): Promise<T> {
    const value = await (cache ? cache.get(`settings:${key}`, () => read(key)) : read(key));
    return value === undefined ? fallback : (value as T);
  }
  return {
    get,

    /** The trading rules: currency, tax, shipping and charity statement (defaults: PRODUCT.md §9). */
    async store(): Promise<StoreSettings> {
      // Sites set up before the setting had one name stored the threshold as `freeShippingOver`.
      const { freeShippingOver, ...stored } = await get<
        Partial<StoreSettings> & { freeShippingOver?: number | null }
      >("store", {});
      return {
        ...DEFAULT_STORE,
        ...(freeShippingOver !== undefined ? { freeShippingThreshold: freeShippingOver } : {}),
        ...stored,
      };
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

export type SettingStore = ReturnType<typeof createSettingStore>;
