import { type Context, Hono } from "hono";
import { toDecimal } from "#core/money.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { csvDownload } from "../../http/csv-download.ts";
import type { StatsFilter } from "../../services/stats.ts";
import { statsCsv } from "../../services/stats-csv.ts";

const filterOf = (c: Context<AppEnv>): StatsFilter => ({
  page: c.req.query("page") || undefined,
  source: c.req.query("source") || undefined,
  campaign: c.req.query("campaign") || undefined,
  device: c.req.query("device") || undefined,
});

const read = (c: Context<AppEnv>) =>
  c.var.services.stats.read(c.req.query("from"), c.req.query("to"), filterOf(c));

/**
 * `GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD` (and `page`, `source`, `campaign`,
 * `device` to narrow): `{visitors, pageviews, days: [{date, visitors, pageviews}], pages,
 * entries, sources, campaigns, devices, orders: {count, revenue, bySource}}`, lists as `{name,
 * visitors, pageviews}`, money as decimal strings; a malformed date, `to` before `from` or more
 * than five years is a 400. `GET /api/admin/stats/export.csv` gives the same as a file.
 * Owner only (app.ts).
 */
export function adminStatsRoutes() {
  return new Hono<AppEnv>()
    .get("/stats", async (c) => {
      const stats = await read(c);
      return c.json({
        ...stats,
        orders: {
          count: stats.orders.count,
          revenue: toDecimal(stats.orders.revenue),
          bySource: stats.orders.bySource.map((row) => ({
            ...row,
            revenue: toDecimal(row.revenue),
          })),
        },
      });
    })
    .get("/stats/export.csv", async (c) => csvDownload(c, "statistics", statsCsv(await read(c))));
}
