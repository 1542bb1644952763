import type { ReactNode } from "react";
import { Card } from "~/components/ui/card.tsx";
import { cx } from "~/components/ui/cx.ts";

/**
 * One of the statistics' tables in its card: a name column (each row's heading) and columns of
 * figures set right, or `empty` when the period has no rows.
 */
export function StatsTable<Row>({
  title,
  id,
  empty,
  headings,
  rows,
  rowKey,
  name,
  nameClassName,
  figures,
}: {
  title: string;
  /** The title's id is `${id}-heading`. */
  id: string;
  empty: string;
  /** The name column's heading, then the figures'. */
  headings: readonly [string, ...string[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  name: (row: Row) => ReactNode;
  /** More classes for the name cell (a long one truncated). */
  nameClassName?: string;
  figures: (row: Row) => readonly ReactNode[];
}) {
  const [nameHeading, ...figureHeadings] = headings;
  return (
    <Card as="section" title={title} titleId={`${id}-heading`} padding="p-5">
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-soft">
                <th scope="col" className="py-1 font-medium">
                  {nameHeading}
                </th>
                {figureHeadings.map((heading) => (
                  <th key={heading} scope="col" className="py-1 text-right font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-line">
                  <th scope="row" className={cx(nameClassName, "py-1.5 text-left font-normal")}>
                    {name(row)}
                  </th>
                  {figureHeadings.map((heading, column) => (
                    <td key={heading} className="py-1.5 text-right">
                      {figures(row)[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
