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
 * Where a carousel stands among `count` items: an index that wraps at both ends, and the moves
 * its arrows and dots make. It starts at `start`.
 */
export function useRotation(count: number, start = 0) {
  const [index, setIndex] = useState(start);
  const wrap = (i: number) => (count === 0 ? 0 : ((i % count) + count) % count);
  const move = (step: number) => setIndex((i) => wrap(i + step));
  return {
    count,
    index: wrap(index),
    goTo: (i: number) => setIndex(wrap(i)),
    move,
    next: () => move(1),
    previous: () => move(-1),
  };
}

/** A carousel's place and moves, as {@link useRotation} gives them. */
export type Rotation = ReturnType<typeof useRotation>;

/**
 * A {@link Rotation} that moves on every `intervalMs` unless paused, there is only one item, or
 * the visitor prefers reduced motion. It starts at `start`.
 */
export function useAutoAdvance(
  count: number,
  intervalMs: number,
  paused = false,
  start = 0,
): Rotation {
  const rotation = useRotation(count, start);
  const reduced = usePrefersReducedMotion();
  const stopped = paused || reduced || count < 2;

  // A fresh timer per slide, so a manual move also gets its full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose; next is new each render and only sets state.
  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(rotation.next, intervalMs);
    return () => clearTimeout(timer);
  }, [stopped, count, intervalMs, rotation.index]);

  return rotation;
}
