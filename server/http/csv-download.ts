import type { Context } from "hono";

/** A CSV file to download, named `{name}-{today}.csv` (the orders and collectors exports). */
export function csvDownload(c: Context, name: string, body: string): Response {
  c.header(
    "Content-Disposition",
    `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8" });
}
