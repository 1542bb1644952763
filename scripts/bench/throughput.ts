/** Throughput and p99 latency by autocannon, ours against the bare baseline on the same route. */
import autocannon from "autocannon";
import { add, type Row, within } from "./report.ts";

export async function cannon(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 5, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

export type Cannonade = Awaited<ReturnType<typeof cannon>>;

/** What a browser sends that changes the answer: pages are measured as browsers fetch them. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * The routes measured: label, path, the least throughput ratio allowed (if any), and whether it
 * is a page (asked for as a browser does, compressed).
 */
export const ROUTES = [
  ["GET /api/products", "/api/products", 0.6, false],
  ["GET /", "/", undefined, true],
] as const;

/** The two rows for one route: throughput (budgeted as a ratio, if `budget`) and p99 latency. */
export function throughputRows(
  label: string,
  ours: Cannonade,
  theirs: Cannonade,
  budget?: number,
): Row[] {
  const ratio = ours.rps / theirs.rps;
  return [
    {
      metric: `${label} throughput`,
      value: ours.rps,
      unit: "req/s",
      baseline: theirs.rps,
      ratio,
      ...(budget ? within(ratio, "≥", budget, "×") : {}),
    },
    {
      metric: `${label} p99 latency`,
      value: ours.p99,
      unit: "ms",
      baseline: theirs.p99,
      ratio: ours.p99 / Math.max(theirs.p99, 1),
    },
  ];
}

/** Autocannon on each route of ours, then of the bare server, and the rows for it. */
export async function benchThroughput(ours: string, bare: string): Promise<void> {
  for (const [label, route, budget, page] of ROUTES) {
    const options = page ? { headers: { "accept-encoding": BROWSER_ENCODINGS } } : {};
    const mine = await cannon(`${ours}${route}`, options);
    const theirs = await cannon(`${bare}${route}`, options);
    add(...throughputRows(label, mine, theirs, budget));
  }
}
