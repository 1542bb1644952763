import { LoginSchema } from "#core/schemas/sign-in-input.ts";
import { clearOwnerSessionCookies, ownerSessionCookie } from "../../app/lib/cookies.ts";
import { type Caller, parse } from "./caller.ts";

/** Signs the owner in (the service throttles failures per address); the cookie to set. */
export async function signIn(caller: Caller, input: unknown) {
  const { password } = parse(LoginSchema, input);
  const { token } = await caller.services.auth.login(password, caller.clientAddress);
  return { setCookie: ownerSessionCookie(token, caller.secure) };
}

/** Ends the owner's session; the cookies that remove it under both names. */
export async function signOut(caller: Caller) {
  await caller.services.auth.logout(caller.ownerToken);
  return { setCookies: clearOwnerSessionCookies() };
}

export const isSignedIn = (caller: Caller) =>
  caller.services.auth.isValidSession(caller.ownerToken);
