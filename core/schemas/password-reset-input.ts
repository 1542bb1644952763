import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG } from "../password-policy.ts";
import { emailField } from "./email-field.ts";
import { z } from "./zod-setup.ts";

/**
 * The one answer to "Forgot your password?", whatever address was typed: the page and the API say
 * it alike, so neither tells whose address it is.
 */
export const RESET_REQUESTED =
  "If that is the owner's address, a link is on its way. It works for an hour.";

/** "Forgot your password?": the address the owner types (`POST /api/admin/password-reset`). */
export const PasswordResetRequestSchema = z.object({
  email: emailField("Enter an e-mail address"),
});

const TOO_SHORT = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * The new password a reset link sets (`POST /api/admin/password-reset/{token}`), by the length
 * rules of Settings' "New password"; the page asks for it twice (`confirmPassword`), the API once.
 */
export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: TOO_SHORT })
      .min(PASSWORD_MIN_LENGTH, TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    confirmPassword: z
      .string({ error: "Type the new password again" })
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
      .optional(),
  })
  .refine(
    (input) => input.confirmPassword === undefined || input.confirmPassword === input.password,
    {
      path: ["confirmPassword"],
      message: "The two passwords are not the same",
    },
  );
