import { formBoolean } from "./form-fields.ts";
import { z } from "./zod-setup.ts";

/** `PATCH /api/admin/orders/{number}` and the order page's status form. */
export const OrderStatusChangeSchema = z.object({
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
});

/** `POST /api/admin/orders/sweep`: run the payment deadlines as of a time (absent: now). */
export const SweepSchema = z.object({
  asOf: z.iso
    .datetime({ offset: true, error: "Give asOf as an ISO time, e.g. 2026-03-08T12:00:00Z" })
    .optional(),
});
