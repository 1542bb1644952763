import { CONFIRM_FREE } from "../free-confirmation.ts";
import { z } from "./zod-setup.ts";

/**
 * Field readers shared by the schemas so that one schema reads a JSON body and an HTML form alike
 *: what a form can only send as text is accepted as that text, nothing more.
 */

/** A yes/no: JSON `true`/`false`, or a form's "true"/"false" and a ticked checkbox's "on". */
export const formBoolean = (message: string) =>
  z
    .union([z.boolean(), z.enum(["on", "true", "false"])], { error: message })
    .transform((value) => value === true || value === "on" || value === "true");

/** A list: a JSON array, or a form's field sent once (one value) or several times (a list). */
export const formList = <Item extends z.ZodType>(item: Item) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(item));

/** A field a form sends empty when it means "none": "" reads as absent. */
export const blankAsAbsent = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

/**
 * A list a form sends as numbered fields (`social.0.label`, `social.1.label` arrive as
 * `{"0": {…}, "1": {…}}`): read in the order of the numbers. A JSON array passes as it is; an
 * empty object is not a list.
 */
export const formIndexedList = <List extends z.ZodType>(list: List) =>
  z.preprocess((value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length === 0 || !keys.every((key) => /^\d{1,3}$/.test(key))) return value;
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => (value as Record<string, unknown>)[key]);
  }, list);

/** A field a form sends empty when it means "nothing here": "" reads as `null`. */
export const blankAsNull = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? null : value), schema);

/** Optional text within `max` characters: "" and null read as absent. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || undefined);

/**
 * An optional http(s) address (a product's maker site, a quote's source): "" and null read as
 * `null`; anything else must be a web address, within `max` characters when one is given.
 */
export const optionalWebAddress = (max?: number) => {
  const url = z.url({ protocol: /^https?$/, error: "Enter a web address starting with https://" });
  return z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .pipe(
      (max === undefined
        ? url
        : url.max(max, `Please keep this under ${max.toLocaleString("en")} characters`)
      ).nullable(),
    );
};

/** Required text, trimmed: `missing` when empty or absent, `tooLong` past `max` characters. */
export const requiredText = (
  missing: string,
  max: number,
  tooLong = `Please keep this under ${max} characters`,
) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * The owner's confirmation of a save that gives something away, as the product and collection
 * schemas read it (core/free-confirmation.ts). It lives here, with zod, because the form recipe
 * every page loads needs only the field's name.
 */
export const confirmFreeField = formBoolean(`${CONFIRM_FREE} must be true or false`).optional();
