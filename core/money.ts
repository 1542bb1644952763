/**
 * Money is integer minor units everywhere; only the JSON API shows 2-decimal strings, written by
 * its presenter (server/api/present.ts) with {@link toDecimal} (decision 013 §3).
 */
import { currencySymbol, DEFAULT_STORE } from "./store.ts";

/** "10.00" or 1000 → "£10.00" (in the given currency); "" or null → "". */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string = DEFAULT_STORE.currency,
): string {
  if (value === null || value === undefined || value === "") return "";
  const minor = typeof value === "number" ? value : Math.round(Number(value) * 100);
  if (!Number.isFinite(minor)) return "";
  return `${minor < 0 ? "-" : ""}${currencySymbol(currency)}${(Math.abs(minor) / 100).toFixed(2)}`;
}

/** "10.00" → 1000; anything that is not a price → null. */
export function toMinor(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

/** 1000 → "10.00"; null (no price) → "". The JSON API's form of an amount. */
export function toDecimal(minor: number | null): string {
  return minor === null ? "" : (minor / 100).toFixed(2);
}
