import type { WriteTracker } from "../db/write-tracker.ts";
import { byteLru, roughSize } from "./byte-lru.ts";

function deepFreeze<T>(value: T): T {
  // Byte arrays cannot be frozen; they are kept as they are.
  if (value && typeof value === "object" && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A load under way counts this much until its result is measured. */
const PENDING_BYTES = 1024;

/**
 * Keeps the results of catalogue and settings reads until the database changes (the write
 * tracker's version moves), so a busy shop reads each list once per change instead of once per
 * request. Concurrent misses share one load. Results are frozen: callers copy before changing.
 * Within `budget` bytes (roughly measured), least recently used first out.
 */
export function createReadCache(writes: WriteTracker, budget = 16 * 2 ** 20) {
  let version = writes.version;
  let hits = 0;
  let misses = 0;
  const sizes = new WeakMap<Promise<unknown>, number>();
  const entries = byteLru<Promise<unknown>>(
    "reads",
    budget,
    (promise) => sizes.get(promise) ?? PENDING_BYTES,
  );
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (version !== writes.version) {
        entries.clear();
        version = writes.version;
      }
      const hit = entries.get(key);
      if (hit) {
        hits++;
        return hit as Promise<T>;
      }
      misses++;
      const promise = load().then(deepFreeze);
      entries.set(key, promise);
      promise.then(
        (value) => {
          // Counted again at its measured size, if it is still the one kept.
          sizes.set(promise, roughSize(value));
          if (entries.get(key) === promise) entries.set(key, promise);
        },
        () => {
          if (entries.get(key) === promise) entries.delete(key);
        },
      );
      return promise;
    },
    figures: () => ({ ...entries.figures(), hits, misses }),
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
