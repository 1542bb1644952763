import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { trimTrailingSlashes } from "#core/url-path.ts";
import type { AuthService } from "../services/auth.ts";
import type { AppEnv } from "./app-env.ts";
import { deviceCookieName, ownerCookieName } from "./cookies.ts";
import { HttpError } from "./errors.ts";

/** Paths under /api/admin that work without a session. */
const OPEN_ADMIN_PATHS = new Set([
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/session",
  "/api/admin/password-reset",
]);
/** A reset link's own call (`/api/admin/password-reset/{token}`): one segment, no more. */
const RESET_LINK_PATH = /^\/api\/admin\/password-reset\/[^/]+$/;

/** True for every call that needs the owner's session, whatever its query string says. */
export function needsOwner(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape can't match any route; judge the raw path.
  }
  const path = trimTrailingSlashes(decoded.toLowerCase().replace(/\/{2,}/g, "/"));
  if (path === "/api/upload") return true;
  return (
    (path === "/api/admin" || path.startsWith("/api/admin/")) &&
    !OPEN_ADMIN_PATHS.has(path) &&
    !RESET_LINK_PATH.test(path)
  );
}

/**
 * The owner-session cookie of this request: over HTTPS only the `__Host-` cookie (which the browser
 * keeps from being set by a subdomain or over plain HTTP), over plain HTTP only the plain name.
 */
export function ownerToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, ownerCookieName(c.var.secure));
}

/** The known-device cookie of this request, under the name the scheme allows (as the session's). */
export function deviceCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, deviceCookieName(c.var.secure));
}

/** One guard for every owner-only API call: 401 "Authentication required" without a valid session. */
export function requireOwner(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!needsOwner(new URL(c.req.url).pathname)) return next();
    if (!(await auth.isValidSession(ownerToken(c)))) {
      throw new HttpError(401, "Authentication required");
    }
    return next();
  };
}
