import type { WriteTracker } from "../db/write-tracker.ts";

/** The most distinct reads kept at once; past it the cache starts again (keys are few in practice). */
const MAX_ENTRIES = 500;

function deepFreeze<T>(value: T): T {
  // Byte arrays cannot be frozen; they are kept as they are.
  if (value && typeof value === "object" && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Keeps the results of catalogue and settings reads until the database changes (the write
 * tracker's version moves), so a busy shop reads each list once per change instead of once per
 * request. Concurrent misses share one load. Results are frozen: callers copy before changing.
 */
export function createReadCache(writes: WriteTracker) {
  let version = writes.version;
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (version !== writes.version || entries.size >= MAX_ENTRIES) {
        entries.clear();
        version = writes.version;
      }
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const promise = load().then(deepFreeze);
      entries.set(key, promise);
      promise.catch(() => {
        if (entries.get(key) === promise) entries.delete(key);
      });
      return promise;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
