import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isbot } from "isbot";
import type { WriteTracker } from "../db/write-tracker.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The public pages whose HTML (and `.data` loads) depends only on the address and the database:
 * the portfolio and each artwork's page, the shop, the snap cards, about. Not contact (a form with its own checks), not
 * the cart, checkout or admin pages.
 */
const PUBLIC_PAGE =
  /^\/(_root\.data|(about|shop|snap-cards|portfolio(\/[a-z0-9-]+)?|art\/[a-z0-9-]+)(\.data)?)?$/;

/** The most pages kept at once; past it the oldest recording goes first. */
const MAX_ENTRIES = 200;
/** A page is rendered afresh at least this often, whatever the database does. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * Brotli's level for recordings: 10 is within 3 % of the smallest (11) at a third of its time
 * (~13 ms for the home page here, against ~43 ms), and visitors wait for the first recording.
 */
const BROTLI_QUALITY = 10;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Node's buffers, typed as the Response body they become. */
type Bytes = Uint8Array<ArrayBuffer>;

/** A page as every visitor with its key gets it: finished bytes in each encoding. */
interface Recorded {
  version: number;
  at: number;
  status: number;
  /** The rendered response's own headers (content type and the like). */
  headers: Array<[string, string]>;
  /** `'sha256-…'` of each inline script: the page's scripts run by hash, not by nonce. */
  scriptHashes: string[];
  identity: Bytes;
  gzip: Bytes;
  br: Bytes;
}

export interface PageRequest {
  request: Request;
  /** The site's origin as this request sees it (scheme and host). */
  origin: string;
  /** The CSP nonce the page is rendered with; taken out again before the page is kept. */
  nonce: string;
  /**
   * What of this visitor the page shows, as a short key: visitors with the same key get the same
   * page. Today that is their cart's item count in the header ("0" without a cart); called only
   * for a page that may be replayed.
   */
  visitor: () => Promise<string>;
  /** Renders the page for this request. */
  render: () => Promise<Response>;
}

/** A script's opening tag; its code runs to the next `</script>` (found by indexOf: linear). */
const SCRIPT_TAG = /<script\b([^<>]*)>/g;
const SCRIPT_END = "</script>";

/** The CSP hash source of every inline script of a document (external ones need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const tags = new RegExp(SCRIPT_TAG);
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const start = tags.lastIndex;
    const end = html.indexOf(SCRIPT_END, start);
    if (end === -1) break;
    tags.lastIndex = end + SCRIPT_END.length;
    if (/\ssrc=/.test(tag[1] ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(html.slice(start, end)).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The rendered page made into a recording: its nonce taken out (the scripts are allowed by their
 * hashes instead, so the bytes are the same for everyone), then compressed once with gzip and
 * Brotli. Undefined when the nonce shows up anywhere else, where taking it out is not safe.
 */
async function finish(
  body: string,
  nonce: string,
  response: Response,
  version: number,
  at: number,
): Promise<Recorded | undefined> {
  const html = body.replaceAll(` nonce="${nonce}"`, "");
  if (html.includes(nonce)) return undefined;
  const identity = Buffer.from(html);
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    version,
    at,
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== "content-length"),
    scriptHashes: inlineScriptHashes(html),
    identity: identity as Bytes,
    gzip: gzipped as Bytes,
    br: brotlied as Bytes,
  };
}

/** The recording in the best encoding the request accepts, with its hash-based CSP. */
function replayOf(hit: Recorded, request: Request): Response {
  const accepted = request.headers.get("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const body = encoding ? hit[encoding] : hit.identity;
  const headers = new Headers(hit.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: hit.scriptHashes }));
  headers.set("Content-Length", String(body.byteLength));
  headers.set("Vary", "Accept-Encoding");
  if (encoding) headers.set("Content-Encoding", encoding);
  return new Response(body, { status: hit.status, headers });
}

/**
 * Renders public pages once per database version (of what visitors are shown) and per visitor key
 * (their cart's item count), keeps them finished (compressed, scripts allowed by hash) and sends
 * the same bytes to every visitor with that key. The other security headers and the request log
 * still run for every request, outside this. Visitors who ask while a page is being drawn wait
 * for that drawing. While the database is away (`databaseDown`), the last recording of a page is
 * sent whatever its version or age: a stale page beats an error (issue 27). See
 * docs/decisions/010-page-replay.md and 015.
 */
export function pageReplay(
  writes: WriteTracker,
  now: () => number = Date.now,
  databaseDown: () => boolean = () => false,
) {
  const recorded = new Map<string, Recorded>();
  /** Renders under way, by key: visitors who ask meanwhile wait for it instead of rendering too. */
  const rendering = new Map<string, { version: number; done: Promise<Recorded | undefined> }>();

  /** Renders the page and records it (when it may be replayed); settles `share` either way. */
  async function renderAndRecord(
    key: string,
    page: PageRequest,
    share: (recording: Recorded | undefined) => void,
  ): Promise<Response> {
    const version = writes.version;
    let recording: Recorded | undefined;
    try {
      const response = await page.render();
      const stale = response.status >= 500 && databaseDown() ? recorded.get(key) : undefined;
      if (stale) return replayOf(stale, page.request);
      if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) {
        return response;
      }
      const body = await response.text();
      recording = await finish(body, page.nonce, response, version, now());
      if (!recording) return new Response(body, response);
      if (writes.version === version) {
        recorded.delete(key);
        if (recorded.size >= MAX_ENTRIES) recorded.delete(recorded.keys().next().value as string);
        recorded.set(key, recording);
      }
      return replayOf(recording, page.request);
    } finally {
      share(recording);
    }
  }

  return async (page: PageRequest): Promise<Response> => {
    const { request, nonce } = page;
    const url = new URL(request.url);
    if (request.method !== "GET" || !nonce || !PUBLIC_PAGE.test(url.pathname)) {
      return page.render();
    }
    const agent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, browsers get deferred scripts (entry.server.tsx).
    const reader = agent && isbot(agent) ? "bot" : "";
    const key = `${page.origin}${url.pathname}${url.search}\n${reader}\n${await page.visitor()}`;
    const hit = recorded.get(key);
    const current = hit && hit.version === writes.version && now() - hit.at < MAX_AGE_MS;
    if (hit && (current || databaseDown())) {
      return replayOf(hit, request);
    }
    const under = rendering.get(key);
    if (under && under.version === writes.version) {
      // Someone is drawing this very page: wait for it (as fresh as a render of our own).
      const shared = await under.done;
      return shared ? replayOf(shared, request) : page.render();
    }
    let share!: (recording: Recorded | undefined) => void;
    const done = new Promise<Recorded | undefined>((resolve) => {
      share = resolve;
    });
    const mine = { version: writes.version, done };
    rendering.set(key, mine);
    return renderAndRecord(key, page, (recording) => {
      if (rendering.get(key) === mine) rendering.delete(key);
      share(recording);
    });
  };
}
