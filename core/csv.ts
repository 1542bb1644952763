/**
 * A character that makes a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, their full-width forms (which some spreadsheets fold to the ASCII ones), and a leading
 * tab or carriage return. Leading spaces do not hide them.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV cell: always quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * prefixed with `'` so it shows as the text it is.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Lines of cells as CSV (CRLF line ends, as RFC 4180 and spreadsheets expect). */
export function csv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
