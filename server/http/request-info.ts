import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address for rate limits: the socket's, unless TRUST_PROXY is on, when the address the
 * proxy appended last to X-Forwarded-For is used (a client can prepend values, never append).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/** Whether the request reached us over HTTPS (as seen by the client). */
export function isSecure(c: Context, trustProxy: boolean, publicUrl?: string): boolean {
  if (publicUrl) return publicUrl.startsWith("https:");
  if (trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    if (proto) return proto === "https";
  }
  return new URL(c.req.url).protocol === "https:";
}

/**
 * The origin the client used to reach us (proxy-aware), for the same-origin check of writes. Never
 * used for links: those come from PUBLIC_URL alone (`publicOrigin` in core/public-origin.ts).
 */
export function requestOrigin(c: Context, trustProxy: boolean, publicUrl?: string): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || url.host;
  const protocol = isSecure(c, trustProxy, publicUrl) ? "https:" : "http:";
  return `${protocol}//${host}`;
}
