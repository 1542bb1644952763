/**
 * An invoice's number (PRODUCT.md §4, invoices): the year the order was placed and its place in
 * that year, counted from 1 and never given twice ("2026-0042"), beside the random order number.
 */
export function invoiceNumber(year: number | null, seq: number | null): string | null {
  return year === null || seq === null ? null : `${year}-${String(seq).padStart(4, "0")}`;
}
