/**
 * The disk cache of a bucket's pictures (MEDIA_CACHE_MB under DATA_DIR/media-cache): what the
 * /media route serves is a local file, fetched from the bucket once and then read from here, so
 * a picture costs the bucket one request per process, not one per visitor, and is streamed from
 * disk rather than held in memory. Least recently used files go past the budget.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type OpenedFile, openFile } from "./media-storage.ts";

/** A temporary file older than this was left by a process that stopped while it fetched. */
const ABANDONED_MS = 10 * 60_000;

export interface DiskCache {
  /**
   * The cached file of `name`, opened; on a miss, `fill` writes it to the temporary path it is
   * given (false: there is no such file) and it is kept. One fill per name at a time.
   */
  open(name: string, fill: (temp: string) => Promise<boolean>): Promise<OpenedFile | undefined>;
  /** Drops a name (it was removed or rewritten), or every name inside `folder/`. */
  forget(name: string, options?: { folder?: boolean }): Promise<void>;
  /** What it holds now. */
  figures(): Promise<{ files: number; bytes: number; maxBytes: number }>;
}

export function createDiskCache({ dir, maxBytes }: { dir: string; maxBytes: number }): DiskCache {
  /** Name → bytes, least recently used first (a Map keeps insertion order). */
  const entries = new Map<string, number>();
  let total = 0;
  let loaded: Promise<void> | undefined;
  const filling = new Map<string, Promise<boolean>>();
  const fileOf = (name: string) => path.join(dir, encodeURIComponent(name));

  const drop = (name: string) => {
    const size = entries.get(name);
    if (size === undefined) return false;
    entries.delete(name);
    total -= size;
    return true;
  };
  const keep = (name: string, size: number) => {
    drop(name);
    entries.set(name, size);
    total += size;
  };

  /** Evicts the least recently used files until the cache is within its budget. */
  async function evict(spare?: string) {
    for (const [name] of entries) {
      if (total <= maxBytes) return;
      if (name === spare) continue;
      drop(name);
      await rm(fileOf(name), { force: true });
    }
  }

  /**
   * What an earlier run left is kept, oldest first (by the time it was fetched); temporary files
   * of a fetch that never finished go.
   */
  async function load() {
    const found: Array<{ name: string; size: number; at: number }> = [];
    // The folder is made by the first fetch: a store that only writes (a restore) leaves none.
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of names) {
      const file = path.join(dir, entry);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      if (entry.endsWith(".tmp")) {
        if (Date.now() - info.mtimeMs > ABANDONED_MS) await rm(file, { force: true });
        continue;
      }
      try {
        found.push({ name: decodeURIComponent(entry), size: info.size, at: info.mtimeMs });
      } catch {
        await rm(file, { force: true }); // not a name this cache writes
      }
    }
    found.sort((a, b) => a.at - b.at);
    for (const { name, size } of found) keep(name, size);
    await evict();
  }

  /** The folder read once, before the first use. */
  function ready(): Promise<void> {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // tried again at the next use (a disk that was full, say)
      throw error;
    });
    return loaded;
  }

  async function fetchInto(name: string, fill: (temp: string) => Promise<boolean>) {
    const file = fileOf(name);
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    await mkdir(dir, { recursive: true });
    try {
      if (!(await fill(temp))) return false;
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
    keep(name, (await stat(file)).size);
    await evict(name);
    return true;
  }

  return {
    async open(name, fill) {
      await ready();
      // A file can go between two steps (another process sharing DATA_DIR evicted it): again.
      for (let attempt = 0; attempt < 3; attempt++) {
        // Not known here, the file may still be there: another process sharing DATA_DIR
        // (`npm run cluster`) fetched it.
        const opened = await openFile(fileOf(name));
        if (opened) {
          keep(name, opened.size); // now the most recently used
          await evict(name);
          return opened;
        }
        drop(name);
        let pending = filling.get(name);
        if (!pending) {
          pending = fetchInto(name, fill).finally(() => filling.delete(name));
          filling.set(name, pending);
        }
        if (!(await pending)) return undefined;
      }
      return undefined;
    },
    async forget(name, options = {}) {
      await ready();
      const names = options.folder
        ? [...entries.keys()].filter((entry) => entry.startsWith(`${name}/`))
        : [name];
      for (const entry of names) {
        drop(entry);
        await rm(fileOf(entry), { force: true });
      }
    },
    async figures() {
      await ready();
      return { files: entries.size, bytes: total, maxBytes };
    },
  };
}
