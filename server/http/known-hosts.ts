import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";

/**
 * The host name of a `Host` (or `X-Forwarded-Host`) value: lower case, without the port or a
 * trailing dot; IPv6 literals keep their brackets (`[::1]`). "" when there is none.
 */
export function hostnameOf(header: string | undefined): string {
  const value = (header ?? "").split(",")[0]!.trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return end === -1 ? "" : value.slice(0, end + 1);
  }
  return value.replace(/:\d*$/, "").replace(/\.$/, "");
}

/** `localhost`, any `*.localhost`, `127.0.0.1` (all of 127/8) and `[::1]`: this machine. */
export function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}

/**
 * Which host names the site answers to (PRODUCT.md §6): the host of `PUBLIC_URL`, its `admin.`
 * sibling, the names in `ALLOWED_HOSTS` and this machine's. `null` when neither variable is set (a
 * first run on a laptop): then every host is answered.
 */
export function knownHosts(
  env: Pick<Env, "PUBLIC_URL" | "ALLOWED_HOSTS">,
): ((hostname: string) => boolean) | null {
  if (!env.PUBLIC_URL && env.ALLOWED_HOSTS.length === 0) return null;
  const names = new Set(env.ALLOWED_HOSTS.map((name) => hostnameOf(name)));
  if (env.PUBLIC_URL) {
    const publicHost = hostnameOf(new URL(env.PUBLIC_URL).host);
    names.add(publicHost);
    names.add(`admin.${publicHost}`);
    if (publicHost.startsWith("www.")) names.add(`admin.${publicHost.slice(4)}`);
  }
  return (hostname) => names.has(hostname) || isLoopback(hostname);
}

/**
 * The host a request names: X-Forwarded-Host when a trusted proxy sets it, else Host, else the
 * request URL's (which the server built from Host).
 */
export function requestHost(
  header: (name: string) => string | undefined,
  trustProxy: boolean,
  urlHost = "",
): string {
  return hostnameOf((trustProxy && header("x-forwarded-host")) || header("host") || urlHost);
}

const MISDIRECTED = "Misdirected request: this site does not answer to that host name.\n";

/**
 * Answers 421 to a request for an unknown host name, before anything else runs, so a forged Host
 * can never reach a handler (or a link built from it).
 */
export function knownHostsOnly(
  isKnown: ((hostname: string) => boolean) | null,
  trustProxy: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    const host = () =>
      requestHost((name) => c.req.header(name), trustProxy, new URL(c.req.url).host);
    if (isKnown && !isKnown(host())) {
      // The API answers in its own shape ({ message }); anything else gets the plain sentence.
      if (new URL(c.req.url).pathname.startsWith("/api/"))
        return c.json({ message: MISDIRECTED.trim() }, 421);
      return c.text(MISDIRECTED, 421);
    }
    return next();
  };
}

/** The same check for a Node request (the replay answers some requests before Hono sees them). */
export function nodeRequestIsForKnownHost(
  isKnown: ((hostname: string) => boolean) | null,
  trustProxy: boolean,
  req: IncomingMessage,
): boolean {
  if (!isKnown) return true;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return isKnown(requestHost(header, trustProxy));
}
