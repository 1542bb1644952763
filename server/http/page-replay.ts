import { isbot } from "isbot";
import { pageUrl } from "#core/page-params.ts";
import type { WriteTracker } from "../db/write-tracker.ts";
import { byteLru } from "../services/byte-lru.ts";
import { createSemaphore } from "../services/semaphore.ts";
import { acceptedEncoding, encode } from "./compression.ts";
import { type Bytes, finish, plainOf, type Recorded, sizeOf } from "./page-recording.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The address of the not-found page itself, which is replayed like a public page (with its 404):
 * what a path deeper than any page is answered with (server/http/pages.ts), so that a flood of
 * them costs a replay each rather than a render.
 */
export const NOT_FOUND_PAGE = "/not-found";

/**
 * The public pages whose HTML (and `.data` loads) depends only on the address and the database:
 * the portfolio and each artwork's page, the shop, the snap cards, about, the legal pages, the
 * not-found page. Not contact (a form with its own checks), not the cart, checkout or admin pages.
 */
const PUBLIC_PAGE =
  /^\/(_root\.data|(about|shop|snap-cards|privacy|terms|shipping-returns|not-found|portfolio(\/[a-z0-9-]+)?|art\/[a-z0-9-]+)(\.data)?)?$/;

/** Whether a rendered answer may be recorded: a page, or the not-found page's own 404. */
function recordable(status: number, pathname: string): boolean {
  return status === 200 || (status === 404 && pathname.replace(/\.data$/, "") === NOT_FOUND_PAGE);
}

/** A page is rendered afresh at least this often, whatever the database does. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * Pages drawn at once; the others wait their turn. A drawing runs on the one JavaScript thread
 * (with SQLite, loaders too), so more at once finish no sooner, but each holds its page, its
 * compressed copies and React's work in memory until done, and what a burst of new addresses held
 * at its peak the allocator keeps (decision 022). Two let one wait on PostgreSQL while another draws.
 */
const DRAWS_AT_ONCE = 2;

/**
 * The share of the byte budget for pages on trial: drawn for an address with parameters that no
 * one had asked for before (a product's link, or a made-up id). Such a page is kept here and moves
 * to the rest of the budget when it is asked for again; an address asked for once (5,000 junk
 * product and card ids) only ever turns over this small part, instead of filling the whole budget
 * with pages no one asks for again (decision 022).
 */
const TRIAL_SHARE = 1 / 8;

/** Best-level copies waiting to be made; past it a page keeps its fast copy until drawn again. */
const MAX_POLISH_QUEUE = 32;

/**
 * Data loads one client past the rate may have waiting for their turn; past it, a load gets the
 * data of the page without its parameters (a person's navigations never queue up this far).
 */
const MAX_WAITING_LOADS = 32;

export interface PageRequest {
  /** The request as it came, every parameter included. */
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
  /**
   * Whether this client may cause one more miss (a page drawn for an address with parameters);
   * false past the rate of decision 020. Omitted: always.
   */
  mayMiss?: () => Promise<boolean>;
  /**
   * Whether the item an id parameter of a public page names (`product` on the shop, `card` on the
   * snap cards) exists. Omitted: every id is taken to name one.
   */
  names?: (param: ItemParam, id: number) => Promise<boolean>;
  /** The client's address group (core/address-group.ts): whose data loads wait their turn. */
  client?: string;
  /** Renders the page for this address (the request's, reduced to what the page reads). */
  render: (url: URL) => Promise<Response>;
}

/**
 * The parameters by which a public page opens one item (the shop's product dialog, the snap cards'
 * slideshow at a card). The page drawn for an id that names nothing shows what the page without it
 * shows, so it is answered as that page: a made-up id costs a replay, not a drawing (decision 022).
 * In the browser, the page reads the id from the address bar, finds nothing, and shows the same.
 */
const ITEM_PARAMS = ["product", "card"] as const;
export type ItemParam = (typeof ITEM_PARAMS)[number];

/** `url` without the id parameters that name nothing (`names`); unchanged if it cannot tell. */
async function withoutUnnamed(url: URL, names: PageRequest["names"]): Promise<URL> {
  if (!names) return url;
  for (const param of ITEM_PARAMS) {
    const id = url.searchParams.get(param);
    if (id === null) continue;
    const named = await names(param, Number(id)).catch(() => true);
    if (!named) url.searchParams.delete(param);
  }
  return url;
}

/**
 * Renders public pages once per database version (of what visitors are shown), per address as
 * the page reads it (its declared parameters, core/page-params.ts) and per visitor key (their
 * cart's item count), keeps them finished (scripts allowed by hash) and sends the same bytes to
 * every visitor with that key. A page drawn while its visitor waits is compressed at a fast
 * level; the best-level copy for later replays is made afterwards, off the request's path. The
 * other security headers and the request log still run for every request, outside this. Visitors
 * who ask while a page is being drawn wait for that drawing. See decisions 010, 015 and 020.
 */
export function pageReplay(
  writes: WriteTracker,
  options: { now?: () => number; budget?: number; databaseDown?: () => boolean } = {},
) {
  const now = options.now ?? Date.now;
  const databaseDown = options.databaseDown ?? (() => false);
  const budget = options.budget ?? 40 * 2 ** 20;
  const trialBudget = Math.floor(budget * TRIAL_SHARE);
  /** Pages asked for more than once, and pages without parameters. */
  const recorded = byteLru<Recorded>("pages", budget - trialBudget, sizeOf);
  /** Pages drawn for an address with parameters, until asked for again (`TRIAL_SHARE`). */
  const onTrial = byteLru<Recorded>("pages on trial", trialBudget, sizeOf);
  /** Renders under way, by key: visitors who ask meanwhile wait for it instead of rendering too. */
  const rendering = new Map<string, { version: number; done: Promise<Recorded | undefined> }>();
  const drawSlot = createSemaphore(DRAWS_AT_ONCE);
  let hits = 0;
  let misses = 0;
  /** Recordings whose best-level copies are still to be made, oldest first. */
  const polishing = new Map<Recorded, string>();
  /** Per client past the rate: the end of its line of data loads, and how many are in it. */
  const turns = new Map<string, { last: Promise<unknown>; waiting: number }>();

  /**
   * Runs `draw` after the client's earlier data loads past the rate have finished: one at a
   * time, so a client inventing addresses gets one page drawn at a time, while a person's
   * navigation still gets the data it asked for, a little later. Undefined when the line is full.
   */
  function inTurn(client: string, draw: () => Promise<Response>): Promise<Response> | undefined {
    const line = turns.get(client) ?? { last: Promise.resolve(), waiting: 0 };
    if (line.waiting >= MAX_WAITING_LOADS) return undefined;
    line.waiting++;
    turns.set(client, line);
    const mine = line.last.then(draw);
    line.last = mine
      .catch(() => {})
      .finally(() => {
        line.waiting--;
        if (line.waiting === 0 && turns.get(client) === line) turns.delete(client);
      });
    return mine;
  }

  /** Makes the best-level copies of one recording at a time, after the requests waiting now. */
  function polishNext() {
    const next = polishing.entries().next();
    if (next.done) return;
    const [recording, key] = next.value;
    setImmediate(async () => {
      try {
        const plain = plainOf(recording);
        const [br, gzip] = await Promise.all([
          encode(plain, "br", "best"),
          encode(plain, "gzip", "best"),
        ]);
        recording.encoded = { br, gzip };
        recount(key, recording);
      } catch {
        // Nothing is lost: the page keeps its fast copies.
      } finally {
        polishing.delete(recording);
        polishNext();
      }
    });
  }

  /** Counts a recording again at its new size (a new encoding), if it is still kept. */
  function recount(key: string, recording: Recorded) {
    for (const kept of [recorded, onTrial]) {
      if (kept.peek(key) === recording) kept.set(key, recording);
    }
  }

  /** The recording kept for `key`; one on trial asked for again moves to the rest of the budget. */
  function kept(key: string): Recorded | undefined {
    const hit = recorded.get(key);
    if (hit) return hit;
    const tried = onTrial.peek(key);
    if (!tried) return undefined;
    onTrial.delete(key);
    recorded.set(key, tried);
    return tried;
  }

  function polishLater(key: string, recording: Recorded) {
    if (polishing.size >= MAX_POLISH_QUEUE) return;
    recording.polished = true;
    polishing.set(recording, key);
    if (polishing.size === 1) polishNext();
  }

  /**
   * The recording in the best encoding the request accepts, with its hash-based CSP; an encoding
   * not made yet is made at the fast level (and counted, if `key` is where it is kept).
   */
  async function replayOf(hit: Recorded, request: Request, key?: string): Promise<Response> {
    const encoding = acceptedEncoding(request);
    if (encoding && !hit.encoded[encoding]) {
      hit.encoded[encoding] = await encode(plainOf(hit), encoding, "fast");
      if (key) recount(key, hit);
    }
    const body = encoding ? (hit.encoded[encoding] as Bytes) : plainOf(hit);
    const headers = new Headers(hit.headers);
    headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: hit.scriptHashes }));
    headers.set("Content-Length", String(body.byteLength));
    headers.set("Vary", "Accept-Encoding");
    if (encoding) headers.set("Content-Encoding", encoding);
    return new Response(body, { status: hit.status, headers });
  }

  /**
   * Renders the page and records it (when it may be replayed), on trial when `trial`; settles
   * `share` either way.
   */
  async function renderAndRecord(
    key: string,
    url: URL,
    page: PageRequest,
    trial: boolean,
    share: (recording: Recorded | undefined) => void,
  ): Promise<Response> {
    const version = writes.version;
    let recording: Recorded | undefined;
    try {
      const response = await page.render(url);
      const stale = response.status >= 500 && databaseDown() ? kept(key) : undefined;
      if (stale) return replayOf(stale, page.request);
      if (
        !recordable(response.status, url.pathname) ||
        response.headers.has("set-cookie") ||
        !response.body
      ) {
        return response;
      }
      const body = await response.text();
      recording = finish(body, page.nonce, response, version, now());
      if (!recording) return new Response(body, response);
      const replayed = await replayOf(recording, page.request);
      if (recording.encoded.br || recording.encoded.gzip) recording.identity = undefined;
      if (writes.version === version) (trial ? onTrial : recorded).set(key, recording);
      return replayed;
    } finally {
      share(recording);
    }
  }

  /** The current recording for `key`, or a drawing of it under way, or nothing (a miss). */
  function lookup(key: string) {
    const hit = kept(key);
    const current = hit && hit.version === writes.version && now() - hit.at < MAX_AGE_MS;
    if (hit && (current || databaseDown())) return { hit };
    const under = rendering.get(key);
    return under && under.version === writes.version ? { under } : undefined;
  }

  /** What `lookup` found, as a response; a drawing that could not be kept is drawn again. */
  async function answer(
    key: string,
    found: NonNullable<ReturnType<typeof lookup>>,
    url: URL,
    page: PageRequest,
  ): Promise<Response> {
    hits++;
    if (found.hit) {
      // Asked for again: worth the best-level copy (an address asked for once never is).
      if (!found.hit.polished) polishLater(key, found.hit);
      return replayOf(found.hit, page.request, key);
    }
    // Someone is drawing this very page: wait for it (as fresh as a render of our own).
    const shared = await found.under?.done;
    return shared ? replayOf(shared, page.request) : page.render(url);
  }

  /** The page for `key`: replayed, shared with a drawing under way, or drawn (a miss). */
  function serve(key: string, url: URL, page: PageRequest): Promise<Response> {
    const found = lookup(key);
    return found ? answer(key, found, url, page) : draw(key, url, page);
  }

  function draw(key: string, url: URL, page: PageRequest): Promise<Response> {
    const trial = [...url.searchParams.keys()].some((name) => name !== "_routes");
    misses++;
    let share!: (recording: Recorded | undefined) => void;
    const done = new Promise<Recorded | undefined>((resolve) => {
      share = resolve;
    });
    const mine = { version: writes.version, done };
    rendering.set(key, mine);
    return drawSlot(() =>
      renderAndRecord(key, url, page, trial, (recording) => {
        if (rendering.get(key) === mine) rendering.delete(key);
        share(recording);
      }),
    );
  }

  async function handle(page: PageRequest): Promise<Response> {
    const { request, nonce } = page;
    const asked = pageUrl(new URL(request.url), request.method);
    if (request.method !== "GET" || !nonce || !PUBLIC_PAGE.test(asked.pathname)) {
      return page.render(asked);
    }
    const url = await withoutUnnamed(asked, page.names);
    const agent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, browsers get deferred scripts (entry.server.tsx).
    const reader = agent && isbot(agent) ? "bot" : "";
    const visitor = await page.visitor();
    const keyOf = (at: URL) => `${page.origin}${at.pathname}${at.search}\n${reader}\n${visitor}`;
    const key = keyOf(url);
    const routes = url.searchParams.get("_routes");
    const withParams = [...url.searchParams.keys()].some((name) => name !== "_routes");
    if (lookup(key) || !withParams || !page.mayMiss || (await page.mayMiss())) {
      return serve(key, url, page);
    }
    // Past the rate of misses, a document is redirected to the page without its parameters (a
    // replay; the address bar says what is shown). A data load comes from a running page's
    // navigation (a filter, a search result, a revalidation after adding to the cart), where other
    // data than the address asks for would show the wrong thing under the right address: it is
    // drawn as asked, in turn with the client's other such loads (server/arrivals.test.ts).
    if (!url.pathname.endsWith(".data")) {
      return new Response(null, { status: 302, headers: { Location: url.pathname } });
    }
    const slowed = inTurn(page.client ?? "", () => serve(key, url, page));
    if (slowed) return slowed;
    const bare = new URL(url.pathname, url);
    if (routes !== null) bare.searchParams.set("_routes", routes);
    return serve(keyOf(bare), bare, page);
  }

  return Object.assign(handle, {
    /** Both parts as one cache (the admin's optimisation page and the doctor list caches). */
    figures: () => {
      const [main, trial] = [recorded.figures(), onTrial.figures()];
      return {
        ...main,
        entries: main.entries + trial.entries,
        bytes: main.bytes + trial.bytes,
        budget,
        evicted: main.evicted + trial.evicted,
        hits,
        misses,
      };
    },
    /** Resolves once every best-level copy asked for so far is made (for tests and the bench). */
    polished: () =>
      new Promise<void>((resolve) => {
        const check = () => (polishing.size === 0 ? resolve() : setImmediate(check));
        check();
      }),
  });
}
