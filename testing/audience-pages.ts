/** The audience's link and form pages over the suite's build (the page tests). */
import type { Database } from "../server/db/schema.ts";
import { PUBLIC_URL } from "./audience.ts";
import { formPost, type servePages } from "./page-site.ts";
import { rowCounts } from "./table-rows.ts";
import type { UsedTestApp } from "./use-test-app.ts";

/**
 * The audience's pages as mail clients and visitors reach them, at PUBLIC_URL over the suite's
 * pages (page-site.ts): `siteOf()` in a test is `page(path, init)`; `post(fields)` a form post from
 * the site's own page; `snapshot()` every row count and the rows of `tables`, to compare before and
 * after a request that must change nothing.
 */
export function audiencePages(
  pages: ReturnType<typeof servePages>,
  t: UsedTestApp,
  tables: ReadonlyArray<keyof Database>,
) {
  return {
    siteOf: () => {
      const request = pages.site(t);
      return (path: string, init?: RequestInit) => request(`${PUBLIC_URL}${path}`, init);
    },
    post: (fields: Record<string, string>): RequestInit => {
      const init = formPost(fields);
      return {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: PUBLIC_URL },
      };
    },
    snapshot: async () =>
      JSON.stringify({
        counts: await rowCounts(t.database.handle),
        rows: await Promise.all(
          tables.map((table) => t.db().selectFrom(table).selectAll().execute()),
        ),
      }),
  };
}
