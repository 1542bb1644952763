import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { isOrderStatus, ORDER_STATUS, TO_SHIP_FILTER, UNPAID_FILTER } from "#core/order-status.ts";
import { ExportCsvLink } from "~/components/admin/export-csv-link.tsx";
import { OrdersTable } from "~/components/admin/orders/orders-table.tsx";
import { OriginalsOnHold } from "~/components/admin/orders/originals-on-hold.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Options } from "~/components/ui/field.tsx";
import { Pager } from "~/components/ui/pager.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const q = url.searchParams.get("q") ?? "";
  const known =
    isOrderStatus(status) || status === UNPAID_FILTER || status === TO_SHIP_FILTER ? status : "";
  const page = await services.adminOrders.page(
    { status: known || undefined, q },
    Number(url.searchParams.get("page") ?? 1),
  );
  const held = await services.adminOrders.heldOriginals();
  return { ...page, held, status: known, q };
}

/**
 * Releases an original an unpaid order holds: the capability behind
 * `POST /api/admin/orders/{number}/originals/{artworkId}/release`, given the form as it came.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent<typeof input, { title: string }>(input, {
    release: async () => {
      const orderNumber = typeof input.orderNumber === "string" ? input.orderNumber : "";
      const { released } = await caller.capabilities.adminOrders.releaseHeldOriginal(
        caller,
        orderNumber,
        input.artworkId,
      );
      return { title: released };
    },
  });
}

/**
 * Every order, newest first, a page at a time, with a status filter, a search and a CSV export;
 * originals on hold.
 */
export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, held, status, q, page, pages, total, size } = loaderData;
  const [search] = useSearchParams();
  return (
    <section className="max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminPageTitle title="Orders">
          Orders placed through the checkout, newest first.
        </AdminPageTitle>
        <ExportCsvLink href="/api/admin/orders/export.csv" />
      </div>
      <ActionNotice
        answer={actionData}
        success={(answer) => `${answer.title} released: it is back on sale.`}
        className="mt-6 text-sm"
      />
      <OriginalsOnHold held={held} />
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
            <option value={UNPAID_FILTER}>Not paid yet</option>
            <option value={TO_SHIP_FILTER}>Paid, to ship</option>
            <Options options={ORDER_STATUS.options} />
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
        <Card
          as="p"
          dashed
          padding="px-6 py-12"
          className="mt-10 bg-white text-center text-ink-soft"
        >
          {status || q ? "No orders match." : "No orders yet."}
        </Card>
      ) : (
        <>
          <OrdersTable orders={orders} />
          <Pager
            page={page}
            pages={pages}
            total={total}
            size={size}
            noun="orders"
            search={search}
          />
        </>
      )}
    </section>
  );
}
