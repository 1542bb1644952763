import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from "#core/order-status.ts";
import { StatusBadge } from "~/components/admin/status-badge.tsx";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const q = url.searchParams.get("q") ?? "";
  const orders = await services.orderAdmin.list({
    status: isOrderStatus(status) ? status : undefined,
    q,
  });
  return { orders, status: isOrderStatus(status) ? status : "", q };
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** Every order, newest first, with a status filter, a search and a CSV export. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, status, q } = loaderData;
  return (
    <section className="max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl">Orders</h1>
          <p className="mt-1 text-ink-soft">Orders placed through the checkout, newest first.</p>
        </div>
        <a href="/api/admin/orders/export.csv" className="btn-secondary" download>
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
      </div>
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Find orders"
      >
        <div>
          <label htmlFor="orders-status" className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select id="orders-status" name="status" defaultValue={status} className="field-input">
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="orders-q" className="mb-1 block text-sm font-medium">
            Search
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Order number, name or e-mail"
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-primary">
          <Search className="size-4" aria-hidden />
          Find
        </button>
      </Form>
      {orders.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center text-ink-soft">
          {status || q ? "No orders match." : "No orders yet."}
        </p>
      ) : (
        <div
          className="mt-6 overflow-x-auto rounded-2xl border border-line bg-white"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it.
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Order
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Date
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Items
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {orders.map((order) => (
                <tr key={order.orderNumber} className="hover:bg-paper">
                  <td className="px-4 py-3 font-mono">
                    <Link
                      to={`/admin/orders/${order.orderNumber}`}
                      className="text-accent-deep underline-offset-4 hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {dateTime.format(new Date(order.createdAt))}
                  </td>
                  <td className="px-4 py-3">
                    {order.customerName}
                    <span className="block text-xs text-ink-soft">{order.email}</span>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{order.itemCount}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatMoney(order.total, order.currency)}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
