import { Trash2 } from "lucide-react";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import type { SubscriberView } from "../../../../server/services/audience-list.ts";
import { actionsColumn, createdAtColumn, RowButton, statusColumn, TwoLines } from "../columns.tsx";

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
      <TwoLines sub={`from the ${row.source} form · consent version ${row.consentVersion}`}>
        {row.email}
      </TwoLines>
    ),
  },
  statusColumn({
    word: (row) => row.status,
    tones: { confirmed: "good", pending: "waiting", bounced: "bad", complained: "bad" },
    otherwise: "quiet",
    more: (row) => row.confirmedAt && `confirmed ${formatDateTime(row.confirmedAt)}`,
  }),
  createdAtColumn("Signed up"),
  actionsColumn((row) => <RemoveButton subscriber={row} />),
];

/** The mailing list: each address, its standing and the evidence of its consent. */
export function SubscriberTable({ rows }: { rows: readonly SubscriberView[] }) {
  return <DataTable columns={COLUMNS} rows={rows} rowKey={(row) => row.id} className="mt-4" />;
}
