import { Link } from "react-router";
import { codeState } from "#core/discounts.ts";
import { Card } from "~/components/ui/card.tsx";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { useMoney } from "~/lib/use-store.ts";
import type { DiscountView } from "../../../../server/services/discounts.ts";

/** What a code takes off, in words: "10 % off", "£5.00 off", "Free shipping". */
function valueText(discount: DiscountView, money: (minor: number) => string): string {
  if (discount.kind === "percent") return `${discount.value} % off`;
  if (discount.kind === "amount") return `${money(discount.value)} off`;
  return "Free shipping";
}

/** A row's switch and removal: a used code is deactivated by the server instead of deleted. */
function RowActions({ discount }: { discount: DiscountView }) {
  const actionForm = useActionForm({ key: `discount-${discount.id}` });
  const { pending } = actionForm;
  return (
    <ActionForm recipe={actionForm} className="flex flex-wrap gap-3">
      <input type="hidden" name="id" value={discount.id} />
      <input type="hidden" name="active" value={discount.active ? "false" : "true"} />
      <button
        type="submit"
        name="intent"
        value="discount-update"
        disabled={pending}
        className="underline underline-offset-4"
      >
        {discount.active ? "Deactivate" : "Activate"}
        <span className="sr-only"> {discount.code}</span>
      </button>
      <button
        type="submit"
        name="intent"
        value="discount-delete"
        disabled={pending}
        className="text-red-800 underline underline-offset-4"
      >
        Delete<span className="sr-only"> {discount.code}</span>
      </button>
    </ActionForm>
  );
}

/** The owner's codes with what each takes off, its uses and the orders that used it. */
export function DiscountsTable({
  discounts,
  now,
}: {
  discounts: readonly DiscountView[];
  /** When the page was drawn (ISO): each code's state is read then. */
  now: string;
}) {
  const money = useMoney();
  if (discounts.length === 0) {
    return (
      <Card dashed className="text-ink-soft">
        No discount codes yet.
      </Card>
    );
  }
  const columns: Column<DiscountView>[] = [
    { key: "code", header: "Code", cell: (d) => <strong className="font-mono">{d.code}</strong> },
    { key: "value", header: "Takes off", cell: (d) => valueText(d, money) },
    {
      key: "uses",
      header: "Uses",
      className: "tabular-nums",
      cell: (d) => (d.usageLimit === null ? String(d.uses) : `${d.uses} of ${d.usageLimit}`),
    },
    {
      key: "orders",
      header: "Orders",
      cell: (d) =>
        d.orders.length === 0 ? (
          "None"
        ) : (
          <ul className="space-y-0.5">
            {d.orders.slice(0, 5).map((order) => (
              <li key={order.orderNumber}>
                <Link to={`/admin/orders/${order.orderNumber}`} className="underline">
                  {order.orderNumber}
                </Link>
                {order.released ? " (cancelled)" : ""}
              </li>
            ))}
            {d.orders.length > 5 && <li>and {d.orders.length - 5} more</li>}
          </ul>
        ),
    },
    { key: "state", header: "State", cell: (d) => codeState(d, new Date(now)) },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (d) => <RowActions discount={d} />,
    },
  ];
  return <DataTable columns={columns} rows={discounts} rowKey={(d) => d.id} />;
}
