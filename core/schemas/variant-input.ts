import { count } from "./count-field.ts";
import { formIndexedList, requiredText } from "./form-fields.ts";
import { price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

/** Most variants one product may have: a chooser longer than this is no help to a buyer. */
export const MAX_VARIANTS = 20;

/** A variant id the form sends back for a variant that exists ("" for a new one). */
const variantId = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ error: "Unknown variant" })
    .int("Unknown variant")
    .positive("Unknown variant")
    .optional(),
);

/** One variant as the product form or a JSON client sends it (`variants.0.price`). */
export const VariantInputSchema = z.object({
  id: variantId,
  name: requiredText(
    "Name the variant, e.g. A4",
    100,
    "Please keep a variant's name under 100 characters",
  ),
  price: price("Enter the variant's price"),
  /** "" or null: not tracked. */
  stock: count("Stock").optional().default(null),
});

export type VariantInput = z.output<typeof VariantInputSchema>;

/**
 * A product's variants in the buyer's order (PRODUCT.md §7): an array, or a form's numbered
 * fields; `[]` removes them all. Each name once (ignoring case), so a buyer can tell them apart.
 */
export const VariantsSchema = z
  .preprocess(
    // A form with no variant rows sends `variants` empty: it means none.
    (value) => (value === "" ? [] : value),
    formIndexedList(
      z
        .array(VariantInputSchema, { error: "Variants must be a list" })
        .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
    ),
  )
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    variants.forEach((variant, index) => {
      const key = variant.name.toLocaleLowerCase("en-GB");
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: [index, "name"],
          message: `"${variant.name}" is already a variant: give each its own name`,
        });
      seen.add(key);
    });
  });
