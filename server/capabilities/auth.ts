import { RateLimited, Unauthorized } from "#core/domain-errors.ts";
import { LoginSchema } from "#core/schemas/sign-in-input.ts";
import {
  clearOwnerSessionCookies,
  knownDeviceCookie,
  ownerSessionCookie,
} from "../http/cookies.ts";
import { audited, recordEvent } from "./audit.ts";
import { type Caller, parse } from "./caller.ts";

/**
 * Signs the owner in (the service throttles failures per address, a known device apart); the
 * cookies to set: the session's first, then the known device's (kept at sign-out).
 */
export async function signIn(caller: Caller, input: unknown) {
  const { password } = parse(LoginSchema, input);
  const { token, device } = await audited(
    caller,
    () =>
      caller.services.auth.login(password, {
        clientAddress: caller.clientAddress,
        device: caller.deviceCookie,
      }),
    {
      done: { kind: "sign-in" },
      failed: (error) =>
        error instanceof RateLimited
          ? { kind: "sign-in-throttled", detail: { retryAfter: error.retryAfter } }
          : error instanceof Unauthorized
            ? { kind: "sign-in-failed", detail: { reason: error.message } }
            : undefined,
    },
  );
  return {
    setCookies: [
      ownerSessionCookie(token, caller.secure),
      knownDeviceCookie(device, caller.secure),
    ],
  };
}

/** Ends the owner's session; the cookies that remove it under both names (the device's stays). */
export async function signOut(caller: Caller) {
  const signedIn = await caller.services.auth.isValidSession(caller.ownerToken);
  await caller.services.auth.logout(caller.ownerToken);
  // Only an open session's end is an event: a stale form or cookie signs nobody out.
  if (signedIn) await recordEvent(caller, { kind: "sign-out" });
  return { setCookies: clearOwnerSessionCookies() };
}

export const isSignedIn = (caller: Caller) =>
  caller.services.auth.isValidSession(caller.ownerToken);
