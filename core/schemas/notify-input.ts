import { CONSENT_MESSAGE, consentVersionField, EMAIL_MESSAGE } from "./audience-input.ts";
import { rowId } from "./cart-input.ts";
import { emailField } from "./email-field.ts";
import { blankAsAbsent, formBoolean } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

export const NOTIFY_CONSENT_MESSAGE = "Please tick the box so that we may e-mail you about this";
export const NOTIFY_ITEM_MESSAGE = "Name one product (productId) or one artwork (artworkId)";

/**
 * `POST /api/notify` and the "Tell me when it is available" forms: an address, the ticked box
 * for this one notice, one item, and whether to join the list too (its consent line's version).
 */
export const NotifySchema = z
  .object({
    email: emailField(EMAIL_MESSAGE),
    consent: formBoolean(NOTIFY_CONSENT_MESSAGE).refine((value) => value, NOTIFY_CONSENT_MESSAGE),
    productId: blankAsAbsent(rowId("Unknown product").optional()),
    artworkId: blankAsAbsent(rowId("Unknown artwork").optional()),
    /** "Also join the mailing list": absent or unticked, the address joins nothing. */
    joinList: blankAsAbsent(formBoolean(CONSENT_MESSAGE).optional()).transform(
      (value) => value ?? false,
    ),
    consentVersion: consentVersionField,
  })
  .superRefine((value, ctx) => {
    if ((value.productId === undefined) === (value.artworkId === undefined))
      ctx.addIssue({ code: "custom", path: ["item"], message: NOTIFY_ITEM_MESSAGE });
  });
export type NotifyInput = z.output<typeof NotifySchema>;
