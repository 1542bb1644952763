import { describe, expect, it } from "vitest";
import { legalPageAt } from "./legal-pages.ts";
import { headerList, trimRepeated, trimTrailingSlashes, withoutDataSuffix } from "./url-path.ts";

describe("url-path helpers", () => {
  it.each([
    ["trimTrailingSlashes", () => trimTrailingSlashes("/terms///"), "/terms"],
    ["trimTrailingSlashes", () => trimTrailingSlashes("///"), ""],
    ["trimTrailingSlashes", () => trimTrailingSlashes("/a/b"), "/a/b"],
    ["withoutDataSuffix", () => withoutDataSuffix("/terms.data"), "/terms"],
    ["trimRepeated", () => trimRepeated("--a-b--", "-", true), "a-b"],
    ["trimRepeated", () => trimRepeated("----", "-", true), ""],
  ])(
    "%s trims trailing slashes, a .data ending, and runs of one character (%#)",
    (_, run, trimmed) => {
      expect(run()).toBe(trimmed);
    },
  );

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
