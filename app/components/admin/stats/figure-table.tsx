import { Link } from "react-router";
import { Card } from "~/components/ui/card.tsx";
import type { Figure } from "../../../../server/services/stats-read.ts";

/**
 * One list of the statistics (top pages, sources …) as a table; each name links to the same page
 * narrowed to it (`filterHref`), unless it is already the filter.
 */
export function FigureTable({
  title,
  id,
  rows,
  filterHref,
  nameHeading,
}: {
  title: string;
  id: string;
  rows: readonly Figure[];
  filterHref?: (name: string) => string | null;
  nameHeading: string;
}) {
  return (
    <Card as="section" title={title} titleId={`${id}-heading`} padding="p-5">
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">Nothing counted yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-soft">
                <th scope="col" className="py-1 font-medium">
                  {nameHeading}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const href = filterHref?.(row.name);
                return (
                  <tr key={row.name} className="border-t border-line">
                    <th scope="row" className="max-w-48 truncate py-1.5 text-left font-normal">
                      {href ? (
                        <Link to={href} className="underline-offset-4 hover:underline">
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                    </th>
                    <td className="py-1.5 text-right">{row.visitors}</td>
                    <td className="py-1.5 text-right">{row.pageviews}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
