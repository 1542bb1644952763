import { COMMISSION_STATUSES } from "../commission-status.ts";
import type { DepositRule } from "../commissions.ts";
import { ContactSchema, HONEYPOT_FIELD } from "./contact-input.ts";
import { blankAsAbsent, formBoolean } from "./form-fields.ts";
import { MAX_PRICE, minorUnitsOf, price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

/** Text of at most `max` characters, "" and absent reading as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** A calendar date as `<input type="date">` sends it (2026-12-24); "" reads as none. */
const optionalDate = (message: string) =>
  blankAsAbsent(
    z.iso
      .date({ error: message })
      .optional()
      .nullable()
      .transform((value) => value ?? null),
  );

/** The request form and `POST /api/commissions` (its text fields; the photos come apart). */
export const CommissionRequestSchema = z.object({
  // The sender's name and e-mail are read as the contact form reads them.
  name: ContactSchema.shape.name,
  email: ContactSchema.shape.email,
  kind: z
    .string({ error: "Please choose what you would like" })
    .trim()
    .min(1, "Please choose what you would like")
    .max(60, "Please choose what you would like"),
  size: optionalText(100, "Please keep the size under 100 characters"),
  medium: optionalText(100, "Please keep the medium under 100 characters"),
  budget: optionalText(100, "Please keep the budget under 100 characters"),
  wantedBy: optionalDate("Enter the date like 2026-12-24"),
  description: z
    .string({ error: "Please describe what you would like in at least 10 characters" })
    .trim()
    .min(10, "Please describe what you would like in at least 10 characters")
    .max(5000, "Please keep the description under 5,000 characters"),
  consentToShow: formBoolean("consentToShow must be true or false").optional().default(false),
  [HONEYPOT_FIELD]: z.string().max(1000).optional().nullable(),
});

export type CommissionRequestInput = z.output<typeof CommissionRequestSchema>;

const DEPOSIT = /^(\d{1,8}(\.\d{1,2})?)(%?)$/;
const DEPOSIT_MESSAGE = 'Enter the deposit as an amount like "75.00" or a share like "30%"';

/** `POST /api/admin/commissions/{id}/quote` and the commission page's quote form. */
export const CommissionQuoteSchema = z
  .object({
    price: price("Enter the price", "Enter a price like 250.00").refine(
      (value) => value > 0,
      "The price must be above zero",
    ),
    deposit: z
      .union([z.string(), z.number()], { error: DEPOSIT_MESSAGE })
      .transform((value, ctx): DepositRule => {
        // "30 %" reads as "30%" (trimmed, not a regular expression: one could backtrack).
        const text = String(value).trim();
        const match = DEPOSIT.exec(text.endsWith("%") ? `${text.slice(0, -1).trimEnd()}%` : text);
        const number = Number(match?.[1]);
        if (!match || !(number < MAX_PRICE)) {
          ctx.addIssue({ code: "custom", message: DEPOSIT_MESSAGE });
          return z.NEVER;
        }
        if (!match[3]) return { amount: minorUnitsOf(match[1]!) };
        if (number > 100) {
          ctx.addIssue({ code: "custom", message: "A deposit share is at most 100%" });
          return z.NEVER;
        }
        return { percent: number };
      }),
    deliveryBy: optionalDate("Enter the delivery date like 2026-12-24"),
    validUntil: z.iso.date({ error: "Enter the date the quote is valid until, like 2026-12-24" }),
    terms: optionalText(5000, "Please keep the terms under 5,000 characters"),
  })
  // Zod runs this even when a field failed: it looks only at a well-read deposit and price.
  .refine(
    ({ price, deposit }) =>
      !(typeof deposit === "object" && deposit !== null && "amount" in deposit) ||
      typeof price !== "number" ||
      deposit.amount <= price,
    { message: "The deposit cannot be more than the price", path: ["deposit"] },
  );

export type CommissionQuoteInput = z.output<typeof CommissionQuoteSchema>;

/** `PATCH /api/admin/commissions/{id}` and the commission page's status and notes forms. */
export const CommissionUpdateSchema = z.object({
  status: z.enum(COMMISSION_STATUSES, { error: "Choose a status from the list" }).optional(),
  notes: z
    .string({ error: "Notes must be text" })
    .max(10000, "Please keep the notes under 10,000 characters")
    .optional(),
});

export type CommissionUpdateInput = z.output<typeof CommissionUpdateSchema>;

/** A message on a commission's thread, from either side. */
export const CommissionMessageSchema = z.object({
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .max(5000, "Please keep your message under 5,000 characters"),
});
