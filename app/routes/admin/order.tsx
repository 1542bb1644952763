import { ArrowLeft, Award, FileText, Package, Send } from "lucide-react";
import { useRef, useState } from "react";
import { data, Link } from "react-router";
import { NotFound } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { statusLabel } from "#core/order-status.ts";
import { isUnpaid } from "#core/payment-deadline.ts";
import { OrderGiftCards } from "~/components/admin/orders/order-gift-cards.tsx";
import { RefundCard, RefundChoice } from "~/components/admin/orders/refund.tsx";
import { TrackingFields } from "~/components/admin/orders/tracking-fields.tsx";
import { StatusBadge } from "~/components/admin/status-badge.tsx";
import { PlacedOrderSummary } from "~/components/cart/order-summary.tsx";
import { CustomerAddress } from "~/components/cart/postal-address.tsx";
import { Card } from "~/components/ui/card.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { backFrom, formInput, type IntentToasts, performIntent } from "~/lib/action-result.ts";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import { appContext } from "~/lib/app-context.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.number} · Admin` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  try {
    const order = await services.adminOrders.get(params.number);
    const [certificates, giftCards] = await Promise.all([
      services.certificates.ofOrder(order.orderNumber),
      services.giftCards.ofOrder(order.orderNumber),
    ]);
    return { order, certificates, giftCards };
  } catch (error) {
    if (error instanceof NotFound) throw data("Order not found", { status: 404 });
    throw error;
  }
}

/**
 * Moves the order on: the capability behind `PATCH /api/admin/orders/{number}`, given the form as
 * it came (a paid order's cancellation with its refund); or says a refund owed by hand is paid.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  const change = (status?: string) =>
    caller.capabilities.adminOrders.changeOrderStatus(
      caller,
      params.number,
      status ? { ...input, status } : input,
    );
  return performIntent(
    input,
    {
      status: async () => ({ status: (await change()).status }),
      // A shipped order's tracking corrected: "shipped" again, with the new carrier and number.
      tracking: async () => ({ status: (await change("shipped")).status }),
      refunded: async () => ({
        status: (await caller.capabilities.adminOrders.markOrderRefunded(caller, params.number))
          .status,
      }),
    },
    { back: backFrom(input, caller), toasts: ORDER_TOASTS },
  );
}

/** What each change to the order says once made. */
const ORDER_TOASTS: IntentToasts = {
  status: (moved: { status: string }) => ({
    title: "Order updated",
    description: `The order is now ${statusLabel(moved.status).toLowerCase()}.`,
  }),
  tracking: {
    title: "Tracking saved",
    description: "The buyer's order page links to the new tracking.",
  },
  refunded: { title: "Refund recorded", description: "The order no longer reminds you of it." },
};

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, certificates, giftCards } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const update = useActionForm({
    failure: { title: "Failed to update order" },
    onSuccess: () => form.current?.reset(),
  });
  // The status chosen in the form (cancelling a paid order asks how to refund it), as chosen for
  // the order's present status: once the order moves, the form starts again from its first step.
  const [choice, setChoice] = useState({ from: order.status, to: order.nextStatuses[0] });
  const chosen = choice.from === order.status ? choice.to : order.nextStatuses[0];
  const busy = update.pending;

  const c = order.customer;
  return (
    <section className="max-w-5xl">
      <Link
        to="/admin/orders"
        className="inline-flex items-center gap-1 text-sm text-ink-soft hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl">{order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Placed {formatDateTime(order.createdAt)} (UTC)
        {order.payBy && isUnpaid(order.status) && (
          <>
            {" · "}
            <span className="font-medium text-ink">
              Payment due by {formatDateTime(order.payBy)} (UTC)
            </span>
            , then cancelled automatically
          </>
        )}
        {order.autoCancelledAt && (
          <>
            {" · "}
            <span className="font-medium text-ink">
              Cancelled automatically {formatDateTime(order.autoCancelledAt)} (UTC): not paid in
              time
            </span>
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {[
          { href: "invoice", label: "Invoice", Icon: FileText },
          // Gift cards only: nothing is posted, so there is no parcel to pack.
          ...(order.giftCardsOnly
            ? []
            : [{ href: "packing-slip", label: "Packing slip", Icon: Package }]),
          ...certificates.map((certificate) => ({
            href: `/admin/certificates/${certificate.number}`,
            label: `Certificate No. ${certificate.number}${certificate.revokedAt ? " (withdrawn)" : ""}`,
            Icon: Award,
          })),
        ].map(({ href, label, Icon }) => (
          <NewTabLink
            key={href}
            href={href.startsWith("/") ? href : `/admin/orders/${order.orderNumber}/${href}`}
            className="btn-secondary px-4 py-2"
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </NewTabLink>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          <Card title="Items" titleId="order-items">
            <PlacedOrderSummary order={order} />
          </Card>
          <Card title="History" titleId="order-history">
            <ol className="mt-4 space-y-4 border-l border-line pl-5">
              {order.history.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at the end.
                <li key={index}>
                  <p className="text-sm">
                    <StatusBadge status={entry.status} />{" "}
                    <span className="text-ink-soft">{formatDateTime(entry.createdAt)}</span>
                  </p>
                  {entry.note && <p className="mt-1 text-sm">{entry.note}</p>}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card title="Customer" titleId="order-customer">
            <p className="mt-3">
              {c.firstName} {c.lastName}
            </p>
            <p className="text-sm">
              <a
                href={`mailto:${c.email}?subject=${encodeURIComponent(`Your order ${order.orderNumber}`)}`}
                className="text-accent-deep underline underline-offset-4"
              >
                {c.email}
              </a>
              {c.phone && <span className="block text-ink-soft">{c.phone}</span>}
            </p>
            {!order.giftCardsOnly && (
              <CustomerAddress customer={c} named={false} className="mt-3 text-sm" />
            )}
          </Card>
          {order.giftCardsBought > 0 && (
            <OrderGiftCards
              giftCardsOnly={order.giftCardsOnly}
              recipient={order.giftRecipient}
              cards={giftCards}
              paid={order.paidAt !== null}
            />
          )}
          {order.refund && (
            <RefundCard
              refund={order.refund}
              currency={order.currency}
              cancelledAt={order.timeline.findLast((event) => event.kind === "cancelled")?.at}
              markRefunded={
                <ActionForm recipe={update} className="mt-3">
                  <input type="hidden" name="intent" value="refunded" />
                  <button type="submit" className="btn-secondary w-full" disabled={busy}>
                    Mark as refunded
                  </button>
                </ActionForm>
              }
            />
          )}
          {order.status === "shipped" && (
            <Card title="Tracking" titleId="order-tracking">
              <ActionForm recipe={update} className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="tracking" />
                <TrackingFields tracking={order.tracking} legend="Correct the tracking" />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="notifyCustomer" className="size-4 accent-ink" />
                  E-mail the customer the new tracking
                </label>
                <SubmitButton pending={busy} busyLabel="Saving..." className="btn-secondary">
                  Save tracking
                </SubmitButton>
              </ActionForm>
            </Card>
          )}
          {order.nextStatuses.length > 0 && (
            <Card title="Update order" titleId="order-update">
              {order.nextStatuses.includes("awaiting-payment") && (
                <ActionForm recipe={update} className="mt-4">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="status" value="awaiting-payment" />
                  <input type="hidden" name="notifyCustomer" value="on" />
                  <button type="submit" className="btn-primary w-full" disabled={busy}>
                    <Send className="size-4" aria-hidden />
                    Send payment details
                  </button>
                  <p className="mt-2 text-xs text-ink-soft">
                    E-mails the total and your payment instructions, and marks the order awaiting
                    payment.
                  </p>
                </ActionForm>
              )}
              <ActionForm recipe={update} ref={form} className="mt-5 flex flex-col gap-4">
                <input type="hidden" name="intent" value="status" />
                <div>
                  <label htmlFor="order-status" className="mb-1 block text-sm font-medium">
                    New status
                  </label>
                  <select
                    id="order-status"
                    name="status"
                    className="field-input"
                    defaultValue={order.nextStatuses[0]}
                    onChange={(event) => setChoice({ from: order.status, to: event.target.value })}
                  >
                    {order.nextStatuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(status)}
                      </option>
                    ))}
                  </select>
                </div>
                {chosen === "cancelled" && order.paidAt && (
                  <RefundChoice
                    amount={formatMoney(order.total - order.giftCardAmount, order.currency)}
                    byCard={order.refundByCard}
                  />
                )}
                {order.nextStatuses.includes("shipped") && (
                  <TrackingFields
                    tracking={null}
                    legend={
                      <>
                        Tracking{" "}
                        <span className="font-normal text-ink-soft">(optional, with Shipped)</span>
                      </>
                    }
                  />
                )}
                <div>
                  <label htmlFor="order-note" className="mb-1 block text-sm font-medium">
                    Note <span className="font-normal text-ink-soft">(optional)</span>
                  </label>
                  <textarea id="order-note" name="note" rows={3} className="field-input" />
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="notifyCustomer" className="size-4 accent-ink" />
                  E-mail the customer (with the note)
                </label>
                <SubmitButton pending={busy} busyLabel="Saving..." className="btn-secondary">
                  Update order
                </SubmitButton>
              </ActionForm>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
