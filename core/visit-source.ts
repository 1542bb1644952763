/**
 * Where a visit came from and on what, as the statistics count it (PRODUCT.md §6, Statistics):
 * read from the page's address and its Referer header only, never from anything kept in the
 * browser.
 */

export interface VisitSource {
  /** A campaign's `utm_source`, the site behind a click id, the referring site, or "direct". */
  source: string;
  /** `utm_medium` ("" when none). */
  medium: string;
  /** `utm_campaign` ("" when none). */
  campaign: string;
}

export type DeviceKind = "phone" | "tablet" | "desktop";

/** A value kept at most this long: a flood of long junk cannot grow a row. */
const MAX_VALUE = 60;

/** Sites known by several host names, by the name the owner knows them by. */
const SITES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, "facebook"],
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$/, "google"],
  [/(^|\.)(bing\.com)$/, "bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, "twitter"],
  [/(^|\.)pinterest(\.[a-z]{2,3}){1,2}$|^pin\.it$/, "pinterest"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)reddit\.com$/, "reddit"],
  [/(^|\.)etsy\.com$/, "etsy"],
];

/** The click ids that name the site a visitor came from, even when the Referer was dropped. */
const CLICK_IDS: ReadonlyArray<[string, string]> = [
  ["fbclid", "facebook"],
  ["gclid", "google"],
  ["igshid", "instagram"],
  ["ttclid", "tiktok"],
  ["msclkid", "bing"],
];

const clean = (value: string | null | undefined) =>
  (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ._\-/+:@]/gu, "")
    .slice(0, MAX_VALUE);

/** A referring host as a site's name ("l.instagram.com" → "instagram", "www.blog.example" → "blog.example"). */
export function siteName(host: string): string {
  const bare = host.toLowerCase().replace(/^www\./, "");
  for (const [pattern, name] of SITES) if (pattern.test(bare)) return name;
  return bare.slice(0, MAX_VALUE);
}

/**
 * The source of a visit that starts at `url` with `referrer`: a campaign's parameters first, then
 * a click id, then the referring site (the site's own pages are no source: "direct").
 */
export function visitSource(
  url: URL,
  referrer: string | null | undefined,
  ownHost: string,
): VisitSource {
  const params = url.searchParams;
  const medium = clean(params.get("utm_medium"));
  const campaign = clean(params.get("utm_campaign"));
  const utm = clean(params.get("utm_source"));
  if (utm) return { source: siteName(utm.replace(/\.com$/, "")), medium, campaign };
  for (const [param, site] of CLICK_IDS) {
    if (params.has(param)) return { source: site, medium, campaign };
  }
  let host = "";
  try {
    host = referrer ? new URL(referrer).hostname : "";
  } catch {
    host = "";
  }
  const own = ownHost.toLowerCase().replace(/:\d+$/, "");
  if (!host || host === own) return { source: "direct", medium, campaign };
  return { source: siteName(host), medium, campaign };
}

/** A device kind as the raw views store it: one letter a row instead of up to seven. */
export const DEVICE_CODES: Readonly<Record<DeviceKind, string>> = {
  phone: "p",
  tablet: "t",
  desktop: "d",
};

/** The device kind of a stored letter (an unknown one as it is). */
export function deviceOfCode(code: string): string {
  const found = Object.entries(DEVICE_CODES).find(([, letter]) => letter === code);
  return found ? found[0] : code;
}

/** Phone, tablet or desktop, from the user agent (what Plausible and GoatCounter read too). */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** The visitor asked not to be followed: Global Privacy Control (`Sec-GPC: 1`) or `DNT: 1`. */
export function optedOut(gpc: string | null | undefined, dnt: string | null | undefined): boolean {
  return gpc?.trim() === "1" || dnt?.trim() === "1";
}
