import { z } from "./zod-setup.ts";

/** The most a stock count or display order may be: the database stores 32-bit integers. */
export const MAX_COUNT = 1_000_000;

/** A whole number from 0 to {@link MAX_COUNT} as typed ("" and null: none). */
export const count = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], {
      error: `${label} must be a whole number of 0 or more`,
    })
    .transform((value) => {
      if (typeof value === "number" || value === null) return value;
      const text = value.trim();
      // Decimal digits only: "0x10" and "1e3" are not what anyone typed into a stock field.
      return text === "" ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    })
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 0),
      `${label} must be a whole number of 0 or more`,
    )
    .refine(
      (value) => value === null || value <= MAX_COUNT,
      `${label} must be at most ${MAX_COUNT.toLocaleString("en-GB")}`,
    );
