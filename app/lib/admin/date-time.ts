const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A stored UTC timestamp as the admin pages show it: "23 Nov 2026, 13:31". */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A stored UTC timestamp's day, as invoices print it: "23 November 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
