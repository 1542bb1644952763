import { RESOLUTIONS } from "../card-payments.ts";
import { z } from "./zod-setup.ts";

const SAY = "Say how you dealt with it: refunded or accepted";

/** `POST /api/admin/payments/{id}/resolve` and the admin notice's buttons. */
export const ResolveCardPaymentSchema = z.object({
  resolution: z.enum(RESOLUTIONS, { error: SAY }),
});
