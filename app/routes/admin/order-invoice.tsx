import { formatMoney } from "#core/money.ts";
import { rowAmount, totalsRows } from "#core/totals-rows.ts";
import { PrintableOrder, SheetTable } from "~/components/admin/orders/printable-order.tsx";
import { CustomerAddress, EmailAndPhone } from "~/components/cart/postal-address.tsx";
import { loadPrintableOrder } from "~/lib/admin/printable-order.server.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/order-invoice";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Invoice ${params.number} · Admin` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPrintableOrder(context.get(appContext).services, params.number);
}

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** `/admin/orders/{number}/invoice`: the order's invoice, to print or save as PDF. */
export default function OrderInvoice({ loaderData }: Route.ComponentProps) {
  const { order, shop, paymentInstructions, cards } = loaderData;
  const money = (value: number) => formatMoney(value, order.currency);
  const c = order.customer;
  return (
    <PrintableOrder kind="Invoice" order={order} shop={shop}>
      <section aria-labelledby="bill-to" className="mt-8">
        <h2 id="bill-to" className="font-sans text-xs font-semibold tracking-[0.18em] uppercase">
          Bill to
        </h2>
        <CustomerAddress customer={c} className="mt-2 text-sm" />
        <EmailAndPhone customer={c} className="mt-1 text-sm leading-relaxed" />
      </section>
      <SheetTable
        caption="Items"
        head={[
          ["Item"],
          ["Qty", "text-right"],
          ["Unit price", "text-right"],
          ["Amount", "text-right"],
        ]}
      >
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.product.name}
              {item.variant && <span className="block text-ink-soft">{item.variant}</span>}
            </td>
            <td className="text-right tabular-nums">{item.quantity}</td>
            <td className="text-right tabular-nums">{money(item.price)}</td>
            <td className="text-right tabular-nums">{money(item.lineTotal)}</td>
          </tr>
        ))}
      </SheetTable>
      <dl className="mt-4 ml-auto w-full max-w-72 space-y-1.5 text-sm [&>div]:flex [&>div]:justify-between [&_dd]:tabular-nums">
        {totalsRows(order, {
          taxRate: String(order.taxRate),
          taxName: order.taxName,
          // A paid order's invoice is a receipt: it says when, not what is due.
          labels: {
            total: order.paidAt ? `Paid ${formatDay(order.paidAt)}` : "Total due",
            savings: "Bundle savings",
          },
        }).map((row) => (
          <div
            key={row.kind}
            className={
              row.kind === "total"
                ? "border-t-2 border-ink pt-2 text-base font-semibold"
                : undefined
            }
          >
            <dt>{row.label}</dt>
            <dd>{rowAmount(row, money)}</dd>
          </div>
        ))}
      </dl>
      {!order.paidAt && (
        <section aria-labelledby="how-to-pay" className="mt-10 break-inside-avoid">
          <h2
            id="how-to-pay"
            className="font-sans text-xs font-semibold tracking-[0.18em] uppercase"
          >
            How to pay
          </h2>
          {cards && (
            <p className="mt-2 text-sm leading-relaxed">
              Pay by card on your order's page: open it from the link in your order confirmation
              e-mail.
            </p>
          )}
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{paymentInstructions}</p>
          <p className="mt-2 text-sm leading-relaxed">
            Please quote <span className="font-mono">{order.orderNumber}</span> with your payment.
          </p>
        </section>
      )}
    </PrintableOrder>
  );
}
