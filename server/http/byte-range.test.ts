import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range.ts";

describe("byteRange", () => {
  it.each([
    [undefined, { kind: "whole" }],
    ["bytes=0-99", { kind: "part", start: 0, end: 99 }],
    ["bytes=100-", { kind: "part", start: 100, end: 999 }],
    ["bytes=900-5000", { kind: "part", start: 900, end: 999 }],
    ["bytes=-200", { kind: "part", start: 800, end: 999 }],
    ["bytes=-5000", { kind: "part", start: 0, end: 999 }],
    ["bytes=999-999", { kind: "part", start: 999, end: 999 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=0-1,5-9", { kind: "whole" }],
    ["items=0-9", { kind: "whole" }],
    ["bytes=9-1", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
  ])("answers %s for a file of 1000 bytes", (header, answer) => {
    expect(byteRange(header, 1000)).toEqual(answer);
  });
});
