import { describe, expect, it } from "vitest";
import { legalPageAt } from "./legal-pages.ts";
import { headerList, trimRepeated, trimTrailingSlashes, withoutDataSuffix } from "./url-path.ts";

describe("url-path helpers", () => {
  it("trim trailing slashes, a .data ending, and runs of one character", () => {
    expect(trimTrailingSlashes("/terms///")).toBe("/terms");
    expect(trimTrailingSlashes("///")).toBe("");
    expect(trimTrailingSlashes("/a/b")).toBe("/a/b");
    expect(withoutDataSuffix("/terms.data")).toBe("/terms");
    expect(trimRepeated("--a-b--", "-", true)).toBe("a-b");
    expect(trimRepeated("----", "-", true)).toBe("");
  });

  it("split a header list at commas, trimmed, without empty items", () => {
    expect(headerList(' "a" ,W/"b",, "c" ')).toEqual(['"a"', 'W/"b"', '"c"']);
  });

  it("find a legal page behind any number of slashes in linear time", () => {
    expect(legalPageAt("/terms/")?.key).toBe("terms");
    expect(legalPageAt("/privacy.data")?.key).toBe("privacy");
    // 100,000 slashes: a backtracking pattern would take minutes here.
    expect(legalPageAt(`/terms${"/".repeat(100_000)}`)?.key).toBe("terms");
    expect(headerList(`x${" ".repeat(100_000)}x`)).toHaveLength(1);
  });
});
