import { formatMoney } from "#core/money.ts";
import { Card } from "~/components/ui/card.tsx";
import type { Stats } from "../../../../server/services/stats-read.ts";

/** Paid orders by where their buyer's visit came from: "Instagram: 212 visitors, 3 orders, £640". */
export function SalesBySource({
  rows,
  currency,
}: {
  rows: Stats["orders"]["bySource"];
  currency: string;
}) {
  return (
    <Card as="section" title="Sales by source" titleId="sales-source-heading" padding="p-5">
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">No paid orders in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-soft">
                <th scope="col" className="py-1 font-medium">
                  Source
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.source} className="border-t border-line">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {row.source}
                  </th>
                  <td className="py-1.5 text-right">{row.visitors}</td>
                  <td className="py-1.5 text-right">{row.orders}</td>
                  <td className="py-1.5 text-right">{formatMoney(row.revenue, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
