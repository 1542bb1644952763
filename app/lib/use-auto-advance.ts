import { useEffect, useState } from "react";

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Pause state for an auto-advancing region, with the handlers that pause it while the pointer is
 * over it or focus is inside it.
 */
export function usePause() {
  const [paused, setPaused] = useState(false);
  return {
    paused,
    pauseHandlers: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}

/**
 * An index that wraps at both ends and moves on every `intervalMs` unless paused, there is only one
 * item, or the visitor prefers reduced motion. It starts at `start`.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused = false, start = 0) {
  const [index, setIndex] = useState(start);
  const reduced = usePrefersReducedMotion();
  const stopped = paused || reduced || count < 2;

  // A fresh timer per slide, so a manual move also gets its full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose.
  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [stopped, count, intervalMs, index]);

  const safe = count === 0 ? 0 : ((index % count) + count) % count;
  return {
    index: safe,
    goTo: (i: number) => setIndex(((i % count) + count) % count),
    next: () => setIndex((i) => (i + 1) % count),
    previous: () => setIndex((i) => (i - 1 + count) % count),
  };
}
