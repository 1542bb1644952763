import { MAX_ID } from "../ids.ts";
import { blankAsAbsent } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** Most of one product a cart line can hold. */
export const MAX_LINE_QUANTITY = 99;

/**
 * A number sent as a JSON number or as decimal text (forms send "2"); anything else (`true`,
 * `[2]`, an object, "0x10", "1e3") is refused with `message` rather than coerced.
 */
export const numberOrText = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, message),
      ],
      { error: message },
    )
    .pipe(z.coerce.number({ error: message }));

/** A row id: a whole number from 1 to {@link MAX_ID}. */
export const rowId = (message: string) =>
  numberOrText(message).pipe(z.number().int(message).positive(message).max(MAX_ID, message));

const QUANTITY_MESSAGE = "Quantity must be a whole number of 1 or more";

const quantity = numberOrText(QUANTITY_MESSAGE).pipe(
  z
    .number()
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, `You can add at most ${MAX_LINE_QUANTITY} of one item`),
);

/**
 * `POST /api/cart/add`. The client names the product and the variant (`variantId`, or its name
 * as `variant`), or an original artwork
 * (`artworkId`: always one, so any quantity is ignored); any price it sends (`variantPrice`) is
 * ignored: the server prices everything (decision 013 §3).
 */
export const AddToCartSchema = z
  .object({
    productId: rowId("Choose a product").optional(),
    artworkId: rowId("Choose an artwork").optional(),
    quantity: quantity.optional().default(1),
    variantId: blankAsAbsent(rowId("Choose a variant from the list").optional()),
    variant: z
      .string({ error: "Choose a size from the list" })
      .trim()
      .max(100, "Choose a size from the list")
      .optional()
      .nullable()
      .transform((value) => value || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.productId === undefined && value.artworkId === undefined)
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Choose a product" });
    if (value.productId !== undefined && value.artworkId !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["artworkId"],
        message: "Add a product or an original artwork, not both at once",
      });
  })
  .transform(
    (value): AddToCart =>
      value.artworkId !== undefined
        ? { artworkId: value.artworkId }
        : {
            productId: value.productId!,
            quantity: value.quantity,
            variantId: value.variantId,
            variant: value.variant,
          },
  );

/**
 * What an add names: a product (with its variant, by id or by name as the seed's clients send it,
 * and a quantity) or one original.
 */
export type AddToCart =
  | {
      productId: number;
      quantity: number;
      variantId?: number | undefined;
      variant?: string | undefined;
    }
  | { artworkId: number };

/**
 * `PATCH /api/cart/update` and the cart page's "update": the one quantity rule for both doors
 * (PRODUCT.md §4, §9), 1 to {@link MAX_LINE_QUANTITY}, refused otherwise with the same words. The
 * page removes a line with its own intent ("remove"), never by a quantity.
 */
export const UpdateCartSchema = z.object({
  cartItemId: rowId("Choose a cart item"),
  quantity,
});
