import { RotateCw } from "lucide-react";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import type { OutboxEntry } from "../../../../server/services/mail.ts";
import { createdAtColumn, RowButton, SubLine } from "../columns.tsx";

const STATUS_LABELS: Record<string, string> = { sent: "Sent", failed: "Failed", held: "Held" };
const STATUS_TONES: Record<string, string> = {
  sent: "text-emerald-800",
  failed: "text-red-700",
  held: "text-amber-800",
};

/** Sends a failed e-mail again (a refusal is said in a toast). */
function RetryButton({ id }: { id: number }) {
  return (
    <RowButton
      id={id}
      intent="retry"
      options={{ failure: { title: "Could not send it again" } }}
      icon={RotateCw}
      className="text-accent-deep"
    >
      Retry
    </RowButton>
  );
}

const COLUMNS: ReadonlyArray<Column<OutboxEntry>> = [
  {
    key: "mail",
    header: "E-mail",
    cell: (entry) => (
      <>
        {entry.subject}
        <SubLine>to {entry.to}</SubLine>
      </>
    ),
  },
  createdAtColumn("Written"),
  {
    key: "status",
    header: "Status",
    cell: (entry) => (
      <>
        <span className={STATUS_TONES[entry.status] ?? ""}>
          {STATUS_LABELS[entry.status] ?? "Waiting"}
        </span>
        {entry.lastError && <SubLine>{entry.lastError}</SubLine>}
      </>
    ),
  },
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    className: "text-right",
    cell: (entry) => entry.status === "failed" && <RetryButton id={entry.id} />,
  },
];

/** The e-mails written by the site: subject and recipient, when, and how sending went. */
export function OutboxTable({ entries }: { entries: readonly OutboxEntry[] }) {
  return (
    <DataTable columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} className="mt-4" />
  );
}
