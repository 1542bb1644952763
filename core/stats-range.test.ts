import { describe, expect, it } from "vitest";
import { Invalid } from "./domain-errors.ts";
import { addDays, MAX_RANGE_DAYS, statsRange } from "./stats-range.ts";

describe("statistics ranges", () => {
  it("gives every day of the range, and the last 30 days by default", () => {
    expect(statsRange("2026-02-27", "2026-03-02", "2026-03-10").days).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    const fallback = statsRange(undefined, undefined, "2026-03-10");
    expect(fallback).toMatchObject({ from: "2026-02-09", to: "2026-03-10" });
    expect(fallback.days).toHaveLength(30);
  });

  it("refuses malformed dates, a to before from and more than five years", () => {
    for (const [from, to] of [
      ["2026-02-30", "2026-03-01"],
      ["yesterday", "2026-03-01"],
      ["2026-3-1", "2026-03-01"],
      ["2026-03-02", "2026-03-01"],
      ["2020-01-01", "2026-01-01"],
    ] as const) {
      expect(() => statsRange(from, to, "2026-03-10"), `${from}..${to}`).toThrow(Invalid);
    }
    const first = "2021-01-01";
    expect(statsRange(first, addDays(first, MAX_RANGE_DAYS - 1), "2026-03-10").days).toHaveLength(
      MAX_RANGE_DAYS,
    );
  });
});
