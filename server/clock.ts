/** The current time as a UTC ISO-8601 string, the one timestamp format stored. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
