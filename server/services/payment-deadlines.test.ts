import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PaymentDeadlines, scheduleSweeps } from "./payment-deadlines.ts";

describe("the payment deadline scheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sweeps soon after start and then every few minutes, as of the clock, until stopped, offering the owner's digest after each sweep", async () => {
    const asOf: string[] = [];
    const deadlines = {
      sweep: vi.fn(async (at: string) => {
        asOf.push(at);
        if (asOf.length === 2) throw new Error("database away");
        return { reminded: [], cancelled: [] };
      }),
      reminderDigest: vi.fn(async () => []),
    } as unknown as PaymentDeadlines;
    const logger = pino({ level: "silent" });
    const error = vi.spyOn(logger, "error");
    const stop = scheduleSweeps({
      deadlines,
      logger,
      everyMs: 60_000,
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(asOf).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asOf).toHaveLength(1);
    expect(Date.parse(asOf[0]!)).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(60_000);
    // A failed sweep is logged, and the next one runs as usual.
    expect(error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asOf).toHaveLength(3);
    expect(deadlines.sweep).toHaveBeenLastCalledWith(asOf[2]);
    // The digest is offered after each sweep that ran (it decides itself whether one is due).
    expect(deadlines.reminderDigest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(asOf).toHaveLength(3);
  });
});
