/**
 * A map with a byte budget: past it, the least recently used entries go first. The page replay,
 * the response replay and the read cache keep their entries in one each, so what the server keeps
 * is bounded by `CACHE_MB` whatever addresses it is asked for (decision 020). A Map keeps
 * insertion order, so moving an entry to the end on each use makes its first key the least recent.
 */

/** What one cache holds, for the doctor and the admin's optimisation page. */
export interface CacheFigures {
  name: string;
  entries: number;
  bytes: number;
  budget: number;
  /** Entries put out to stay within the budget since the server started. */
  evicted: number;
  /** Answers from the cache, and answers it had to make (a page drawn, a read loaded). */
  hits?: number;
  misses?: number;
}

export interface ByteLru<V> {
  /** The entry (now the most recently used), if kept. */
  get(key: string): V | undefined;
  /** The entry, if kept, without counting it as used. */
  peek(key: string): V | undefined;
  /** Keeps the entry, then puts out the least recently used ones until within the budget. */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Calls `fn` for every entry, least recently used first (a snapshot: it may delete). */
  forEach(fn: (value: V, key: string) => void): void;
  figures(): CacheFigures;
}

/** `sizeOf` is the entry's size in bytes; the key's own length is added to it. */
export function byteLru<V>(name: string, budget: number, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  let evicted = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    set(key, value) {
      remove(key);
      const size = sizeOf(value) + key.length;
      // An entry bigger than the whole budget is not kept: it would empty the cache for itself.
      if (size > budget) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= budget) break;
        remove(oldest);
        evicted++;
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    forEach(fn) {
      for (const [key, entry] of [...entries]) fn(entry.value, key);
    },
    figures: () => ({ name, entries: entries.size, bytes, budget, evicted }),
  };
}

/**
 * About how many bytes a loaded value takes (strings, numbers, byte arrays and the objects holding
 * them): enough to share a budget fairly, not an exact heap size. Walked once per load.
 */
export function roughSize(value: unknown, seen = new Set<object>()): number {
  if (typeof value === "string") return 16 + value.length * 2;
  if (typeof value !== "object" || value === null) return 8;
  if (seen.has(value)) return 0;
  seen.add(value);
  // A view keeps its whole buffer alive (a pooled Buffer slice keeps a 64 KB slab): count that,
  // once however many views share it.
  if (ArrayBuffer.isView(value)) {
    if (seen.has(value.buffer)) return 64;
    seen.add(value.buffer);
    return 64 + value.buffer.byteLength;
  }
  let size = 32;
  for (const child of Object.values(value)) size += 8 + roughSize(child, seen);
  return size;
}

const encoder = new TextEncoder();

/**
 * `text` as UTF-8 bytes in a buffer of their own, for bytes a cache keeps. `Buffer.from(text)`
 * takes a text under 32 KB from Node's shared 64 KB pool, and the kept slice keeps the whole slab
 * alive: 958 catalogue answers of ~21 KB held 60 MB that way in a memory measurement.
 */
export function ownBytes(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** How `CACHE_MB` is shared: finished pages take most; the catalogue JSON and reads the rest. */
const SHARES = { pages: 0.6, responses: 0.2, reads: 0.2 } as const;

/** Every cache of the process, with its share of `CACHE_MB`, listed for the doctor and the admin. */
export function createCaches(cacheMb: number) {
  // By name: an app made again over the same services (tests) replaces its caches' figures.
  const sources = new Map<string, () => CacheFigures>();
  return {
    /** The byte budget of one kind of cache. */
    budget: (kind: keyof typeof SHARES) => Math.floor(cacheMb * 2 ** 20 * SHARES[kind]),
    /** Lists a cache's figures (a page handler or a replay made after the services). */
    register(figures: () => CacheFigures) {
      sources.set(figures().name, figures);
    },
    figures: (): CacheFigures[] => [...sources.values()].map((figures) => figures()),
  };
}

export type Caches = ReturnType<typeof createCaches>;
