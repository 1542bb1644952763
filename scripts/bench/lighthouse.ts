/** Lighthouse (mobile profile, Debian Chromium): the median of three runs for each page. */
import path from "node:path";
import { add, type Row, within } from "./report.ts";
import { ROOT, run } from "./root.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
export const LIGHTHOUSE_PAGES = ["/", "/portfolio/paintings-drawings", "/shop", "/snap-cards"];

export interface LighthouseFigures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  totalKb: number;
}

/** Each figure's row: its label, unit and budget (`homeOnly`: budgeted on "/" alone). */
const FIGURES: Array<{
  key: keyof LighthouseFigures;
  label: string;
  unit: string;
  bound: "≤" | "≥";
  limit: number;
  homeOnly?: boolean;
}> = [
  { key: "score", label: "lighthouse", unit: "score", bound: "≥", limit: 98 },
  { key: "lcp", label: "  LCP", unit: "ms", bound: "≤", limit: 1800 },
  { key: "cls", label: "  CLS", unit: "", bound: "≤", limit: 0.02 },
  { key: "tbt", label: "  TBT", unit: "ms", bound: "≤", limit: 150 },
  { key: "jsKb", label: "  JavaScript", unit: "KB", bound: "≤", limit: 130, homeOnly: true },
  { key: "totalKb", label: "  total transfer", unit: "KB", bound: "≤", limit: 600, homeOnly: true },
];

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One page's rows: the median of each figure over `runs`, against its budget. */
export function lighthouseRows(page: string, runs: LighthouseFigures[]): Row[] {
  return FIGURES.map(({ key, label, unit, bound, limit, homeOnly }) => {
    const value = median(runs.map((r) => r[key]));
    return {
      metric: `${label} ${page}`,
      value,
      unit,
      ...(!homeOnly || page === "/" ? within(value, bound, limit) : {}),
    };
  });
}

/**
 * Three runs of each page, and its rows; `cookie` is sent with every request of the runs (a
 * shopper's cart, for the cart and checkout pages).
 */
export async function benchLighthouse(
  base: string,
  pages: readonly string[] = LIGHTHOUSE_PAGES,
  cookie?: string,
) {
  const extra = cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [];
  for (const page of pages) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < 3; i++) runs.push(await lighthouse(`${base}${page}`, extra));
    add(...lighthouseRows(cookie ? `${page} (with an item)` : page, runs));
  }
}

/** One Lighthouse run; a run that fails to record its trace (it happens) is tried again. */
export async function lighthouse(
  url: string,
  extra: string[] = [],
  attempt = 1,
): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url, extra);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, extra, attempt + 1);
  }
}

/** One Lighthouse report (mobile profile) as JSON; `extra` adds command-line options. */
async function lighthouseReport(url: string, extra: string[] = []) {
  const bin = path.join(ROOT, "node_modules/.bin/lighthouse");
  const { stdout } = await run(
    bin,
    [
      url,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance",
      "--output=json",
      "--quiet",
      ...extra,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/** The mark root.tsx sets when React has hydrated the page (it then answers to input). */
const HYDRATED_MARK = "easel:hydrated";

/**
 * From the `load` event to the page answering input (React hydrated), on the home page: median
 * of three Lighthouse runs in the mobile profile with real throttling (DevTools: 4× slower CPU
 * and a slow 4G line, applied while the page loads, so the page's own timings are a phone's). The
 * baseline is the `load` event itself, in the same runs. Input made in between is held and
 * replayed (decision 006), so this is a wait, not lost input.
 */
export async function benchHydration(base: string) {
  const runs: Array<{ load: number; hydrated: number }> = [];
  for (let i = 0; i < 3; i++) {
    const report = await lighthouseReport(`${base}/`, ["--throttling-method=devtools"]);
    const load = report.audits.metrics.details.items[0].observedLoad as number;
    const marks = report.audits["user-timings"].details.items as Array<{
      name: string;
      startTime: number;
    }>;
    const hydrated = marks.find((mark) => mark.name === HYDRATED_MARK)?.startTime;
    if (hydrated === undefined) throw new Error(`no ${HYDRATED_MARK} mark on /`);
    runs.push({ load, hydrated });
  }
  const load = median(runs.map((r) => r.load));
  const after = median(runs.map((r) => r.hydrated - r.load));
  add({
    metric: "load → interactive / (mobile, throttled)",
    value: Math.round(after),
    unit: "ms",
    baseline: Math.round(load),
  });
}

async function lighthouseOnce(url: string, extra: string[]): Promise<LighthouseFigures> {
  const report = await lighthouseReport(url, extra);
  const audits = report.audits;
  const requests = audits["network-requests"].details.items as Array<{
    transferSize: number;
    resourceType: string;
  }>;
  const kb = (list: typeof requests) =>
    Math.round(list.reduce((sum, r) => sum + r.transferSize, 0) / 1024);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbt: Math.round(audits["total-blocking-time"].numericValue),
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
  };
}
