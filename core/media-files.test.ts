import { describe, expect, it } from "vitest";
import { ORIGINAL_FILE_PATTERN, originalFileName } from "./media-files.ts";

const KEY = "0123456789abcdef0123456789abcdef";

describe("originalFileName", () => {
  it("names an original by its key and type's extension", () => {
    expect(originalFileName(KEY, "image/jpeg")).toBe(`${KEY}.jpg`);
    expect(originalFileName(KEY, "image/png")).toBe(`${KEY}.png`);
    expect(originalFileName(KEY, "image/webp")).toBe(`${KEY}.webp`);
    expect(originalFileName(KEY, "image/webp")).toMatch(ORIGINAL_FILE_PATTERN);
  });

  it.each([
    ["../../etc/x", "image/jpeg"],
    [KEY.toUpperCase(), "image/jpeg"],
    [`${KEY}/..`, "image/jpeg"],
    [KEY, "image/svg+xml"],
    [KEY, "image/x/../../victim"],
    [KEY, "toString"],
    [1, "image/jpeg"],
  ])("refuses a key or type the pipeline never makes: %s, %s", (key, mime) => {
    expect(originalFileName(key, mime)).toBeUndefined();
  });
});
