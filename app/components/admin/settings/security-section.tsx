import { ShieldAlert } from "lucide-react";
import { describeSecurityEvent, isWarning, type SecurityEvent } from "#core/security-events.ts";
import { LocalTime } from "~/components/admin/local-time.tsx";
import { Card } from "~/components/ui/card.tsx";

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

/** How often and until when a repeated refusal happened: "240 times, until 10:07". */
function Repeats({ event }: { event: SecurityEvent }) {
  if (event.repeated <= 1 || !event.lastOccurredAt) return null;
  return (
    <span className="block text-xs text-ink-soft tabular-nums">
      {event.repeated} times, until <LocalTime iso={event.lastOccurredAt} />
    </span>
  );
}

/** One list of events, newest first; a long one scrolls in its own box, which the keyboard reaches. */
function EventTable({ events, caption }: { events: readonly SecurityEvent[]; caption: string }) {
  return (
    <Card padding="" className="mt-3 max-h-[28rem] overflow-auto" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
                <Repeats event={event} />
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
  );
}

/**
 * Settings → Security: the owner's record (sign-ins, password and settings changes, backups,
 * restores, sweeps, the demo's removal), and apart from it the refused attempts, each client's
 * repeats counted in one line, so a flood of refusals never hides a sign-in.
 */
export function SecuritySection({
  events,
  refusals,
}: {
  events: readonly SecurityEvent[];
  refusals: readonly SecurityEvent[];
}) {
  return (
    <Card
      title="Security"
      titleId="settings-security"
      description="The last 200 sign-ins, password and settings changes, backups, restores and cancellations of many orders, with the address each came from; below, the refused attempts. Kept for a year."
    >
      {events.length === 0 ? (
        <p className="mt-4 text-ink-soft">Nothing has happened yet.</p>
      ) : (
        <EventTable events={events} caption="Security events, newest first" />
      )}
      <h3 className="mt-6 font-medium">Refused attempts</h3>
      {refusals.length === 0 ? (
        <p className="mt-2 text-ink-soft">None.</p>
      ) : (
        <EventTable events={refusals} caption="Refused attempts, newest first" />
      )}
    </Card>
  );
}
