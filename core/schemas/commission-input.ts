import { slugify } from "../artwork-path.ts";
import { COMMISSION_STATUSES } from "../commission-status.ts";
import type { DepositRule } from "../commissions.ts";
import { ContactSchema, HONEYPOT_FIELD } from "./contact-input.ts";
import { ArtworkUpdateSchema } from "./content-input.ts";
import {
  blankAsAbsent,
  formBoolean,
  formIndexedList,
  optionalText as formOptionalText,
} from "./form-fields.ts";
import { MAX_PRICE, minorUnitsOf, price } from "./money-field.ts";
import { z } from "./zod-setup.ts";

/** Text of at most `max` characters, "" and absent reading as null (a column's none). */
const optionalText = (max: number, message: string) =>
  formOptionalText(max, message).transform((value) => value ?? null);

/** Text of 1 to `max` characters after trimming: `required` said when empty or not text. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

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
  kind: requiredText(60, "Please choose what you would like", "Please choose what you would like"),
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

/**
 * `POST /api/admin/commissions/{id}/renew` and the commission page's "Renew the quote": a quote
 * whose deposit lapsed, open again until `validUntil` (14 days from today when left out).
 */
export const CommissionRenewSchema = z.object({
  validUntil: optionalDate("Enter the date the quote is valid until, like 2026-12-24"),
});

export type CommissionRenewInput = z.output<typeof CommissionRenewSchema>;

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
  message: requiredText(
    5000,
    "Please write a message",
    "Please keep your message under 5,000 characters",
  ),
});

/**
 * `POST /api/admin/commissions/{id}/artwork` and the commission page's "Add to the portfolio":
 * the artwork's fields, read as an artwork edit reads them (a field left out starts from the
 * commission: `commissionArtworkDraft`), and `imageUrl`, a picture already uploaded, unless a
 * photo comes with the form.
 */
export const CommissionArtworkSchema = ArtworkUpdateSchema.pick({
  title: true,
  description: true,
  category: true,
  artType: true,
  medium: true,
  year: true,
  dimensions: true,
  altText: true,
  imageUrl: true,
});

export type CommissionArtworkInput = z.output<typeof CommissionArtworkSchema>;

/** The bounds of the photos' retention, in days after a commission ends. */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;
const RETENTION_MESSAGE = `Keep the photos from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max.toLocaleString("en-GB")} days after a commission ends`;
const KIND_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = "A kind's short name uses small letters, digits and dashes, like pet-portrait";

/** A kind as the owner lists it; a row without a name is left out (how a form removes one). */
const kindRow = z.object({
  name: z
    .string({ error: "A kind's name must be text" })
    .trim()
    .max(60, "Please keep a kind's name under 60 characters")
    .optional()
    .default(""),
  slug: z
    .string({ error: SLUG_MESSAGE })
    .trim()
    .max(60, "Please keep a kind's short name under 60 characters")
    .optional()
    .default(""),
});

/**
 * `PATCH /api/admin/commissions/settings` and the commissions page's settings form: the kinds in
 * order (a JSON list, or numbered fields `kinds.0.name`, `kinds.0.slug`; a blank slug is made
 * from the name), the size presets (a list, or one a line), the photos' retention in days. A
 * field left out keeps its value. A removed kind leaves its commissions as they were: each keeps
 * the kind's name it was asked under.
 */
export const CommissionSettingsSchema = z.object({
  kinds: formIndexedList(z.array(kindRow, { error: "kinds must be a list" }))
    .transform((rows) =>
      rows
        .filter((row) => row.name !== "")
        .map((row) => ({ name: row.name, slug: row.slug || slugify(row.name) })),
    )
    .superRefine((kinds, ctx) => {
      const problem =
        kinds.length === 0
          ? "Keep at least one kind of commission"
          : kinds.length > 30
            ? "Please keep to 30 kinds"
            : kinds.find((kind) => !KIND_SLUG.test(kind.slug))
              ? SLUG_MESSAGE
              : new Set(kinds.map((kind) => kind.slug)).size < kinds.length
                ? "Two kinds have the same short name: please make each one different"
                : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  sizes: z
    .preprocess(
      (value) => (typeof value === "string" ? value.split(/\r?\n/) : value),
      z.array(
        z
          .string({ error: "Each size must be text" })
          .trim()
          .max(100, "Please keep each size under 100 characters"),
        { error: "sizes must be a list" },
      ),
    )
    .transform((sizes) => sizes.filter(Boolean))
    .refine((sizes) => sizes.length <= 30, "Please keep to 30 sizes")
    .optional(),
  photoRetentionDays: z
    .preprocess(
      (value) =>
        typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value,
      z
        .number({ error: RETENTION_MESSAGE })
        .int(RETENTION_MESSAGE)
        .min(RETENTION_DAYS.min, RETENTION_MESSAGE)
        .max(RETENTION_DAYS.max, RETENTION_MESSAGE),
    )
    .optional(),
});

export type CommissionSettingsInput = z.output<typeof CommissionSettingsSchema>;
