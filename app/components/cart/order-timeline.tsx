import { ExternalLink } from "lucide-react";
import { carrierName } from "#core/carriers.ts";
import type { VisitorOrder } from "#core/order.ts";
import { EVENT_LABELS } from "#core/order-timeline.ts";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/**
 * The buyer's view of an order's steps (core/order-timeline.ts): placed, payment details sent,
 * reminded, paid, shipped with its tracking link, completed, or cancelled with its reason.
 */
export function OrderTimeline({ order }: { order: Pick<VisitorOrder, "timeline" | "tracking"> }) {
  const t = order.tracking;
  return (
    <ol className="mt-4 space-y-4 border-l border-line pl-5">
      {order.timeline.map((event) => (
        <li key={`${event.kind}-${event.at}`} data-event={event.kind}>
          <p className="text-sm font-medium">{EVENT_LABELS[event.kind]}</p>
          <p className="text-sm text-ink-soft">{formatDate(event.at)}</p>
          {event.note && <p className="mt-1 text-sm">{event.note}</p>}
          {event.kind === "shipped" && t && (
            <p className="mt-1 text-sm break-words">
              {t.carrier ? `With ${carrierName(t.carrier)}` : "Tracking"}
              {t.number && (
                <>
                  {": "}
                  <span className="font-mono">{t.number}</span>
                </>
              )}
              {t.url && (
                <NewTabLink
                  href={t.url}
                  className="mt-1 flex items-center gap-1 text-accent-deep underline underline-offset-4"
                >
                  Track your parcel
                  <ExternalLink className="size-3.5" aria-hidden />
                </NewTabLink>
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
