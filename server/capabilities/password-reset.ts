import {
  NewPasswordSchema,
  PasswordResetRequestSchema,
} from "#core/schemas/password-reset-input.ts";
import { knownDeviceCookie, ownerSessionCookie } from "../http/cookies.ts";
import { audited, recordEvent } from "./audit.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * "Forgot your password?": a link goes to the owner's address only, and the caller is told the
 * same whatever was typed, whoever's address it is and whether a mail went (PRODUCT.md §6).
 */
export async function requestPasswordReset(caller: Caller, input: unknown): Promise<void> {
  await limit(caller, "passwordReset");
  const { email } = parse(PasswordResetRequestSchema, input);
  const outcome = await caller.services.passwordReset.request(email);
  if (outcome === "mailed") await recordEvent(caller, { kind: "password-reset-mailed" });
}

/**
 * Sets a new password by a reset link: every other session is signed out and every known device
 * forgotten, and this browser is signed in under the new password: the cookies to set, the
 * session's first.
 */
export async function resetPassword(caller: Caller, token: string, input: unknown) {
  const { password } = parse(NewPasswordSchema, input);
  const signedIn = await audited(
    caller,
    () => caller.services.passwordReset.complete(token, password),
    { done: { kind: "password-reset" } },
  );
  return {
    setCookies: [
      ownerSessionCookie(signedIn.token, caller.secure),
      knownDeviceCookie(signedIn.device, caller.secure),
    ],
  };
}
