import { Link } from "react-router";
import type { Figure } from "../../../../server/services/stats-read.ts";
import { StatsTable } from "./stats-table.tsx";

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
    <StatsTable
      title={title}
      id={id}
      empty="Nothing counted yet."
      headings={[nameHeading, "Visitors", "Views"]}
      rows={rows}
      rowKey={(row) => row.name}
      nameClassName="max-w-48 truncate"
      name={(row) => {
        const href = filterHref?.(row.name);
        return href ? (
          <Link to={href} className="underline-offset-4 hover:underline">
            {row.name}
          </Link>
        ) : (
          row.name
        );
      }}
      figures={(row) => [row.visitors, row.pageviews]}
    />
  );
}
