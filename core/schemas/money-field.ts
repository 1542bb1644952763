import { z } from "./zod-setup.ts";

/**
 * Money as a form or a JSON client sends it, read into minor units by the schema itself (issue
 * 31): decimal text ("4", "4.5", "4.00") or a JSON number of pounds (4.5), at most two decimals,
 * 0 or more. Anything else ("12.345", "-1", "abc", "1e3") is refused with the field's own message,
 * so the page and the API refuse it with the same words. Services only ever see minor units.
 */

/** Prices stay below this (in pounds): money is stored as 32-bit integers of minor units. */
export const MAX_PRICE = 1_000_000;

/** A price as typed: digits, then at most two decimals. */
export const DECIMAL_PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const TOO_LARGE = "Enter a price below 1,000,000.00";

/** "12.5" → 1250, by digits (no floating point: 0.29 × 100 is 28.999…). Only for checked text. */
export function minorUnitsOf(decimal: string): number {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** What was sent, as trimmed text ("" for none). */
const typed = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .transform((value) => (value === null ? "" : String(value).trim()));

/** A required price: `required` when empty, `invalid` when not a price. */
export const price = (required: string, invalid = "Enter a price like 4.00") =>
  typed(required)
    .refine((value) => value !== "", required)
    .refine((value) => DECIMAL_PRICE.test(value), invalid)
    .refine((value) => !(Number(value) >= MAX_PRICE), TOO_LARGE)
    .transform(minorUnitsOf);

/**
 * A price that may be none: "" or null reads as null; a price must be above zero (`invalid`
 * otherwise, e.g. "Enter a price like 450.00, or leave it empty for price on request").
 */
export const optionalPrice = (invalid: string) =>
  typed(invalid)
    .refine((value) => value === "" || DECIMAL_PRICE.test(value), invalid)
    .refine((value) => !(Number(value) >= MAX_PRICE), TOO_LARGE)
    .refine((value) => value === "" || Number(value) > 0, invalid)
    .transform((value) => (value === "" ? null : minorUnitsOf(value)));
