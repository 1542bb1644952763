import { Card } from "./card.tsx";
import { cx } from "./cx.ts";

export interface Column<Row> {
  /** Unique among the columns. */
  key: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Extra classes of the column's cells ("text-right tabular-nums"). */
  className?: string;
  /** Extra classes of its header cell. */
  headerClassName?: string;
}

/**
 * A table of records in a card: small upper-case headers, rows divided by lines. A table wider than
 * a phone scrolls sideways, and the keyboard can reach it to do so.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className = "",
}: {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    // Positioned, so that words for screen readers alone (absolutely placed) scroll with the table
    // instead of widening the page.
    <Card padding="" className={cx("relative overflow-x-auto", className)} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx("px-4 py-3 font-medium", column.headerClassName)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {columns.map((column) => (
                <td key={column.key} className={cx("px-4 py-3", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
