/**
 * A toast the server says after a post made without JavaScript: the action redirects back to the
 * page the form came from (PRG, so a reload never posts twice) with the toast in a short-lived
 * cookie, which the root loader reads and clears, and the layout's one notification area shows.
 * With JavaScript the same toast rides the action's JSON answer instead.
 *
 * The cookie is plain, not signed: it only ever becomes text in that area (React escapes it), its
 * shape and length are checked when read, and it lives a minute.
 */

/** The hidden field a post form carries when it may be answered by a redirect back. */
export const BACK_TO_FIELD = "backTo";

/** The flash cookie's name. */
export const FLASH_COOKIE = "easel_flash";

/** How long the browser keeps an unread flash (seconds). */
const FLASH_MAX_AGE = 60;

export interface FlashToast {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive";
}

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 400;

/**
 * Where a post made without JavaScript is sent back to: a path of this site (never `//host` or a
 * backslash trick), or undefined when the form named none or something else.
 */
export function backToPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2000) return undefined;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return undefined;
  return value;
}

/** The Set-Cookie value carrying `toast` to the next page (HttpOnly, SameSite=Lax, a minute). */
export function flashCookie(toast: FlashToast, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(readFlash(toast) ?? { title: "" }));
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${FLASH_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie value that clears the flash once read. */
export function clearFlashCookie(secure: boolean): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A toast as the cookie held it, or undefined for anything not shaped like one. */
export function readFlash(value: unknown): FlashToast | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== "string" || title.length === 0 || title.length > MAX_TITLE) return undefined;
  if (
    description !== undefined &&
    (typeof description !== "string" || description.length > MAX_DESCRIPTION)
  )
    return undefined;
  if (variant !== undefined && variant !== "default" && variant !== "destructive") return undefined;
  return {
    title,
    ...(description ? { description } : {}),
    ...(variant === "destructive" ? { variant } : {}),
  };
}

/** The flash in a request's Cookie header, if it holds a well-formed one. */
export function flashOf(cookieHeader: string | null): FlashToast | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== FLASH_COOKIE) continue;
    try {
      return readFlash(JSON.parse(decodeURIComponent(part.slice(at + 1).trim())));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether a request's Cookie header carries a flash at all (well-formed or not). */
export function hasFlashCookie(cookieHeader: string | null): boolean {
  return (
    !!cookieHeader &&
    cookieHeader.split(";").some((part) => part.trim().startsWith(`${FLASH_COOKIE}=`))
  );
}
