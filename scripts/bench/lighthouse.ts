/** Lighthouse (mobile profile, Debian Chromium): the median of three runs for each page. */
import path from "node:path";
import { type Row, within } from "./report.ts";
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
  { key: "score", label: "lighthouse", unit: "score", bound: "≥", limit: 95 },
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

/** Three runs of each page, and its rows. */
export async function benchLighthouse(base: string, add: (...rows: Row[]) => void) {
  for (const page of LIGHTHOUSE_PAGES) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < 3; i++) runs.push(await lighthouse(`${base}${page}`));
    add(...lighthouseRows(page, runs));
  }
}

/** One Lighthouse run; a run that fails to record its trace (it happens) is tried again. */
export async function lighthouse(url: string, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
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
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
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
