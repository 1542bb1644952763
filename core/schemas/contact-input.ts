import { MAX_ID } from "../ids.ts";
import { emailField } from "./email-field.ts";
import { requiredText } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** The contact form's subjects and their labels (PRODUCT.md §3). */
export const CONTACT_SUBJECTS = [
  { value: "commission", label: "Commission Inquiry" },
  { value: "purchase", label: "Purchase Question" },
  { value: "snap-cards", label: "Snap Cards Question" },
  { value: "general", label: "General Question" },
  { value: "collaboration", label: "Collaboration" },
] as const;

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [string, ...string[]];

/** Said of an artwork the message cannot be about (unknown, or not an id at all). */
export const ARTWORK_MESSAGE = "That artwork is not on the site: please name it in your message";

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** The contact form and `POST /api/contact` body, with PRODUCT.md §5's messages. */
export const ContactSchema = z.object({
  name: requiredText("Name is required", 100, "Please keep your name under 100 characters"),
  email: emailField("Invalid email address"),
  subject: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null)
    .pipe(z.enum(SUBJECT_VALUES, { error: "Please choose a subject from the list" }).nullable()),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Please keep your message under 5,000 characters"),
  /** The artwork asked about ("Enquire about this piece": `/contact?artwork={id}`); none: "". */
  artworkId: z
    .union([z.number(), z.string().trim().regex(/^\d*$/, ARTWORK_MESSAGE), z.null()], {
      error: ARTWORK_MESSAGE,
    })
    .optional()
    .transform((value) =>
      value === "" || value === null || value === undefined ? undefined : Number(value),
    )
    .pipe(
      z
        .number({ error: ARTWORK_MESSAGE })
        .int(ARTWORK_MESSAGE)
        .positive(ARTWORK_MESSAGE)
        .max(MAX_ID, ARTWORK_MESSAGE)
        .optional(),
    ),
  [HONEYPOT_FIELD]: z.string().max(1000).optional().nullable(),
});

export type ContactInput = z.output<typeof ContactSchema>;

/** A subject's label, or "General" when none was chosen. */
export function subjectLabel(value: string | null | undefined): string {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? "No subject";
}
