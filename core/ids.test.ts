import { describe, expect, it } from "vitest";
import { MAX_ID, parseRowId } from "./ids.ts";

describe("parseRowId", () => {
  it("reads whole numbers from 1 to the largest id, as text or number", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId(" 42 ")).toBe(42);
    expect(parseRowId(7)).toBe(7);
    expect(parseRowId(String(MAX_ID))).toBe(MAX_ID);
  });

  it("refuses anything a 32-bit id column cannot hold or a person would not type", () => {
    for (const value of [
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x10",
      "",
      "abc",
      String(MAX_ID + 1),
      "99999999999",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      true,
      [2],
      { id: 1 },
    ]) {
      expect(parseRowId(value), String(value)).toBeUndefined();
    }
  });
});
