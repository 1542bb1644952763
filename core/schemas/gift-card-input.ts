import { emailField } from "./email-field.ts";
import { price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

const UNKNOWN = "We don't recognise that gift card. Please check the code and try again.";

/** `POST /api/cart/gift-card` and the cart's gift card field: the code as typed. */
export const ApplyGiftCardSchema = z.object({
  code: z
    .string({ error: "Enter a gift card code" })
    .trim()
    .min(1, "Enter a gift card code")
    .max(40, UNKNOWN),
});

const optionalText = (max: number) =>
  z
    .string({ error: "Please enter this as text" })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null);

/**
 * A gift card issued by hand (store credit): `POST /api/admin/gift-cards` and the Gift cards
 * page's form. Mailed to the recipient when an address is given.
 */
export const IssueGiftCardSchema = z.object({
  amount: price("Enter the card's amount", "Enter an amount like 25.00").refine(
    (value) => value > 0,
    "Enter an amount above nothing",
  ),
  recipientEmail: optionalText(254).pipe(
    z.union([z.null(), emailField("Please enter a valid email address")]),
  ),
  recipientName: optionalText(100),
  message: optionalText(500),
});

export type IssueGiftCardInput = z.output<typeof IssueGiftCardSchema>;
