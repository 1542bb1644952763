import type { Clock } from "../server/clock.ts";

/** A clock a test sets (`set`) and gives back to the real time (`reset`). */
export interface TestClock extends Clock {
  /** From now on the time is `at`, standing still, until `set` again or `reset`. */
  set(at: string | Date): void;
  /** The system's time again. */
  reset(): void;
}

/** The test apps' clock (testing/test-app.ts): the system's until a test sets it. */
export function testClock(): TestClock {
  let fixed: number | undefined;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(at) {
      fixed = new Date(at).getTime();
    },
    reset() {
      fixed = undefined;
    },
  };
}
