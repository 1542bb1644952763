import { describe, expect, it } from "vitest";
import { verdict, type Window, windowCollector } from "./windows.ts";

/** Windows from lists of p99s and RSS figures (heap follows RSS at a tenth). */
const windows = (p99s: number[], rss: number[]): Window[] =>
  p99s.map((p99Ms, i) => ({
    minute: (i + 1) * 5,
    requests: 1000,
    failures: 0,
    p50Ms: 5,
    p99Ms,
    rssMb: rss[i]!,
    heapMb: rss[i]! / 10,
    externalMb: 5,
  }));

describe("the soak's windows", () => {
  it("closes a window with its percentiles, failures and memory, then starts afresh", () => {
    const collector = windowCollector();
    for (let ms = 1; ms <= 100; ms++) collector.answer(ms === 100 ? 503 : 200, ms);
    collector.answer(0, 1); // no answer at all
    const first = collector.close(5, { rssMb: 200.04, heapMb: 40, externalMb: 3 });
    expect(first).toEqual({
      minute: 5,
      requests: 101,
      failures: 2,
      p50Ms: 50,
      p99Ms: 99,
      rssMb: 200,
      heapMb: 40,
      externalMb: 3,
    });
    expect(collector.close(10, { rssMb: 201, heapMb: 40, externalMb: 3 })).toMatchObject({
      requests: 0,
      failures: 0,
      p99Ms: 0,
    });
  });

  it("calls a run flat when memory settles after warm-up and p99 stays level, one noisy window apart", () => {
    // Warm-up (the first window) grows; one window is slow (another process took the CPU).
    const flat = verdict(
      windows([900, 100, 110, 400, 105, 100, 108], [150, 300, 305, 306, 304, 308, 310]),
    );
    expect(flat).toMatchObject({ pass: true, rssGrowth: 0.033 });
    expect(flat.p99Ratio).toBeCloseTo(1, 0);
  });

  it("calls it not flat when memory keeps growing, or p99 climbs", () => {
    const leaking = verdict(windows([100, 100, 100, 100, 100], [150, 300, 320, 340, 360]));
    expect(leaking).toMatchObject({ pass: false, rssGrowth: 0.2 });
    const slowing = verdict(
      windows([100, 100, 120, 180, 250, 300], [300, 300, 300, 300, 300, 300]),
    );
    expect(slowing.pass).toBe(false);
    expect(slowing.p99Ratio).toBeGreaterThan(1.5);
  });
});
