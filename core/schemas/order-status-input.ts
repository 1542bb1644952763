import { carrierOf, OTHER_CARRIER } from "../carriers.ts";
import { REFUND_METHODS } from "../refunds.ts";
import { blankAsAbsent, formBoolean, optionalText } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** A shipment's carrier and tracking number, or another carrier's own tracking page. */
const TRACKING_FIELDS = {
  carrier: optionalText(40, "Choose a carrier from the list").refine(
    (value) => value === undefined || value === OTHER_CARRIER || carrierOf(value) !== undefined,
    "Choose a carrier from the list",
  ),
  trackingNumber: optionalText(60, "Keep the tracking number under 60 characters").refine(
    (value) => value === undefined || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value),
    "A tracking number has only letters, digits, spaces and dashes",
  ),
  trackingUrl: optionalText(500, "Keep the address under 500 characters").refine(
    (value) => value === undefined || (URL.canParse(value) && new URL(value).protocol === "https:"),
    "Give the tracking page's address, starting with https://",
  ),
};

/** `PATCH /api/admin/orders/{number}` and the order page's status form. */
export const OrderStatusChangeSchema = z
  .object({
    status: z
      .string({ error: "Choose a status from the list" })
      .trim()
      .min(1, "Choose a status from the list"),
    note: z
      .string()
      .trim()
      .max(2000, "Please keep the note under 2,000 characters")
      .optional()
      .nullable()
      .transform((value) => value || undefined),
    notifyCustomer: formBoolean("notifyCustomer must be true or false")
      .optional()
      .transform((value) => value === true),
    /**
     * How cancelling a paid order refunds it (PRODUCT.md §4, Cancelling a paid order): through
     * Stripe to the card, or by hand; left out, by card where it can be.
     */
    refund: blankAsAbsent(
      z.enum(REFUND_METHODS, { error: 'Choose how to refund: "card" or "by-hand"' }).optional(),
    ),
    ...TRACKING_FIELDS,
  })
  .superRefine((change, ctx) => {
    const listed = change.carrier !== undefined && change.carrier !== OTHER_CARRIER;
    if (listed && change.trackingNumber === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["trackingNumber"],
        message: "Enter the tracking number",
      });
    if (change.carrier === OTHER_CARRIER && change.trackingUrl === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["trackingUrl"],
        message: "Give the address of the carrier's tracking page",
      });
    if (listed && change.trackingUrl !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["trackingUrl"],
        message: "A listed carrier has its own tracking page: leave the address empty",
      });
  });

export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;

/** `POST /api/admin/orders/sweep`: run the payment deadlines as of a time (absent: now). */
export const SweepSchema = z.object({
  asOf: z.iso
    .datetime({ offset: true, error: "Give asOf as an ISO time, e.g. 2026-03-08T12:00:00Z" })
    .optional(),
});
