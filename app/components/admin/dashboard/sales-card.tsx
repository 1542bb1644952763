import { formatMoney } from "#core/money.ts";
import { BarChart } from "~/components/admin/stats/bar-chart.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { Dashboard } from "../../../../server/services/dashboard.ts";

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;

/** A month's figure beside last month's, with the change in words. */
function Figure({
  label,
  now,
  before,
  show,
}: {
  label: string;
  now: number;
  before: number;
  show: (value: number) => string;
}) {
  const change = before === 0 ? null : Math.round(((now - before) / before) * 100);
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-2xl">{show(now)}</dd>
      <dd className="text-xs text-ink-soft">
        Last month {show(before)}
        {change !== null && ` (${change >= 0 ? "+" : ""}${change} %)`}
      </dd>
    </div>
  );
}

/** Paid sales this month against last, and the last twelve months as a chart. */
export function SalesCard({ sales, currency }: { sales: Dashboard["sales"]; currency: string }) {
  const money = (value: number) => formatMoney(value, currency);
  const { thisMonth, lastMonth } = sales;
  return (
    <Card as="section" title="Sales this month" titleId="sales-heading">
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <Figure label="Paid" now={thisMonth.total} before={lastMonth.total} show={money} />
        <Figure label="Orders" now={thisMonth.orders} before={lastMonth.orders} show={String} />
        <Figure label="Average" now={thisMonth.average} before={lastMonth.average} show={money} />
      </dl>
      <h3 className="mt-6 text-sm font-semibold">The last 12 months</h3>
      <BarChart
        caption="Paid sales per month, the last 12 months"
        series={[{ name: "Paid", fill: "fill-accent" }]}
        rows={sales.months.map((month) => ({
          label: month.month,
          short: monthName(month.month),
          values: [month.total],
        }))}
        format={money}
      />
    </Card>
  );
}
