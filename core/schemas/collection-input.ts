import { ORIGINAL_CATEGORY } from "../artwork-sale.ts";
import { collectionOf, type Offer } from "../offers.ts";
import { optionalText } from "./content-input.ts";
import { confirmFreeField, formIndexedList } from "./form-fields.ts";
import { price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

/** The most offers one collection may have (a banner line each). */
export const MAX_OFFERS = 6;

const NAME = "Collection name is required";
const SLUG = "Use lower-case letters, digits and dashes, like prints or a4-prints";
const QUANTITY = "Quantity must be a whole number from 1 to 99";
const PERCENT = "Percent off must be a whole number from 1 to 100";
const ONE_SAVING = "Give a saving (like 2.00) or a percentage off, not both";

/** A whole number from `min` to `max`, as JSON or as a form's text. */
const whole = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === "string" ? Number(value.trim() || Number.NaN) : value))
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, message);

/** "" and null read as absent: an offer row of a form leaves the field it does not use empty. */
const blank = (value: unknown) => value === "" || value === null || value === undefined;

/**
 * One offer, `{quantity, save: "2.00"}` or `{quantity, percentOff: 15}` (a form's row
 * `offers.0.quantity`, `offers.0.save`, `offers.0.percentOff`): read into core/offers.ts's
 * `Offer`, the saving in minor units.
 */
const offer = z
  .object({
    quantity: whole(QUANTITY, 1, 99),
    save: z.preprocess(
      (value) => (blank(value) ? undefined : value),
      price("Enter a saving like 2.00", "Enter a saving like 2.00")
        .refine((minor) => minor > 0, "Enter a saving above 0.00")
        .optional(),
    ),
    percentOff: z.preprocess(
      (value) => (blank(value) ? undefined : value),
      whole(PERCENT, 1, 100).optional(),
    ),
  })
  .superRefine((value, context) => {
    if ((value.save === undefined) === (value.percentOff === undefined))
      context.addIssue({ code: "custom", message: ONE_SAVING, path: ["save"] });
  })
  .transform(
    ({ quantity, save, percentOff }): Offer =>
      save !== undefined ? { quantity, save } : { quantity, percentOff: percentOff! },
  );

/** A form's empty offer rows (every field blank) are no offers. */
const offers = formIndexedList(
  z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.filter(
            (row) =>
              !(
                typeof row === "object" &&
                row !== null &&
                Object.values(row as Record<string, unknown>).every(blank)
              ),
          )
        : rows,
    z
      .array(offer, { error: "offers must be a list" })
      .max(MAX_OFFERS, `At most ${MAX_OFFERS} offers`),
  ),
);

/** The most lines a collection's specification may have. */
export const MAX_SPECIFICATIONS = 12;

const SPECIFICATION =
  'Write each line as "Label: value", like "Size: A4, 210x297mm" (up to 60 and 200 characters)';

/** One line of a specification, `{label, value}`, or as the form's text area writes it. */
const specification = z
  .union([
    z.object({ label: z.string(), value: z.string() }),
    z.string().transform((line) => {
      const colon = line.indexOf(":");
      return colon < 0
        ? { label: "", value: "" }
        : { label: line.slice(0, colon), value: line.slice(colon + 1) };
    }),
  ])
  .transform(({ label, value }) => ({ label: label.trim(), value: value.trim() }))
  .refine(
    ({ label, value }) => label && value && label.length <= 60 && value.length <= 200,
    SPECIFICATION,
  );

/**
 * A collection's specification (the Snap deck's "Cards: 52 cards"…): a list of `{label, value}`,
 * or the form's text, one "Label: value" a line (blank lines skipped); empty: none.
 */
const specifications = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  z
    .array(specification, { error: "specifications must be a list of {label, value}" })
    .max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} lines of specification`),
);

/** A slug from a name: "Giclée Prints" → "giclee-prints". */
export function slugOf(name: string): string {
  // Words split on anything but letters and digits: no pattern that could backtrack.
  const words = (text: string) => text.split(/[^a-z0-9]/).filter(Boolean);
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return words(words(ascii).join("-").slice(0, 60)).join("-");
}

/**
 * A collection's address: lower-case words and dashes; never "original" (the originals' own
 * category) nor an older category of another collection ("snap-cat" is Snap's).
 */
const slug = z
  .string({ error: SLUG })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG)
  .max(60, SLUG)
  .refine(
    (value) => value !== ORIGINAL_CATEGORY && collectionOf(value) === value,
    "That address belongs to another collection: choose another",
  );

const texts = {
  name: z
    .string({ error: NAME })
    .trim()
    .min(1, NAME)
    .max(80, "Please keep this under 80 characters"),
  description: optionalText(2000),
  footnote: optionalText(300),
  itemNoun: optionalText(40),
  specifications,
  offers,
  confirmFree: confirmFreeField,
};

/**
 * `POST /api/admin/collections {name, slug?, description, footnote, itemNoun, specifications,
 * offers}` and the Collections page's create form. Without a slug, the name's ("Prints" → prints).
 */
export const CollectionCreateSchema = z
  .object({
    ...texts,
    slug: z.preprocess((value) => (blank(value) ? undefined : value), slug.optional()),
    offers: offers.optional().default([]),
    specifications: specifications.optional().default([]),
  })
  .transform((value, context) => {
    const chosen = value.slug ?? slugOf(value.name);
    const checked = slug.safeParse(chosen);
    if (!checked.success) {
      context.addIssue({
        code: "custom",
        message: "Give the collection an address (slug) of letters and digits",
        path: ["slug"],
      });
      return z.NEVER;
    }
    return { ...value, slug: checked.data };
  });

/** `PATCH /api/admin/collections/{id}`: any of the texts and the offers (the slug stays). */
export const CollectionUpdateSchema = z.object(texts).partial();

export type CollectionCreate = z.output<typeof CollectionCreateSchema>;
export type CollectionUpdate = z.output<typeof CollectionUpdateSchema>;
