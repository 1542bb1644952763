import { describe, expect, it } from "vitest";
import {
  hashOrderKey,
  keyOpening,
  MAX_KEYS_PER_ORDER,
  newOrderKey,
  withKeyHash,
} from "./order-access.ts";

describe("order access keys", () => {
  it("are 256 random bits, base64url, and stored as their SHA-256", () => {
    const keys = new Set(Array.from({ length: 100 }, newOrderKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashOrderKey("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("open an order only with one of its own keys", () => {
    const [a, b, c] = [newOrderKey(), newOrderKey(), newOrderKey()];
    const stored = withKeyHash(hashOrderKey(a), hashOrderKey(b));
    expect(keyOpening(stored, [c, b])).toBe(b);
    expect(keyOpening(stored, [a])).toBe(a);
    expect(keyOpening(stored, [c])).toBeUndefined();
    expect(keyOpening(stored, [])).toBeUndefined();
    // An order from before keys existed opens for no one; nor does the stored hash itself.
    expect(keyOpening(null, [a])).toBeUndefined();
    expect(keyOpening(stored, [hashOrderKey(a)])).toBeUndefined();
  });

  it("keep the first key (the confirmation e-mail's) and the newest, at most eight", () => {
    let stored: string | null = null;
    const hashes = Array.from({ length: 12 }, (_, i) => hashOrderKey(`key ${i}`));
    for (const hash of hashes) stored = withKeyHash(stored, hash);
    expect(stored!.split(" ")).toEqual([hashes[0], ...hashes.slice(-(MAX_KEYS_PER_ORDER - 1))]);
  });
});
