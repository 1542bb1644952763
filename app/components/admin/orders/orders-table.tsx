import { Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import { createdAtColumn, SubLine } from "../columns.tsx";
import { StatusBadge } from "../status-badge.tsx";

/** An order as the list shows it. */
export interface OrderRow {
  orderNumber: string;
  createdAt: string;
  customerName: string;
  email: string;
  itemCount: number;
  /** Minor units, in the order's currency. */
  total: number;
  currency: string;
  status: string;
  /** What the payment-deadline sweep did: reminded the buyer, or cancelled it (null: nothing). */
  sweep: "reminded" | "cancelled" | null;
  /** A refund the owner still owes by hand, in minor units (null: none). */
  refundDue: number | null;
}

const COLUMNS: ReadonlyArray<Column<OrderRow>> = [
  {
    key: "order",
    header: "Order",
    className: "font-mono",
    cell: (order) => (
      <Link
        to={`/admin/orders/${order.orderNumber}`}
        className="text-accent-deep underline-offset-4 hover:underline"
      >
        {order.orderNumber}
      </Link>
    ),
  },
  createdAtColumn("Date"),
  {
    key: "customer",
    header: "Customer",
    cell: (order) => (
      <>
        {order.customerName}
        <SubLine>{order.email}</SubLine>
      </>
    ),
  },
  {
    key: "items",
    header: "Items",
    headerClassName: "text-right",
    className: "text-right tabular-nums",
    cell: (order) => order.itemCount,
  },
  {
    key: "total",
    header: "Total",
    headerClassName: "text-right",
    className: "text-right tabular-nums",
    cell: (order) => formatMoney(order.total, order.currency),
  },
  {
    key: "status",
    header: "Status",
    cell: (order) => (
      <>
        <StatusBadge status={order.status} />
        {order.sweep && (
          <SubLine>
            {order.sweep === "cancelled" ? "Cancelled automatically: not paid" : "Reminded to pay"}
          </SubLine>
        )}
        {order.refundDue !== null && (
          <SubLine>
            <span className="font-medium text-red-800">
              Refund {formatMoney(order.refundDue, order.currency)} by hand
            </span>
          </SubLine>
        )}
      </>
    ),
  },
];

/** The orders as a table: number (a link to the order), date, customer, items, total, status. */
export function OrdersTable({ orders }: { orders: readonly OrderRow[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.orderNumber}
      rowClassName="hover:bg-paper"
      className="mt-6"
    />
  );
}
