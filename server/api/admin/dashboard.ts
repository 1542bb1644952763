import { Hono } from "hono";
import { toDecimal } from "#core/money.ts";
import type { AppEnv } from "../../http/app-env.ts";
import type { MonthSales } from "../../services/dashboard.ts";

const presentMonth = (month: MonthSales) => ({
  ...month,
  total: toDecimal(month.total),
  average: toDecimal(month.average),
});

/**
 * `GET /api/admin/dashboard`: the owner's desk as JSON, the figures the admin's home shows
 * (`{currency, todos, backupAgeDays, sales: {thisMonth, lastMonth, months}, bestSellers,
 * activity}`), money as decimal strings. Owner only (app.ts).
 */
export function adminDashboardRoutes() {
  return new Hono<AppEnv>().get("/dashboard", async (c) => {
    const figures = await c.var.services.dashboard.figures();
    return c.json({
      ...figures,
      sales: {
        thisMonth: presentMonth(figures.sales.thisMonth),
        lastMonth: presentMonth(figures.sales.lastMonth),
        months: figures.sales.months.map(presentMonth),
      },
      bestSellers: figures.bestSellers.map((work) => ({
        ...work,
        revenue: toDecimal(work.revenue),
      })),
    });
  });
}
