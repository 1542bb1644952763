/** The statistics as one CSV file: the days, then each list, each row naming what it counts. */
import { csv } from "#core/csv.ts";
import { toDecimal } from "#core/money.ts";
import type { Stats } from "./stats-read.ts";

export function statsCsv(stats: Stats): string {
  const rows: Array<Array<string | number>> = [
    ["kind", "name", "visitors", "pageviews", "orders", "revenue"],
  ];
  for (const day of stats.days) rows.push(["day", day.date, day.visitors, day.pageviews, "", ""]);
  const lists = [
    ["page", stats.pages],
    ["entry", stats.entries],
    ["source", stats.sources],
    ["campaign", stats.campaigns],
    ["device", stats.devices],
  ] as const;
  for (const [kind, figures] of lists) {
    for (const figure of figures)
      rows.push([kind, figure.name, figure.visitors, figure.pageviews, "", ""]);
  }
  for (const row of stats.orders.bySource) {
    rows.push(["orders", row.source, row.visitors, "", row.orders, toDecimal(row.revenue)]);
  }
  return csv(rows);
}
