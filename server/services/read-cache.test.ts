import { describe, expect, it } from "vitest";
import { WriteTracker } from "../db/write-tracker.ts";
import { createReadCache } from "./read-cache.ts";

describe("read cache", () => {
  it("keeps within its byte budget under a stream of unique keys, least recently used out", async () => {
    const budget = 64 * 1024;
    const cache = createReadCache(new WriteTracker(), budget);
    let loads = 0;
    const read = (key: string) =>
      cache.get(key, async () => {
        loads++;
        return { key, text: "x".repeat(2000), bytes: new Uint8Array(1000) };
      });
    await read("settings");
    for (let i = 0; i < 500; i++) {
      await read(`search-${i}`);
      if (i % 10 === 0) await read("settings"); // in use: kept
      expect(cache.figures().bytes).toBeLessThanOrEqual(budget);
    }
    expect(loads).toBe(501);
    const { entries, evicted, hits, misses } = cache.figures();
    expect(entries).toBeGreaterThan(5);
    expect(evicted).toBe(501 - entries);
    expect(misses).toBe(501);
    expect(hits).toBe(50);
    await read("settings");
    await read("search-499");
    expect(loads).toBe(501);
    await read("search-0");
    expect(loads).toBe(502);
  });
});
