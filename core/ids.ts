import { NotFound } from "./domain-errors.ts";

/** The largest row id there can be (ids are 32-bit integers in the database). */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a path or a form field: a whole number from 1 to {@link MAX_ID} written in plain
 * digits, or undefined when the value cannot be one (the caller answers "not found").
 */
export function parseRowId(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The row id in a path or a form field, or NotFound with `message` when it cannot be one. */
export function rowIdOrNotFound(value: unknown, message = "Not found"): number {
  const id = parseRowId(value);
  if (id === undefined) throw new NotFound(message);
  return id;
}
