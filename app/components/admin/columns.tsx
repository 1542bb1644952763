import type { Column } from "~/components/ui/data-table.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";

/** A column of when each row was made, kept on one line so the dates line up. */
export function createdAtColumn<Row extends { createdAt: string }>(header: string): Column<Row> {
  return {
    key: "createdAt",
    header,
    className: "whitespace-nowrap",
    cell: (row) => formatDateTime(row.createdAt),
  };
}

/** A cell's second, smaller line under its main text (a recipient, an e-mail address, a reason). */
export function SubLine({ children }: { children: React.ReactNode }) {
  return <span className="block text-xs text-ink-soft">{children}</span>;
}
