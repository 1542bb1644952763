/** The highest value a reading reaches while it is sampled on a timer (memory under load). */
export function trackPeak(read: () => number, everyMs: number, initial = 0) {
  let peak = initial;
  const sampler = setInterval(() => {
    peak = Math.max(peak, read());
  }, everyMs);
  return {
    /** Stops sampling and returns the highest reading. */
    stop(): number {
      clearInterval(sampler);
      return peak;
    },
  };
}
