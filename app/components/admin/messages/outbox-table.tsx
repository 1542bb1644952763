import { RotateCw } from "lucide-react";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import type { OutboxEntry } from "../../../../server/services/mail.ts";
import { actionsColumn, createdAtColumn, RowButton, statusColumn, TwoLines } from "../columns.tsx";

const STATUS_LABELS: Record<string, string> = { sent: "Sent", failed: "Failed", held: "Held" };

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
    cell: (entry) => <TwoLines sub={`to ${entry.to}`}>{entry.subject}</TwoLines>,
  },
  createdAtColumn("Written"),
  statusColumn({
    word: (entry) => STATUS_LABELS[entry.status] ?? "Waiting",
    tones: { sent: "good", failed: "bad", held: "waiting" },
    more: (entry) => entry.lastError,
  }),
  actionsColumn((entry) => entry.status === "failed" && <RetryButton id={entry.id} />),
];

/** The e-mails written by the site: subject and recipient, when, and how sending went. */
export function OutboxTable({ entries }: { entries: readonly OutboxEntry[] }) {
  return (
    <DataTable columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} className="mt-4" />
  );
}
