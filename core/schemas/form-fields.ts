import { z } from "./zod-setup.ts";

/**
 * Field readers shared by the schemas so that one schema reads a JSON body and an HTML form alike
 * (issue 31): what a form can only send as text is accepted as that text, nothing more.
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
