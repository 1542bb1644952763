import { describe, expect, it } from "vitest";
import { ownBytes, roughSize } from "./byte-lru.ts";

describe("bytes a cache keeps", () => {
  it("are in a buffer of their own, not a slice of Node's shared pool", () => {
    const text = `{"name":"Blue Jug","note":"é"}`.repeat(300);
    const bytes = ownBytes(text);
    expect(new TextDecoder().decode(bytes)).toBe(text);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    // What the fix avoids: Buffer.from keeps a text this size in a shared 64 KB slab.
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(bytes.byteLength);
  });

  it("are counted at the buffer they keep alive, a shared buffer once", () => {
    const slab = new ArrayBuffer(64 * 1024);
    const slice = new Uint8Array(slab, 100, 1000);
    expect(roughSize(slice)).toBeGreaterThanOrEqual(slab.byteLength);
    const both = roughSize({ a: slice, b: new Uint8Array(slab, 2000, 10) });
    expect(both).toBeLessThan(2 * slab.byteLength);
    expect(roughSize(ownBytes("x".repeat(1000)))).toBeLessThan(2000);
  });
});
