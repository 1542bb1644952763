import { readdirSync, utimesSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDir } from "../../testing/temp-dir.ts";
import { createDiskCache } from "./media-cache.ts";

/** A fill that writes `bytes` bytes of `fill` and counts its calls. */
function filler(bytes = 100) {
  const calls: string[] = [];
  return {
    calls,
    fill: (name: string) => async (temp: string) => {
      calls.push(name);
      await writeFile(temp, Buffer.alloc(bytes, name.length));
      return true;
    },
  };
}

async function readOpened(opened: Awaited<ReturnType<ReturnType<typeof createDiskCache>["open"]>>) {
  if (!opened) return undefined;
  try {
    return await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
}

describe("the disk cache of a bucket's pictures", () => {
  const dir = useTempDir("easel-cache-");

  it("fetches a file once, then serves it from disk", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 10_000 });
    const { calls, fill } = filler();
    for (let i = 0; i < 3; i++) {
      const opened = await cache.open("variants/a/400.webp", fill("variants/a/400.webp"));
      expect(opened?.size).toBe(100);
      expect((await readOpened(opened))?.length).toBe(100);
    }
    expect(calls).toEqual(["variants/a/400.webp"]);
  });

  it("fetches once for many requests of a file it does not hold", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 10_000 });
    const { calls, fill } = filler();
    const opened = await Promise.all(
      Array.from({ length: 20 }, () => cache.open("variants/b/400.webp", fill("b"))),
    );
    expect(calls).toEqual(["b"]);
    for (const file of opened) expect((await readOpened(file))?.length).toBe(100);
  });

  it("keeps within its budget by dropping the least recently used", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 350 });
    const { calls, fill } = filler(100);
    for (const name of ["one", "two", "three"])
      await readOpened(await cache.open(name, fill(name)));
    await readOpened(await cache.open("one", fill("one"))); // "two" is now the oldest
    await readOpened(await cache.open("four", fill("four")));
    expect(await cache.figures()).toEqual({ files: 3, bytes: 300, maxBytes: 350 });
    expect(readdirSync(dir.path).sort()).toEqual(["four", "one", "three"]);
    calls.length = 0;
    await readOpened(await cache.open("two", fill("two")));
    expect(calls).toEqual(["two"]);
  });

  it("answers undefined, and keeps nothing, for a file the bucket does not have", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 1000 });
    expect(await cache.open("missing", async () => false)).toBeUndefined();
    expect(readdirSync(dir.path)).toEqual([]);
  });

  it("leaves no partial file when a fetch fails part-way", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 1000 });
    const failing = async (temp: string) => {
      await writeFile(temp, "half a pic");
      throw new Error("connection reset");
    };
    await expect(cache.open("broken", failing)).rejects.toThrow("connection reset");
    expect(readdirSync(dir.path)).toEqual([]);
    const { fill } = filler();
    expect((await readOpened(await cache.open("broken", fill("broken"))))?.length).toBe(100);
  });

  it("forgets a file, or a folder's files, when the bucket's files change", async () => {
    const cache = createDiskCache({ dir: dir.path, maxBytes: 10_000 });
    const { calls, fill } = filler();
    for (const name of ["variants/k/1.webp", "variants/k/2.webp", "variants/kk/1.webp"])
      await readOpened(await cache.open(name, fill(name)));
    await cache.forget("variants/k", { folder: true });
    expect(await cache.figures()).toMatchObject({ files: 1 });
    await cache.forget("variants/kk/1.webp");
    expect(readdirSync(dir.path)).toEqual([]);
    calls.length = 0;
    await readOpened(await cache.open("variants/k/1.webp", fill("variants/k/1.webp")));
    expect(calls).toEqual(["variants/k/1.webp"]);
  });

  it("keeps what an earlier run fetched, oldest first, and drops a fetch that never finished", async () => {
    const name = (n: string) => path.join(dir.path, encodeURIComponent(n));
    writeFileSync(name("old"), Buffer.alloc(100));
    writeFileSync(name("new"), Buffer.alloc(100));
    writeFileSync(`${name("gone")}.123.abcd.tmp`, "half");
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(name("old"), hourAgo, hourAgo);
    utimesSync(`${name("gone")}.123.abcd.tmp`, hourAgo, hourAgo);
    const cache = createDiskCache({ dir: dir.path, maxBytes: 150 });
    const { calls, fill } = filler();
    expect(await readFile(name("new"))).toHaveLength(100);
    expect((await readOpened(await cache.open("new", fill("new"))))?.length).toBe(100);
    expect(calls).toEqual([]);
    // Over budget at start: the oldest went.
    expect(readdirSync(dir.path)).toEqual(["new"]);
  });
});
