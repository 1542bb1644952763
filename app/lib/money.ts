/** Money is integer minor units everywhere; the API shows 2-decimal strings (DESIGN.md). */

export const CURRENCY_SYMBOL = "£";

/** "10.00" or 1000 → "£10.00"; "" or null → "". */
export function formatMoney(
  value: string | number | null | undefined,
  symbol = CURRENCY_SYMBOL,
): string {
  if (value === null || value === undefined || value === "") return "";
  const minor = typeof value === "number" ? value : Math.round(Number(value) * 100);
  if (!Number.isFinite(minor)) return "";
  return `${minor < 0 ? "-" : ""}${symbol}${(Math.abs(minor) / 100).toFixed(2)}`;
}

/** "10.00" → 1000; anything that is not a price → null. */
export function toMinor(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}
