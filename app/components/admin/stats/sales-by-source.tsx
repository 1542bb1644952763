import { formatMoney } from "#core/money.ts";
import type { Stats } from "../../../../server/services/stats-read.ts";
import { StatsTable } from "./stats-table.tsx";

/** Paid orders by where their buyer's visit came from: "Instagram: 212 visitors, 3 orders, £640". */
export function SalesBySource({
  rows,
  currency,
}: {
  rows: Stats["orders"]["bySource"];
  currency: string;
}) {
  return (
    <StatsTable
      title="Sales by source"
      id="sales-source"
      empty="No paid orders in this period."
      headings={["Source", "Visitors", "Orders", "Revenue"]}
      rows={rows}
      rowKey={(row) => row.source}
      name={(row) => row.source}
      figures={(row) => [row.visitors, row.orders, formatMoney(row.revenue, currency)]}
    />
  );
}
