const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A stored UTC timestamp as the admin pages show it: "23 Nov 2026, 13:31". */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
