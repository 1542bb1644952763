/** Cookie names shared by the server and the route modules. */
export const CART_COOKIE = "easel_cart";

/** The owner-session cookie; over HTTPS it gets the `__Host-` prefix (Secure, Path=/, no Domain). */
export function ownerCookieName(secure: boolean): string {
  return secure ? "__Host-easel_owner" : "easel_owner";
}

/** The Set-Cookie value that opens an owner session (HttpOnly, SameSite=Strict, Path=/). */
export function ownerSessionCookie(token: string, secure: boolean): string {
  return `${ownerCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** Set-Cookie values that remove the owner-session cookie under both names. */
export function clearOwnerSessionCookies(): string[] {
  return [true, false].map(
    (secure) =>
      `${ownerCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`,
  );
}

/** A post-login destination: only a path inside the admin area, never another site. */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (!/^\/admin(\/[^\s\\]*)?$/.test(value) || value.startsWith("//")) return "/admin";
  return value.startsWith("/admin/login") ? "/admin" : value;
}

/** How long an untouched cart is kept by the browser. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The Set-Cookie value that keeps a visitor's cart (HttpOnly, SameSite=Lax, 30 days). */
export function cartCookie(sessionId: string, secure: boolean): string {
  return `${CART_COOKIE}=${sessionId}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
