import { isOrderKey } from "../services/order-access.ts";

/** The cookies the server sets and reads: names and Set-Cookie values (pages never see them). */
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

/**
 * The known-device cookie: set at sign-in, kept at sign-out, for 400 days (the most a
 * browser keeps a cookie); over HTTPS with the `__Host-` prefix, like the session's.
 */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-easel_device" : "easel_device";
}

const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** The Set-Cookie value that marks this browser as the owner's (HttpOnly, SameSite=Strict). */
export function knownDeviceCookie(value: string, secure: boolean): string {
  return `${deviceCookieName(secure)}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** How long an untouched cart is kept by the browser. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The Set-Cookie value that keeps a visitor's cart (HttpOnly, SameSite=Lax, 30 days). */
export function cartCookie(sessionId: string, secure: boolean): string {
  return `${CART_COOKIE}=${sessionId}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The order-access cookie: the secret keys of the orders this browser placed or opened from an
 * e-mail link, newest first, which show those orders' customer details (decision 017). Path=/
 * because the checkout's action (`/checkout`, `/checkout.data`), the order's page and the order
 * API all read it; it holds nothing but random keys.
 */
export const ORDER_ACCESS_COOKIE = "easel_orders";

/** How long the browser keeps the order keys after the last one was added. */
export const ORDER_ACCESS_MAX_AGE = 60 * 60 * 24 * 30;

/** The most order keys one browser keeps: past it the oldest goes (its e-mail link still works). */
export const MAX_ORDER_KEYS = 10;

/** The well-formed keys of an order-access cookie's value (anything else is ignored). */
export function orderKeysOf(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(".").filter(isOrderKey).slice(0, MAX_ORDER_KEYS);
}

/**
 * The Set-Cookie value that adds `key` to the keys the browser holds (HttpOnly, SameSite=Lax,
 * 30 days, Secure over HTTPS), newest first and at most {@link MAX_ORDER_KEYS}.
 */
export function orderAccessCookie(held: readonly string[], key: string, secure: boolean): string {
  const keys = [key, ...held.filter((k) => k !== key)].slice(0, MAX_ORDER_KEYS);
  return `${ORDER_ACCESS_COOKIE}=${keys.join(".")}; Path=/; Max-Age=${ORDER_ACCESS_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
