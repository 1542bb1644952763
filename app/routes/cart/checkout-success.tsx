import { CheckCircle2, LockKeyhole, XCircle } from "lucide-react";
import { useEffect } from "react";
import {
  Link,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { OrderCustomer, VisitorOrder } from "#core/order.ts";
import { statusLabel } from "#core/order-status.ts";
import { isPayable } from "#core/payment-deadline.ts";
import { refundDueBy, refundForBuyer } from "#core/refunds.ts";
import {
  commissionPaymentInstructions,
  DEFAULT_PROFILE,
  type PaymentSetting,
  paymentInstructions,
} from "#core/site-profile.ts";
import {
  CommissionCard,
  commissionSteps,
  paymentName,
} from "~/components/cart/commission-order.tsx";
import { giftCardsSentence, steps } from "~/components/cart/next-steps.ts";
import { PlacedOrderSummary } from "~/components/cart/order-summary.tsx";
import { OrderTimeline } from "~/components/cart/order-timeline.tsx";
import { PayByCard } from "~/components/cart/pay-by-card.tsx";
import { CustomerAddress, EmailAndPhone } from "~/components/cart/postal-address.tsx";
import { Card } from "~/components/ui/card.tsx";
import { cx } from "~/components/ui/cx.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { appContext } from "~/lib/app-context.ts";
import { dropKey, refusedLookup } from "~/lib/private-lookup.ts";
import { samePathKeepsData } from "~/lib/revalidate.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { routeMeta } from "~/lib/seo.ts";
import type { loader as rootLoader } from "~/root.tsx";
import type { Route } from "./+types/checkout-success";

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/** "Pay by card": a redirect to Stripe's page (PRODUCT.md §4). */
export { payByCardAction as action } from "~/lib/pay-by-card.server.ts";

/**
 * The order as this visitor may see it: the customer's details only for the browser that placed
 * it or that followed an e-mail's link (`?key=…`), which the cookie then remembers and the address
 * loses again (decision 017).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = context.get(appContext);
  const key = new URL(request.url).searchParams.get("key");
  const cards = caller.services.payments.status().enabled;
  try {
    const [{ order, setCookie }, setting] = await Promise.all([
      caller.capabilities.orders.lookUpOrder(caller, params.orderNumber, key),
      caller.services.settingStore.get<PaymentSetting | null>("payment", null),
    ]);
    if (key !== null && order.customer) {
      const clean = `/checkout/success/${encodeURIComponent(order.orderNumber)}`;
      dropKey(clean, setCookie);
    }
    // Decided on the server, as of now: the page shows how to pay only while the order is payable.
    return {
      order,
      // The buyer's certificates of authenticity, for the buyer alone.
      certificates: order.customer
        ? (await caller.services.certificates.ofOrder(order.orderNumber)).filter(
            (certificate) => !certificate.revokedAt,
          )
        : [],
      // A commission's deposit or balance, or gift cards only: the starting words without goods
      // to ship.
      payment: {
        instructions:
          order.commission || order.giftCardsOnly
            ? commissionPaymentInstructions(paymentInstructions(setting, cards))
            : paymentInstructions(setting, cards),
      },
      wrongKey: key !== null,
      cards,
      payable: isPayable(order, new Date().toISOString()),
    };
  } catch (error) {
    // Too many lookups, or no such order: the page says so, with the status the API gives.
    return refusedLookup(error, () => ({
      order: null,
      certificates: [],
      payment: null,
      wrongKey: false,
      cards: false,
      payable: false,
    }));
  }
}

/**
 * Tidying `?placed=1` out of the address needs no new data: without this, each arrival would
 * look the order up twice (and spend the visitor's look-up allowance on it).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return samePathKeepsData(args, (next) => next.searchParams.has("key"));
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.loaderData?.order ? orderHeading(args.loaderData.order) : "Order not found",
    description: "Your order confirmation.",
  });

/**
 * The page's heading: what the order is now (the page follows the order). A
 * commission's deposit or balance says what it pays for: nothing was bought from the shop.
 */
function orderHeading(order: Pick<VisitorOrder, "status" | "paidAt" | "commission">): string {
  if (order.status === "cancelled") return "This order was cancelled";
  if (order.commission) {
    return order.paidAt
      ? `Paid on ${formatDate(order.paidAt)}, thank you`
      : `${paymentName(order.commission)} for commission C-${order.commission.id}`;
  }
  if (order.status === "shipped") return "Your order is on its way";
  if (order.status === "completed") return "Your order is complete";
  if (order.paidAt) return `Paid on ${formatDate(order.paidAt)}, thank you`;
  return "Order Placed Successfully!";
}

/**
 * Who the order goes to: the name and address, then the e-mail and phone; for a visitor who does
 * not hold the order's key, a note on why they are hidden and how the buyer sees them.
 */
function ShippingTo({
  customer: c,
  wrongKey,
}: {
  customer: OrderCustomer | undefined;
  wrongKey: boolean;
}) {
  if (!c) {
    return (
      <div className="mt-3 flex gap-3 text-sm text-ink-soft">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-accent-deep" aria-hidden />
        <div>
          <p>
            {wrongKey
              ? "The link you followed does not match this order, so the name and delivery address stay hidden."
              : "The name and delivery address are hidden, because anyone with the order number can open this page."}
          </p>
          <p className="mt-2">
            Placed this order? Open the link in your order confirmation e-mail to see them on this
            device.
          </p>
        </div>
      </div>
    );
  }
  return (
    <>
      <CustomerAddress customer={c} className="mt-3" />
      <EmailAndPhone customer={c} className="mt-4 text-sm text-ink-soft" />
    </>
  );
}

/** The owner's reason as a sentence: its own full stop, or one added. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

/** One fact of the order in its summary card: the term above, the value large below it. */
function OrderFact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="eyebrow">{term}</dt>
      <dd className={cx("mt-1 text-lg", className)}>{children}</dd>
    </div>
  );
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { order, certificates, payment, wrongKey, cards, payable } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const profile = root?.profile ?? DEFAULT_PROFILE;
  const toast = useToast();
  const [params, setParams] = useSearchParams();

  // Arriving from checkout: confirm with a toast once, then tidy the address.
  useEffect(() => {
    if (!order || params.get("placed") !== "1") return;
    toast({
      title: "Order placed successfully!",
      description: `Your order #${order.orderNumber} has been created.`,
    });
    setParams({}, { replace: true, preventScrollReset: true });
  }, [order, params, setParams, toast]);

  if (!order) {
    return (
      <div className="page flex min-h-[50vh] flex-col items-start justify-center gap-5 py-20">
        <h1 className="text-4xl">Order not found</h1>
        <p className="text-ink-soft">We could not find an order with that number.</p>
        <Link to="/shop" className="btn-primary">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const c = order.customer;
  const cancelled = order.status === "cancelled";
  const cancellation = cancelled ? order.timeline.findLast((e) => e.kind === "cancelled") : null;
  const reason = cancellation?.note;
  // What became of the money: refunded (or to be) when it was paid, else nothing is owed.
  const commission = order.commission;
  const backOnSale = commission ? "" : " Its pieces are back on sale.";
  const money = order.refund
    ? `${refundForBuyer(order.refund, order.currency, profile.artistName, formatDate(refundDueBy(cancellation?.at ?? order.createdAt)))}${backOnSale}`
    : commission
      ? "Nothing is owed."
      : "Nothing is owed, and its pieces are back on sale.";
  return (
    <div className="page max-w-4xl pb-20">
      <div className="pt-12 pb-8 sm:pt-16">
        {cancelled ? (
          <XCircle className="size-12 text-ink-soft" aria-hidden />
        ) : (
          <CheckCircle2 className="size-12 text-accent" aria-hidden />
        )}
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{orderHeading(order)}</h1>
        <p className="mt-3 text-lg text-ink-soft">
          {cancelled
            ? `${reason ? `${sentence(reason)} ` : ""}${money}`
            : commission
              ? order.paidAt
                ? `The ${commission.payment} for commission C-${commission.id} has arrived.`
                : `${c ? `Thank you, ${c.firstName}. ` : ""}This order asks for the ${commission.payment} of commission C-${commission.id}${payable ? "; it is waiting for your payment." : "."}`
              : order.giftCardsOnly && order.status !== "completed"
                ? `${c ? `Thank you, ${c.firstName}. ` : "Thank you. "}${giftCardsSentence(order)}`
                : order.paidAt
                  ? order.status === "paid"
                    ? "Your order is being prepared."
                    : `Paid on ${formatDate(order.paidAt)}, thank you.`
                  : `${c ? `Thank you, ${c.firstName}. ` : "Thank you. "}We have your order${payable ? "; it is waiting for your payment." : " and will be in touch soon."}`}
        </p>
      </div>
      <Card as="dl" className="grid gap-4 sm:grid-cols-3">
        <OrderFact term="Order number" className="font-mono break-all">
          {order.orderNumber}
        </OrderFact>
        <OrderFact term="Status">{statusLabel(order.status)}</OrderFact>
        <OrderFact term="Order date">{formatDate(order.createdAt)}</OrderFact>
      </Card>

      <PayByCard order={order} cards={cards} payable={payable} />
      {payable && (
        <Card
          title="What happens next?"
          titleId="next-heading"
          titleClassName="text-xl"
          className="mt-8"
        >
          <ol className={cx("mt-5 grid gap-5", commission ? "sm:grid-cols-2" : "sm:grid-cols-3")}>
            {/* The card's button is the buyer's alone (PayByCard): only they are offered it. */}
            {(commission
              ? commissionSteps(commission, cards && c !== undefined)
              : steps(cards && c !== undefined, order)
            ).map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent-deep">
                  <step.icon className="size-4" aria-hidden />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold">
                    {index + 1}. {step.title}
                  </h3>
                  <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {payment && (
            <p className="mt-6 rounded-xl bg-paper-deep px-4 py-3 text-sm">
              {payment.instructions}
            </p>
          )}
          {order.payBy && (
            <p className="mt-4 text-sm font-medium">
              Please pay by {formatDate(order.payBy)}: an order not paid by then is cancelled.
            </p>
          )}
        </Card>
      )}

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Card title="Items" titleId="items-heading" titleClassName="text-xl" className="min-w-0">
          <PlacedOrderSummary order={order} />
        </Card>
        <div className="flex min-w-0 flex-col gap-8">
          <Card title="Progress" titleId="progress-heading" titleClassName="text-xl">
            <OrderTimeline order={order} />
          </Card>
          {commission ? (
            <CommissionCard commission={commission} />
          ) : (
            <Card
              title={order.giftCardsOnly ? "Ordered by" : "Shipping to"}
              titleId="customer-heading"
              titleClassName="text-xl"
            >
              <ShippingTo customer={c} wrongKey={wrongKey} />
            </Card>
          )}
          {certificates.length > 0 && (
            <Card title="Certificates" titleId="certificates-heading" titleClassName="text-xl">
              <ul className="mt-3 space-y-2 text-sm">
                {certificates.map((certificate) => (
                  <li key={certificate.code}>
                    <Link
                      to={`/checkout/success/${order.orderNumber}/certificate/${certificate.code}`}
                      className="text-accent-deep underline underline-offset-4"
                    >
                      Certificate of authenticity: {certificate.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>

      <p className="mt-8 text-sm text-ink-soft">
        Questions about your order? Write to{" "}
        <a
          href={`mailto:${profile.ordersEmail}`}
          className="text-accent-deep underline underline-offset-4"
        >
          {profile.ordersEmail}
        </a>{" "}
        and mention your order number.
      </p>

      <div className="mt-10 flex flex-wrap gap-3">
        {commission ? (
          <Link to={`/commissions/${commission.id}`} className="btn-primary">
            Your commission
          </Link>
        ) : (
          <Link to="/shop" className="btn-primary">
            Continue Shopping
          </Link>
        )}
        <Link to="/" className="btn-secondary">
          Back to home
        </Link>
      </div>
    </div>
  );
}
