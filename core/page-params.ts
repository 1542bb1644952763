import { CERAMIC_ART_TYPES, PAINTING_ART_TYPES } from "./art-categories.ts";

/**
 * Which query parameters each page reads, and how (decision 020). A page's HTML may
 * depend on its path, the database and these parameters only: the page replay is keyed by the path
 * plus these (normalised, in this order), and React Router is handed a URL with nothing else, so a
 * `?fbclid=…` from Instagram gets the same finished page as a plain visit. Every other parameter
 * stays in the browser's address bar, where the page must not read it (hydration would differ).
 */

/**
 * A parameter's value as the page understands it, or undefined when the page reads it as absent.
 * Two values a page shows alike must normalise alike: otherwise each spelling is its own replay.
 */
type Normalise = (value: string) => string | undefined;

/** `Number(value)` as the pages read ids: a positive whole number, else nothing. */
const id: Normalise = (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? String(n) : undefined;
};

const oneOf =
  (values: readonly string[]): Normalise =>
  (value) =>
    values.includes(value) ? value : undefined;

/** A shop tab is a collection's slug: the owner's, so any slug-shaped value. */
const shopTab: Normalise = (value) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined);

/** A country code as the cart's "Shipping to" sends it (core/countries.ts checks it is one). */
const country: Normalise = (value) =>
  /^[a-z]{2}$/i.test(value.trim()) ? value.trim().toUpperCase() : undefined;

/** A discount code as a newsletter's link gives it (`?code=SPRING10`): letters and digits. */
const discountCode: Normalise = (value) => {
  const code = value.trim().toUpperCase();
  return /^[A-Z0-9]{1,64}$/.test(code) ? code : undefined;
};

/** Any value, kept as it is (pages out of the replay that read a token or a search). */
const verbatim: Normalise = (value) => value;

/** Reads every parameter but the tracking ones (the admin: private, never replayed). */
export const ANY = "any";

/**
 * Reads only whether a parameter (not a tracking one) was given: the bare `/portfolio` redirects
 * to the first category, `/portfolio?anything` is the landing page. Every such address is one
 * page, replayed under the one parameter `landing`.
 */
export const ANY_GIVEN = "any-given";

/** Pages by path, with the parameters each reads; a path not listed reads none. */
const PAGE_PARAMS: Array<{
  path: RegExp;
  params: Record<string, Normalise> | typeof ANY | typeof ANY_GIVEN;
}> = [
  { path: /^\/portfolio$/, params: ANY_GIVEN },
  // The shop's component reads both: the tab shown and the product whose dialog is open.
  { path: /^\/shop$/, params: { tab: shopTab, product: id } },
  { path: /^\/portfolio\/paintings-drawings$/, params: { artType: oneOf(PAINTING_ART_TYPES) } },
  { path: /^\/portfolio\/ceramics$/, params: { artType: oneOf(CERAMIC_ART_TYPES) } },
  { path: /^\/snap-cards$/, params: { card: id } },
  { path: /^\/contact$/, params: { artwork: id } },
  // "Tell me when it is available" for one item: the form's own page, where a post made without
  // JavaScript is answered.
  { path: /^\/notify$/, params: { product: id, artwork: id } },
  // The cart's and checkout's destination, "Shipping to" (a GET form without scripts): its zone's
  // shipping and tax (core/shipping-zones.ts). Private pages: never replayed.
  { path: /^\/(cart|checkout)$/, params: { country, code: discountCode } },
  // An order's page: `?key=` from its e-mail; back from Stripe, `?card=paid` (the page says
  // Stripe is confirming the payment until its event arrives: PRODUCT.md §4).
  { path: /^\/checkout\/success\/[^/]+$/, params: { key: verbatim, card: oneOf(["paid"]) } },
  { path: /^\/checkout\/success\/[^/]+\/certificate\/[^/]+$/, params: { key: verbatim } },
  // A commission's private page opens from its e-mail's `?key=` as an order's does (a private
  // page: never replayed).
  { path: /^\/commissions\/[^/]+$/, params: { key: verbatim } },
  { path: /^\/admin(\/|$)/, params: ANY },
  // React Router's route discovery: without both, it answers "version mismatch" and the browser
  // falls back to full page loads for every later navigation and form.
  { path: /^\/__manifest$/, params: { paths: verbatim, version: verbatim } },
];

/** React Router's own parameter on a `.data` load: which routes' loaders to run. */
const DATA_ROUTES = "_routes";

/**
 * Parameters that only ad platforms, link shorteners and newsletters read, new on every click:
 * they never reach a page, not even one that reads every parameter.
 */
const TRACKING = new Set([
  "fbclid",
  "igshid",
  "igsh",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "ttclid",
  "msclkid",
  "twclid",
  "li_fat_id",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "srsltid",
]);

export function isTrackingParam(name: string): boolean {
  return TRACKING.has(name) || name.startsWith("utm_");
}

/** The parameters the page at `pathname` reads (a `.data` load reads its page's). */
export function declaredParams(
  pathname: string,
): Record<string, Normalise> | typeof ANY | typeof ANY_GIVEN {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -5) || "/" : pathname;
  const path = page === "/_root" ? "/" : page;
  return PAGE_PARAMS.find((entry) => entry.path.test(path))?.params ?? {};
}

export interface PageQuery {
  /** What the page reads: `?a=1&b=2` in the declared order, or "" when it reads nothing. */
  search: string;
}

/**
 * The query string a page is rendered and replayed with: its declared parameters, normalised, in
 * the declared order (first value of each); React Router's `_routes` on a `.data` load as it came;
 * for a page that reads everything, or a write (`method`), everything but the tracking parameters,
 * in the order given.
 */
export function pageQuery(pathname: string, search: string, method = "GET"): PageQuery {
  const given = new URLSearchParams(search);
  // A form posts to the address it names (React Router's `?index` among others): every
  // parameter but the tracking ones reaches the action.
  const declared = method === "GET" || method === "HEAD" ? declaredParams(pathname) : ANY;
  const kept = new URLSearchParams();
  if (declared === ANY) {
    for (const [name, value] of given) if (!isTrackingParam(name)) kept.append(name, value);
  } else if (declared === ANY_GIVEN) {
    const names = [...given.keys()].filter((name) => name !== DATA_ROUTES);
    if (names.some((name) => !isTrackingParam(name))) kept.set("landing", "");
    const routes = pathname.endsWith(".data") ? given.get(DATA_ROUTES) : null;
    if (routes !== null) kept.set(DATA_ROUTES, routes);
  } else {
    for (const [name, normalise] of Object.entries(declared)) {
      const value = given.get(name);
      const normalised = value === null ? undefined : normalise(value);
      if (normalised !== undefined) kept.set(name, normalised);
    }
    const routes = pathname.endsWith(".data") ? given.get(DATA_ROUTES) : null;
    if (routes !== null) kept.set(DATA_ROUTES, routes);
  }
  const query = kept.toString();
  return { search: query ? `?${query}` : "" };
}

/** The same URL with only what its page reads (see `pageQuery`). */
export function pageUrl(url: URL, method = "GET"): URL {
  const { search } = pageQuery(url.pathname, url.search, method);
  if (search === url.search) return url;
  const kept = new URL(url);
  kept.search = search;
  return kept;
}
