import { rowId } from "./cart-input.ts";
import { emailField } from "./email-field.ts";
import { blankAsAbsent, formBoolean, optionalText, requiredText } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

const NOTES = z
  .string({ error: "Notes are text" })
  .trim()
  .max(5000, "Please keep the notes under 5,000 characters");

const NAME = requiredText(
  "Enter the collector's name",
  200,
  "Please keep the name under 200 characters",
);

/**
 * `POST /api/admin/certificates` and Admin → Certificates' form: a certificate for an original
 * sold elsewhere. The buyer is optional; given an e-mail address, they join the collectors.
 */
export const HandCertificateSchema = z.object({
  artworkId: rowId("Choose the artwork"),
  soldOn: z.iso.date({ error: "Give the date of sale as YYYY-MM-DD" }),
  buyerName: optionalText(200, "Please keep the name under 200 characters"),
  buyerEmail: blankAsAbsent(emailField("Enter a valid e-mail address").optional()),
  buyerNamed: formBoolean("buyerNamed must be true or false")
    .optional()
    .transform((value) => value === true),
});

/** `POST /api/admin/collectors` and Admin → Collectors' "Add a collector". */
export const CollectorSchema = z.object({
  name: NAME,
  email: emailField("Enter a valid e-mail address"),
  notes: NOTES.optional().transform((value) => value ?? ""),
});

/** `PATCH /api/admin/collectors/{id}` and the notes form of a collector. */
export const CollectorNotesSchema = z.object({ notes: NOTES });

/** The buyer's choice on their certificate's page: named on the public page, or not. */
export const BuyerNamedSchema = z.object({
  named: formBoolean("named must be true or false"),
});
