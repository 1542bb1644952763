import { describe, expect, it } from "vitest";
import { csv, csvCell } from "./csv.ts";

describe("CSV cells", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell(12)).toBe('"12"');
  });

  it("neutralises formulas, in ASCII and full-width, and behind a leading tab, CR or spaces", () => {
    for (const value of [
      '=HYPERLINK("http://x")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      "\uFF1D1+1", // ＝
      "\uFF0B1", // ＋
      "\uFF0D1", // －
      "\uFF20SUM(A1)", // ＠
      "\tanything",
      "\ranything",
      "  =1+1",
      "\u3000\uFF1D1",
    ])
      expect(csvCell(value), JSON.stringify(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
  });

  it("leaves ordinary text and numbers alone", () => {
    for (const value of ["Ada Lovelace", "ada@example.com", "12.50", "ORD-ABC", "a=b", "x-1"])
      expect(csvCell(value)).toBe(`"${value}"`);
  });

  it("joins rows with CRLF", () => {
    expect(
      csv([
        ["a", 1],
        ["=b", 2],
      ]),
    ).toBe('"a","1"\r\n"\'=b","2"\r\n');
  });
});
