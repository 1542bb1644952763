import { data } from "react-router";
import { PrintableOrder, SheetTable } from "~/components/admin/orders/printable-order.tsx";
import { CustomerAddress } from "~/components/cart/postal-address.tsx";
import { loadPrintableOrder } from "~/lib/admin/printable-order.server.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/order-packing-slip";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Packing slip ${params.number} · Admin` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { order, shop } = await loadPrintableOrder(context.get(appContext).services, params.number);
  // Gift cards only go by e-mail: there is no parcel to pack.
  if (order.giftCardsOnly)
    throw data("Nothing to post: this order is gift cards only", { status: 404 });
  // No prices on a packing slip: only what goes in the parcel, and where.
  return {
    shop,
    order: {
      orderNumber: order.orderNumber,
      invoiceNumber: order.invoiceNumber,
      createdAt: order.createdAt,
      customer: order.customer,
      items: order.items.map((item) => ({
        id: item.id,
        name: item.product.name,
        variant: item.variant,
        quantity: item.quantity,
      })),
    },
  };
}

/** `/admin/orders/{number}/packing-slip`: what goes in the parcel, and the address large for a label. */
export default function OrderPackingSlip({ loaderData }: Route.ComponentProps) {
  const { order, shop } = loaderData;
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <PrintableOrder kind="Packing slip" order={order} shop={shop}>
      <section
        aria-labelledby="deliver-to"
        className="mt-8 rounded-xl border-2 border-ink p-5 break-inside-avoid sm:max-w-md"
      >
        <h2 id="deliver-to" className="font-sans text-xs font-semibold tracking-[0.18em] uppercase">
          Deliver to
        </h2>
        <CustomerAddress customer={order.customer} className="mt-2 text-2xl leading-snug" />
        {order.customer.phone && <p className="mt-2 text-sm">{order.customer.phone}</p>}
      </section>
      <SheetTable
        caption="Items in this parcel"
        head={[["Item"], ["Size"], ["Qty", "text-right"], ["Packed", "w-16 text-center"]]}
      >
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>{item.name}</td>
            <td>{item.variant ?? "—"}</td>
            <td className="text-right text-base font-semibold tabular-nums">{item.quantity}</td>
            <td className="text-center">
              <span
                aria-hidden
                className="inline-block size-4 rounded-sm border border-ink align-middle"
              />
            </td>
          </tr>
        ))}
      </SheetTable>
      <p className="mt-4 text-right text-sm">
        {count} {count === 1 ? "item" : "items"} in all
      </p>
    </PrintableOrder>
  );
}
