import { Invalid, RateLimited, Unauthorized } from "#core/domain-errors.ts";
import { PasswordChangeSchema, SettingsUpdateSchema } from "#core/schemas/settings-input.ts";
import { settingsSectionsOf } from "#core/security-events.ts";
import { knownDeviceCookie, ownerSessionCookie } from "../http/cookies.ts";
import { audited, recordEvent } from "./audit.ts";
import { type Caller, parse } from "./caller.ts";

/** Saves any part of the settings (profile, About page, payment instructions, shop rules). */
export async function updateSettings(caller: Caller, input: unknown) {
  const change = parse(SettingsUpdateSchema, input);
  const saved = await caller.services.settings.update(change);
  // Which sections changed, never what they now say.
  await recordEvent(caller, {
    kind: "settings-changed",
    detail: { sections: settingsSectionsOf(change) },
  });
  return saved;
}

/**
 * Changes the owner's password; every other session is signed out and every known device
 * forgotten, and this browser goes on under a new token and a new known-device mark: the cookies
 * to set, the session's first.
 */
export async function changePassword(caller: Caller, input: unknown) {
  const { currentPassword, newPassword } = parse(PasswordChangeSchema, input);
  const { token, device } = await audited(
    caller,
    () =>
      caller.services.auth.changePassword(currentPassword, newPassword, {
        clientAddress: caller.clientAddress,
        device: caller.deviceCookie,
        session: caller.ownerToken,
      }),
    {
      done: { kind: "password-changed" },
      // The current-password check is throttled like a sign-in, and ends a session at five wrong.
      failed: (error) =>
        error instanceof Invalid && error.fields?.currentPassword
          ? { kind: "password-change-failed", detail: { reason: "wrong current password" } }
          : error instanceof Unauthorized
            ? { kind: "password-change-failed", detail: { reason: "signed out: too many wrong" } }
            : error instanceof RateLimited
              ? { kind: "password-change-failed", detail: { reason: "too many attempts" } }
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

/** Removes what is left of the demo (PRODUCT.md §4): its records, its texts and its pictures. */
export const removeDemo = (caller: Caller) =>
  audited(caller, () => caller.services.demo.remove(), {
    // Only a removal that found something is an event.
    done: (removal) =>
      removal.present
        ? {
            kind: "demo-removed",
            detail: {
              removed:
                removal.artworks +
                removal.products +
                removal.snapCards +
                removal.slides +
                removal.testimonials,
            },
          }
        : undefined,
  });

/** Records the owner's download of a backup (the archive itself is written by the API route). */
export const backupDownloaded = (caller: Caller) =>
  recordEvent(caller, { kind: "backup-downloaded" });
