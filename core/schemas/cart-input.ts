import { MAX_ID } from "../ids.ts";
import { z } from "./zod-setup.ts";

/** Most of one product a cart line can hold. */
export const MAX_LINE_QUANTITY = 99;

/**
 * A number sent as a JSON number or as decimal text (forms send "2"); anything else (`true`,
 * `[2]`, an object, "0x10", "1e3") is refused with `message` rather than coerced.
 */
const numberOrText = (message: string) =>
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
const rowId = (message: string) =>
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
 * `POST /api/cart/add`. The client names the product and the variant; any price it sends
 * (`variantPrice`) is ignored: the server prices everything (decision 013 §3).
 */
export const AddToCartSchema = z.object({
  productId: rowId("Choose a product"),
  quantity: quantity.optional().default(1),
  variant: z
    .string({ error: "Choose a size from the list" })
    .trim()
    .max(100, "Choose a size from the list")
    .optional()
    .nullable()
    .transform((value) => value || undefined),
});

/** `PATCH /api/cart/update`. */
export const UpdateCartSchema = z.object({
  cartItemId: rowId("Choose a cart item"),
  quantity,
});
