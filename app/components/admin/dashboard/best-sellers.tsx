import { Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import { Card } from "~/components/ui/card.tsx";
import type { Dashboard } from "../../../../server/services/dashboard.ts";

/** The works sold most in paid orders. */
export function BestSellers({
  works,
  currency,
}: {
  works: Dashboard["bestSellers"];
  currency: string;
}) {
  return (
    <Card as="section" title="Best-selling works" titleId="best-heading">
      {works.length === 0 ? (
        <p className="mt-3 text-ink-soft">No paid sales yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {works.map((work) => (
            <li key={work.name} className="flex justify-between gap-3">
              <span>{work.name}</span>
              <span className="text-ink-soft">
                {work.quantity} sold · {formatMoney(work.revenue, currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The newest orders, messages and commission requests. */
export function LatestActivity({ items }: { items: Dashboard["activity"] }) {
  return (
    <Card as="section" title="Latest activity" titleId="activity-heading">
      {items.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.href}-${item.at}`} className="flex justify-between gap-3">
              <Link to={item.href} className="underline-offset-4 hover:underline">
                {item.text}
              </Link>
              <time dateTime={item.at} className="shrink-0 text-sm text-ink-soft">
                {item.at.slice(0, 10)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
