import { z } from "zod";

/** Most of one product a cart line can hold. */
export const MAX_LINE_QUANTITY = 99;

const quantity = z.coerce
  .number({ error: "Quantity must be a whole number of 1 or more" })
  .int("Quantity must be a whole number of 1 or more")
  .min(1, "Quantity must be a whole number of 1 or more")
  .max(MAX_LINE_QUANTITY, `You can add at most ${MAX_LINE_QUANTITY} of one item`);

/**
 * `POST /api/cart/add`. The client names the product and the variant; any price it sends
 * (`variantPrice`) is ignored: the server prices everything (DESIGN.md).
 */
export const AddToCartSchema = z.object({
  productId: z.coerce
    .number({ error: "Choose a product" })
    .int("Choose a product")
    .positive("Choose a product"),
  quantity: quantity.optional().default(1),
  variant: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((value) => value || undefined),
});

/** `PATCH /api/cart/update`. */
export const UpdateCartSchema = z.object({
  cartItemId: z.coerce.number({ error: "Choose a cart item" }).int().positive("Choose a cart item"),
  quantity,
});
