import { Trash2 } from "lucide-react";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import type { SubscriberView } from "../../../../server/services/audience-list.ts";
import { createdAtColumn, RowButton, SubLine } from "../columns.tsx";

const STATUS_TONES: Record<string, string> = {
  confirmed: "text-emerald-800",
  pending: "text-amber-800",
  bounced: "text-red-700",
  complained: "text-red-700",
};

/** Removes a person entirely; their address is kept only as a hash, never mailed again. */
function RemoveButton({ subscriber }: { subscriber: SubscriberView }) {
  return (
    <RowButton
      id={subscriber.id}
      intent="remove"
      options={{
        success: {
          title: "Removed",
          description: `${subscriber.email} will never be mailed again.`,
        },
      }}
      icon={Trash2}
      className="text-red-700"
      label={`Remove ${subscriber.email}`}
    >
      Remove
    </RowButton>
  );
}

const COLUMNS: ReadonlyArray<Column<SubscriberView>> = [
  {
    key: "email",
    header: "Address",
    cell: (row) => (
      <>
        {row.email}
        <SubLine>
          from the {row.source} form · consent version {row.consentVersion}
        </SubLine>
      </>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (row) => (
      <>
        <span className={STATUS_TONES[row.status] ?? "text-ink-soft"}>{row.status}</span>
        {row.confirmedAt && <SubLine>confirmed {formatDateTime(row.confirmedAt)}</SubLine>}
      </>
    ),
  },
  createdAtColumn("Signed up"),
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    className: "text-right",
    cell: (row) => <RemoveButton subscriber={row} />,
  },
];

/** The mailing list: each address, its standing and the evidence of its consent. */
export function SubscriberTable({ rows }: { rows: readonly SubscriberView[] }) {
  return <DataTable columns={COLUMNS} rows={rows} rowKey={(row) => row.id} className="mt-4" />;
}
