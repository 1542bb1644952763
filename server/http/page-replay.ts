import { isbot } from "isbot";
import type { WriteTracker } from "../db/write-tracker.ts";

/**
 * The public pages whose HTML (and `.data` loads) depends only on the address and the database:
 * the portfolio, the shop, the snap cards, about. Not contact (a form with its own checks), not
 * the cart, checkout or admin pages.
 */
const PUBLIC_PAGE = /^\/(_root\.data|(about|shop|snap-cards|portfolio(\/[a-z0-9-]+)?)(\.data)?)?$/;

/** The most pages kept at once; past it the oldest recording goes first. */
const MAX_ENTRIES = 200;
/** A page is rendered afresh at least this often, whatever the database does. */
const MAX_AGE_MS = 5 * 60_000;

interface Recorded {
  version: number;
  at: number;
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** The CSP nonce the recorded body carries, replaced by each replay's own. */
  nonce: string;
}

export interface PageRequest {
  request: Request;
  /** The site's origin as this request sees it (scheme and host). */
  origin: string;
  /** This response's CSP nonce. */
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

/**
 * Renders public pages once per database version (of what visitors are shown) and per visitor key
 * (their cart's item count), and replays the HTML to every visitor with that key, with the
 * response's own CSP nonce put in place of the recorded one. The
 * security headers, compression and the request log still run for every request, outside this.
 * See docs/decisions/010-page-replay.md.
 */
export function pageReplay(writes: WriteTracker, now: () => number = Date.now) {
  const recorded = new Map<string, Recorded>();
  return async (page: PageRequest): Promise<Response> => {
    const { request, nonce, render } = page;
    const url = new URL(request.url);
    if (request.method !== "GET" || !nonce || !PUBLIC_PAGE.test(url.pathname)) {
      return render();
    }
    const agent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, browsers get deferred scripts (entry.server.tsx).
    const reader = agent && isbot(agent) ? "bot" : "";
    const key = `${page.origin}${url.pathname}${url.search}\n${reader}\n${await page.visitor()}`;
    const hit = recorded.get(key);
    if (hit && hit.version === writes.version && now() - hit.at < MAX_AGE_MS) {
      return new Response(hit.body.replaceAll(hit.nonce, nonce), {
        status: hit.status,
        headers: hit.headers,
      });
    }
    const version = writes.version;
    const response = await render();
    if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) {
      return response;
    }
    const body = await response.text();
    if (writes.version === version) {
      recorded.delete(key);
      if (recorded.size >= MAX_ENTRIES) recorded.delete(recorded.keys().next().value as string);
      recorded.set(key, {
        version,
        at: now(),
        status: response.status,
        headers: [...response.headers],
        body,
        nonce,
      });
    }
    return new Response(body, { status: response.status, headers: response.headers });
  };
}
