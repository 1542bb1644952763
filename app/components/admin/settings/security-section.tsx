import { ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { describeSecurityEvent, isWarning, type SecurityEvent } from "#core/security-events.ts";
import { Card } from "~/components/ui/card.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";

const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A stored UTC time: on the server (and until the page is interactive) in UTC, then in the
 * owner's own language and time zone, as their browser states them.
 */
function LocalTime({ iso }: { iso: string }) {
  const [text, setText] = useState(() => `${formatDateTime(iso)} UTC`);
  useEffect(() => {
    setText(new Intl.DateTimeFormat(undefined, LOCAL_DATE_TIME).format(new Date(iso)));
  }, [iso]);
  return <time dateTime={iso}>{text}</time>;
}

const address = (event: SecurityEvent) => event.address ?? "On the server";

/** What happened, in plain words; a refusal in red, with a mark that does not rely on colour. */
function What({ event }: { event: SecurityEvent }) {
  if (!isWarning(event.kind)) return <>{describeSecurityEvent(event)}</>;
  return (
    <span className="inline-flex items-start gap-1.5 text-red-800">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {describeSecurityEvent(event)}
    </span>
  );
}

/**
 * Settings → Security: the newest events of the security log (sign-ins and refused ones,
 * password and settings changes, backups, restores, the demo's removal), when and from where.
 */
export function SecuritySection({ events }: { events: readonly SecurityEvent[] }) {
  return (
    <Card
      title="Security"
      titleId="settings-security"
      description="The last 200 sign-ins (and refused attempts), password and settings changes, backups, restores and the demo's removal, with the address each came from. Kept for a year."
    >
      {events.length === 0 ? (
        <p className="mt-4 text-ink-soft">Nothing has happened yet.</p>
      ) : (
        // A long list scrolls in its own box, which the keyboard can reach to do so.
        <Card padding="" className="mt-4 max-h-[28rem] overflow-auto" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Security events, newest first</caption>
            <thead className="sticky top-0 border-b border-line bg-white text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
                  When
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  What happened
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
                  Address
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {events.map((event) => (
                <tr key={event.id}>
                  <td className="hidden px-4 py-2.5 whitespace-nowrap text-ink-soft tabular-nums sm:table-cell">
                    <LocalTime iso={event.occurredAt} />
                  </td>
                  <td className="px-4 py-2.5">
                    <What event={event} />
                    {/* On a phone, when and from where go under what happened. */}
                    <span className="mt-0.5 block text-xs text-ink-soft tabular-nums sm:hidden">
                      <LocalTime iso={event.occurredAt} /> · {address(event)}
                    </span>
                  </td>
                  <td className="hidden px-4 py-2.5 text-ink-soft tabular-nums sm:table-cell">
                    {address(event)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Card>
  );
}
