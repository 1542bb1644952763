/** The days a statistics query covers (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), checked. */
import { Invalid } from "./domain-errors.ts";

/** At most five years (with their leap days) in one query. */
export const MAX_RANGE_DAYS = 5 * 365 + 2;
const DAY_MS = 86_400_000;

export interface StatsRange {
  from: string;
  to: string;
  /** Every day from `from` to `to`, in order. */
  days: string[];
}

/** `YYYY-MM-DD` of a time, in UTC. */
export const dayOf = (at: Date | number) => new Date(at).toISOString().slice(0, 10);

/** A day as the raw views store it: days since 1970-01-01 (three bytes on SQLite, not ten). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The `YYYY-MM-DD` of a stored day number. */
export const dayOfNumber = (day: number) => dayOf(Number(day) * DAY_MS);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number) =>
  dayOf(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS);

function parseDay(value: string, name: string): number {
  const written = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = written ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || dayOf(time) !== value) {
    // Written right but not in the calendar (2026-02-30): say that, not how to write a date.
    const message = written
      ? `"${name}" is not a day in the calendar: ${value}`
      : `"${name}" must be a date written YYYY-MM-DD`;
    throw new Invalid(message, { [name]: "A date, YYYY-MM-DD" });
  }
  return time;
}

/**
 * The range asked for: both days given (or the last 30 days to `today` when neither is), `to` not
 * before `from`, and at most five years.
 */
export function statsRange(
  from: string | undefined,
  to: string | undefined,
  today: string,
): StatsRange {
  const last = to ?? today;
  const first = from ?? addDays(last, -29);
  const start = parseDay(first, "from");
  const end = parseDay(last, "to");
  if (end < start) throw new Invalid('"to" is before "from"', { to: "Not before the first day" });
  const count = (end - start) / DAY_MS + 1;
  if (count > MAX_RANGE_DAYS) {
    throw new Invalid("The range is longer than five years", { from: "At most five years" });
  }
  return {
    from: first,
    to: last,
    days: Array.from({ length: count }, (_, i) => addDays(first, i)),
  };
}
