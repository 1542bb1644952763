import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { MiddlewareHandler } from "hono";
import type { WriteTracker } from "../db/write-tracker.ts";
import type { Logger } from "../logger.ts";
import { byteLru, type Caches } from "../services/byte-lru.ts";
import { nodeRequestIsForKnownHost } from "./known-hosts.ts";
import { nodeRequestWithinLimits } from "./request-size.ts";
import { newNonce } from "./security-headers.ts";

/**
 * A route sets this header (stripped before sending) to let its response be replayed; its value
 * names the query parameters the answer reads, separated by commas (empty: none). Later requests
 * for the path are replayed by those alone: `?v=1`, `?v=2`… are one recording, not one each.
 */
export const REPLAYABLE = "x-easel-replayable";

/** Paths whose parameters are remembered: the replayable routes are a handful. */
const MAX_PATHS = 64;

interface Recorded {
  version: number;
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

/** What a replayable response may depend on besides the database: the address and these headers. */
function keyOf(pathAndQuery: string, header: (name: string) => string | undefined): string {
  return [
    pathAndQuery,
    header("host") ?? "",
    header("accept-encoding") ?? "",
    header("x-forwarded-proto") ?? "",
    header("x-forwarded-host") ?? "",
  ].join("\n");
}

/** `/path?query` of an absolute URL. */
const pathOf = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

export interface ResponseReplay {
  /** The Hono middleware: records replayable responses and replays them. */
  middleware: MiddlewareHandler;
  /**
   * The same replay straight on Node's request and response, before Hono builds a Request:
   * true when it answered. server/index.ts puts it in front of the app.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * A micro-cache in front of the whole middleware chain for public reads that do not depend on who
 * asks (the catalogue JSON). The first request goes through every middleware; its finished
 * response (security headers, compression and all) is recorded, and later identical requests get
 * the same bytes back until the database changes, with a fresh request id and CSP nonce and their
 * own log line. Conditional requests (If-None-Match) always take the full path.
 * See docs/decisions/008-read-cache-and-replay.md.
 */
export function createResponseReplay(
  writes: WriteTracker,
  logger: Logger,
  caches?: Caches,
): ResponseReplay {
  // Within its share of CACHE_MB: the key holds the query, so any address may be recorded.
  const recorded = byteLru<Recorded>(
    "replayed responses",
    caches?.budget("responses") ?? 12 * 2 ** 20,
    (hit) => hit.body.byteLength + 64 * hit.headers.length,
  );
  caches?.register(recorded.figures);
  /** Per path, the query parameters its replayable answer reads (what its route said). */
  const reads = new Map<string, string[]>();

  /** `/path?query` with only the parameters the path's answer reads, once its route has said. */
  function asRead(pathAndQuery: string): string {
    const mark = pathAndQuery.indexOf("?");
    if (mark < 0) return pathAndQuery;
    const path = pathAndQuery.slice(0, mark);
    const names = reads.get(path);
    if (!names) return pathAndQuery;
    const asked = new URLSearchParams(pathAndQuery.slice(mark + 1));
    const used = new URLSearchParams();
    for (const name of names) {
      const value = asked.get(name);
      if (value !== null) used.set(name, value);
    }
    return used.size > 0 ? `${path}?${used}` : path;
  }

  /** The recorded answer for this request, if it is still current. */
  const lookup = (method: string, key: () => string, conditional: boolean) => {
    if (method !== "GET" || conditional) return undefined;
    const hit = recorded.get(key());
    return hit && hit.version === writes.version ? hit : undefined;
  };

  /** The recorded headers with this response's own request id and nonce; logs the request. */
  function replayHeaders(hit: Recorded, path: string, started: number): Record<string, string> {
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
        path,
        status: hit.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        replayed: true,
      },
      "request",
    );
    return headers;
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const key = () => keyOf(asRead(pathOf(c.req.url)), (name) => c.req.header(name));
    const hit = lookup(c.req.method, key, c.req.header("if-none-match") !== undefined);
    if (hit) {
      const headers = replayHeaders(hit, c.req.path, performance.now());
      return new Response(hit.body, { status: hit.status, headers });
    }
    if (c.req.method !== "GET") return next();
    const version = writes.version;
    await next();
    const used = c.res.headers.get(REPLAYABLE);
    if (used === null) return;
    c.res.headers.delete(REPLAYABLE);
    if (reads.has(c.req.path) || reads.size < MAX_PATHS) {
      reads.set(c.req.path, used.split(",").filter(Boolean));
    }
    // Record only what was read at one version, and only plain successes.
    if (c.res.status !== 200 || writes.version !== version || c.res.headers.has("set-cookie"))
      return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    recorded.set(key(), {
      version,
      status: c.res.status,
      headers: [...c.res.headers].filter(([name]) => name !== "x-request-id"),
      body,
    });
  };

  return {
    middleware,
    serveNode(req, res) {
      const url = req.url ?? "/";
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      const hit = lookup(
        req.method ?? "",
        () => keyOf(asRead(url), header),
        req.headers["if-none-match"] !== undefined,
      );
      if (!hit) return false;
      const started = performance.now();
      const query = url.indexOf("?");
      res.writeHead(hit.status, replayHeaders(hit, query < 0 ? url : url.slice(0, query), started));
      res.end(hit.body);
      return true;
    },
  };
}

/**
 * A `createServer` for @hono/node-server's `serve` that answers replays before the app sees them.
 * `accepts` says whether a request may be replayed at all (its Host is one the site answers to);
 * the others go to the app, which refuses them.
 */
export function replayFirst(
  replay: ResponseReplay,
  accepts: (req: IncomingMessage) => boolean = () => true,
): typeof createServer {
  return ((options: ServerOptions, listener?: RequestListener) =>
    createServer(options, (req, res) => {
      if (!(accepts(req) && replay.serveNode(req, res))) listener?.(req, res);
    })) as typeof createServer;
}

/**
 * Which requests the replay may answer on the socket: those within the size limits, for a host the
 * site answers to. The others go to the app, which refuses them (431, 414, 421).
 */
export function replayableRequest(
  isKnown: ((hostname: string) => boolean) | null,
  trustProxy: boolean,
): (req: IncomingMessage) => boolean {
  return (req) =>
    nodeRequestWithinLimits(req) && nodeRequestIsForKnownHost(isKnown, trustProxy, req);
}
