import { PasswordChangeSchema, SettingsUpdateSchema } from "#core/schemas/settings-input.ts";
import { ownerSessionCookie } from "../../app/lib/cookies.ts";
import { type Caller, parse } from "./caller.ts";

/** Saves any part of the settings (profile, About page, payment instructions, shop rules). */
export const updateSettings = (caller: Caller, input: unknown) =>
  caller.services.siteSettings.update(parse(SettingsUpdateSchema, input));

/**
 * Changes the owner's password; every other session is signed out, and this one goes on under a
 * new token: the cookie to set.
 */
export async function changePassword(caller: Caller, input: unknown) {
  const { currentPassword, newPassword } = parse(PasswordChangeSchema, input);
  const { token } = await caller.services.auth.changePassword(currentPassword, newPassword);
  return { setCookie: ownerSessionCookie(token, caller.secure) };
}

/** Removes what is left of the demo (PRODUCT.md §4): its records, its texts and its pictures. */
export const removeDemo = (caller: Caller) => caller.services.demo.remove();
