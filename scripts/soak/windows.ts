/** The soak's figures: answers per window (latency, errors) and the verdict over the whole run. */

export interface Window {
  /** Minutes since the start at the window's end. */
  minute: number;
  requests: number;
  /** Answers 5xx, or no answer at all. */
  failures: number;
  p50Ms: number;
  p99Ms: number;
  rssMb: number;
  /** Heap used after a full collection. */
  heapMb: number;
  /** Buffers and other memory outside the heap that V8 accounts for. */
  externalMb: number;
}

/** Collects answer times until the window closes. */
export function windowCollector() {
  let times: number[] = [];
  let failures = 0;
  return {
    answer(status: number, ms: number) {
      times.push(ms);
      if (status >= 500 || status === 0) failures++;
    },
    /** Closes the window: its figures, with the memory read at its end; a new window starts. */
    close(minute: number, memory: { rssMb: number; heapMb: number; externalMb: number }): Window {
      const sorted = times.sort((a, b) => a - b);
      const at = (share: number) =>
        sorted.length === 0
          ? 0
          : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
      const window: Window = {
        minute,
        requests: sorted.length,
        failures,
        p50Ms: round(at(0.5)),
        p99Ms: round(at(0.99)),
        rssMb: round(memory.rssMb),
        heapMb: round(memory.heapMb),
        externalMb: round(memory.externalMb),
      };
      times = [];
      failures = 0;
      return window;
    },
  };
}

export interface Verdict {
  /** Growth from the first window after warm-up to the last (0.05 is 5 %). */
  rssGrowth: number;
  heapGrowth: number;
  /** The median p99 of the later half of the windows after warm-up over that of the earlier half. */
  p99Ratio: number;
  /** Memory grew less than 10 % after warm-up and p99 stayed flat (ratio at most 1.5). */
  pass: boolean;
}

/**
 * After warm-up (the first window: the caches fill, the JIT settles), memory should grow less than
 * 10 % and p99 stay flat. One window's p99 can jump when another process takes the CPU (the bench
 * machine is shared) or an upload is being encoded, so "flat" compares halves: the median p99 of the
 * later windows against that of the earlier ones.
 */
export function verdict(windows: Window[]): Verdict {
  const settled = windows.length > 1 ? windows.slice(1) : windows;
  const first = settled[0]!;
  const last = settled.at(-1)!;
  const half = Math.floor(settled.length / 2);
  const earlier = median(settled.slice(0, Math.max(half, 1)).map((w) => w.p99Ms));
  const later = median(settled.slice(half).map((w) => w.p99Ms));
  const rssGrowth = last.rssMb / first.rssMb - 1;
  const heapGrowth = last.heapMb / first.heapMb - 1;
  const p99Ratio = later / Math.max(earlier, 1);
  return {
    rssGrowth: round(rssGrowth, 3),
    heapGrowth: round(heapGrowth, 3),
    p99Ratio: round(p99Ratio, 2),
    pass: rssGrowth < 0.1 && heapGrowth < 0.1 && p99Ratio <= 1.5,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
