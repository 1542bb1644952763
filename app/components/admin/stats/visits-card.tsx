import { BarChart } from "~/components/admin/stats/bar-chart.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { Stats } from "../../../../server/services/stats-read.ts";

/** The period's totals and its visitors and page views per day. */
export function VisitsCard({ stats, revenue }: { stats: Stats; revenue: string }) {
  const figures = [
    ["Visitors", String(stats.visitors)],
    ["Page views", String(stats.pageviews)],
    ["Orders", String(stats.orders.count)],
    ["Revenue", revenue],
  ];
  return (
    <Card as="section" title="Visitors and page views" titleId="visits-heading">
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="font-display text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <BarChart
          caption={`Visitors and page views per day, ${stats.from} to ${stats.to}`}
          series={[
            { name: "Visitors", fill: "fill-accent" },
            { name: "Page views", fill: "fill-ink/30" },
          ]}
          rows={stats.days.map((day) => ({
            label: day.date,
            short: day.date.slice(8, 10),
            values: [day.visitors, day.pageviews],
          }))}
        />
      </div>
    </Card>
  );
}
