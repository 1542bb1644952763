import { CONSENT_TEXT_MAX, SUBSCRIBE_SOURCES } from "../audience.ts";
import { emailField } from "./email-field.ts";
import { formBoolean, requiredText } from "./form-fields.ts";
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
