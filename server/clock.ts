/** The current time as a UTC ISO-8601 string, the one timestamp format stored. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

/**
 * What time it is for the payment-deadline sweep the owner runs: the system's in every running
 * server (`systemClock`); tests hand the services one they can set (testing/test-clock.ts),
 * so that no request can move a sweep ahead of the real time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
