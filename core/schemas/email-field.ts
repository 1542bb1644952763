import { z } from "./zod-setup.ts";

/** An e-mail address field (at most 254 characters, as SMTP allows), with one message for all. */
export const emailField = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
