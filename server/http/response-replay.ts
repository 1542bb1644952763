import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { WriteTracker } from "../db/write-tracker.ts";
import type { Logger } from "../logger.ts";
import { newNonce } from "./security-headers.ts";

/** A route sets this header (stripped before sending) to let its response be replayed. */
export const REPLAYABLE = "x-easel-replayable";

/** The most responses kept at once; past it the store starts again. */
const MAX_ENTRIES = 200;

interface Recorded {
  version: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

/** What a replayable response may depend on besides the database: the address and these headers. */
function keyOf(c: Context): string {
  const header = (name: string) => c.req.header(name) ?? "";
  return [
    c.req.url,
    header("host"),
    header("accept-encoding"),
    header("x-forwarded-proto"),
    header("x-forwarded-host"),
  ].join("\n");
}

/**
 * A micro-cache in front of the whole middleware chain for public reads that do not depend on who
 * asks (the catalogue JSON). The first request goes through every middleware; its finished
 * response (security headers, compression and all) is recorded, and later identical requests get
 * the same bytes back until the database changes, with a fresh request id and CSP nonce and their
 * own log line. Conditional requests (If-None-Match) always take the full path.
 * See docs/decisions/008-response-replay.md.
 */
export function responseReplay(writes: WriteTracker, logger: Logger): MiddlewareHandler {
  const recorded = new Map<string, Recorded>();
  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("if-none-match")) return next();
    const key = keyOf(c);
    const hit = recorded.get(key);
    if (hit && hit.version === writes.version) {
      const started = performance.now();
      const requestId = randomUUID();
      const nonce = newNonce();
      // A plain record: the server writes it as it is, without re-validating each header.
      const headers: Record<string, string> = { "x-request-id": requestId };
      for (const [name, value] of hit.headers) {
        headers[name] =
          name === "content-security-policy"
            ? value.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`)
            : value;
      }
      logger.info(
        {
          reqId: requestId,
          method: "GET",
          path: c.req.path,
          status: hit.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          replayed: true,
        },
        "request",
      );
      return new Response(hit.body, { status: hit.status, headers });
    }
    const version = writes.version;
    await next();
    if (!c.res.headers.has(REPLAYABLE)) return;
    c.res.headers.delete(REPLAYABLE);
    // Record only what was read at one version, and only plain successes.
    if (c.res.status !== 200 || writes.version !== version || c.res.headers.has("set-cookie"))
      return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (recorded.size >= MAX_ENTRIES) recorded.clear();
    recorded.set(key, {
      version,
      status: c.res.status,
      headers: [...c.res.headers].filter(([name]) => name !== "x-request-id"),
      body,
    });
  };
}
