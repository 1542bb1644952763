import {
  ANNOUNCEMENT_INTRO_MAX,
  ANNOUNCEMENT_SUBJECT_MAX,
  ANNOUNCEMENT_WORKS_MAX,
  CONSENT_TEXT_MAX,
  SEND_PER_MINUTE_MAX,
  SUBSCRIBE_SOURCES,
} from "../audience.ts";
import { numberOrText, rowId } from "./cart-input.ts";
import { emailField } from "./email-field.ts";
import { blankAsAbsent, formBoolean, formList, requiredText } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

export const EMAIL_MESSAGE = "Enter your e-mail address";
export const CONSENT_MESSAGE = "Please tick the box to say you want these e-mails";

/** A sign-up's consent: the box must be ticked (JSON `true`, or a form's "on"/"true"). */
const consent = formBoolean(CONSENT_MESSAGE).refine((value) => value, CONSENT_MESSAGE);

/** The consent line's version a form showed: a form's digits or a JSON number. */
export const consentVersionField = z.coerce
  .number({ error: "Unknown consent version" })
  .int("Unknown consent version")
  .positive("Unknown consent version")
  .max(2_147_483_647, "Unknown consent version")
  .optional()
  .catch(undefined);

/** `POST /api/subscribe` and the sign-up forms. */
export const SubscribeSchema = z.object({
  email: emailField(EMAIL_MESSAGE),
  consent,
  source: z
    .enum(SUBSCRIBE_SOURCES, { error: "Unknown sign-up form" })
    .optional()
    .transform((value) => value ?? "footer"),
  /** The version of the consent line the form showed (absent: the current one). */
  consentVersion: consentVersionField,
});
export type SubscribeInput = z.output<typeof SubscribeSchema>;

/** A confirmation or unsubscribe link's token, as the pages and the API receive it. */
export const TokenSchema = z.object({
  token: z
    .string({ error: "This link is not complete" })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "This link is not complete"),
});

/** The owner's consent line (a new version each time it changes). */
export const ConsentTextSchema = z.object({
  text: requiredText(
    "Write the line people tick to join the list",
    CONSENT_TEXT_MAX,
    `Please keep the line under ${CONSENT_TEXT_MAX} characters`,
  ),
});

/** The owner's search of the list. */
export const SubscriberSearchSchema = z.object({
  q: z.string().trim().max(254).optional().catch(undefined),
});

const NO_CONTENT = "Write a short text or pick at least one artwork or product";
const workIds = (what: string) =>
  formList(rowId(`Unknown ${what}`))
    .optional()
    .transform((ids) => [...new Set(ids ?? [])])
    .refine(
      (ids) => ids.length <= ANNOUNCEMENT_WORKS_MAX,
      `Please pick at most ${ANNOUNCEMENT_WORKS_MAX}`,
    );

/**
 * `POST /api/admin/announcements` and the composer: a subject, a Markdown introduction and the
 * works shown; at least some text or one work. `sendAt` (ISO, or a form's local time with its
 * offset) is when the mail goes once sent: it may not be in the past (checked by the service).
 */
export const AnnouncementSchema = z
  .object({
    subject: requiredText(
      "Write a subject",
      ANNOUNCEMENT_SUBJECT_MAX,
      `Please keep the subject under ${ANNOUNCEMENT_SUBJECT_MAX} characters`,
    ),
    intro: z
      .string({ error: "Write the text as text" })
      .trim()
      .max(
        ANNOUNCEMENT_INTRO_MAX,
        `Please keep the text under ${ANNOUNCEMENT_INTRO_MAX} characters`,
      )
      .optional()
      .transform((value) => value ?? ""),
    artworkIds: workIds("artwork"),
    productIds: workIds("product"),
    sendAt: blankAsAbsent(
      z.iso
        .datetime({ offset: true, local: false, error: "Give the time as a date and time" })
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.intro && value.artworkIds.length === 0 && value.productIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["intro"], message: NO_CONTENT });
  });
export type AnnouncementInput = z.output<typeof AnnouncementSchema>;

/** A mail provider's event about one address (`POST /api/mail/events`). */
export const MailEventSchema = z.object({
  email: emailField("Give the address the event is about"),
  type: z.enum(["hard", "soft", "complaint"], { error: "type must be hard, soft or complaint" }),
});
export type MailEvent = z.output<typeof MailEventSchema>;

/** Admin → Audience's sending pace. */
export const SendPaceSchema = z.object({
  perMinute: numberOrText("Give a number of mails a minute").pipe(
    z
      .number()
      .int("Give a whole number")
      .min(1, "At least one a minute")
      .max(SEND_PER_MINUTE_MAX, `At most ${SEND_PER_MINUTE_MAX} a minute`),
  ),
});
