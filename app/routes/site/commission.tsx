import { data, Form, redirect } from "react-router";
import { commissionStatusLabel } from "#core/commission-status.ts";
import { NotFound, RateLimited } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { CommissionRequest } from "~/components/commissions/commission-request.tsx";
import { CommissionPayments } from "~/components/commissions/payments.tsx";
import { CommissionThread } from "~/components/commissions/thread.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { failureInit, formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import type { Route } from "./+types/commission";

export const meta: Route.MetaFunction = () => [
  { title: "Your commission" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/**
 * The requester's private page: only for the commission's key, from the e-mail's link
 * (`?key=…`, which the cookie then keeps and the address loses) or the browser that asked.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = context.get(appContext);
  const key = new URL(request.url).searchParams.get("key");
  try {
    const { commission, setCookie } = await caller.capabilities.commissions.lookUpCommission(
      caller,
      params.id,
      key,
    );
    if (key !== null) {
      throw redirect(
        `/commissions/${commission.id}`,
        setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
      );
    }
    return { commission };
  } catch (error) {
    if (!(error instanceof RateLimited || error instanceof NotFound)) throw error;
    return data({ commission: null }, failureInit(error));
  }
}

/** The requester's answers: accept or decline the quote, or write on the thread. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  const { commissions } = caller.capabilities;
  return performIntent(input, {
    accept: () => commissions.acceptQuote(caller, params.id),
    decline: () => commissions.declineQuote(caller, params.id),
    message: (form) => commissions.replyToCommission(caller, params.id, form),
  });
}

export default function Commission({ loaderData, actionData }: Route.ComponentProps) {
  const { commission } = loaderData;
  if (!commission) {
    return (
      <div className="page pb-8">
        <PageHeader eyebrow="Commissions" title="Commission not found">
          <p>Please open the link in the e-mail you were sent.</p>
        </PageHeader>
      </div>
    );
  }
  const { quote, currency } = commission;
  return (
    <div className="page grid gap-6 pb-8">
      <PageHeader eyebrow="Your commission" title={commission.title}>
        <p>
          Status:{" "}
          <strong data-testid="commission-status">
            {commissionStatusLabel(commission.status)}
          </strong>
        </p>
      </PageHeader>
      <ActionNotice answer={actionData} />
      <Card padding="p-5 sm:p-8">
        <h2 className="text-2xl">Your request</h2>
        <CommissionRequest commission={commission} />
      </Card>
      {quote && (
        <Card padding="p-5 sm:p-8">
          <h2 className="text-2xl">Quote</h2>
          <p className="mt-3">
            Price {formatMoney(quote.price, currency)}, deposit{" "}
            <span data-testid="quote-deposit">{formatMoney(quote.deposit, currency)}</span>, balance{" "}
            {formatMoney(quote.balance, currency)}.{commission.taxNote && ` ${commission.taxNote}`}
          </p>
          {quote.deliveryBy && <p>Estimated delivery: {quote.deliveryBy}</p>}
          <p>Valid until {quote.validUntil}.</p>
          {quote.terms && <p className="mt-2 whitespace-pre-line">{quote.terms}</p>}
          {commission.status === "quoted" && (
            <div className="mt-4 flex gap-3">
              <Form method="post">
                <button type="submit" name="intent" value="accept" className="btn-primary">
                  Accept the quote
                </button>
              </Form>
              <Form method="post">
                <button type="submit" name="intent" value="decline" className="btn-secondary">
                  Decline
                </button>
              </Form>
            </div>
          )}
          <CommissionPayments
            commission={commission}
            orderPage={(orderNumber) => `/checkout/success/${orderNumber}`}
          />
        </Card>
      )}
      <CommissionThread
        messages={commission.messages}
        names={{ owner: "The artist", requester: "You" }}
        label="Your message"
        padding="p-5 sm:p-8"
      />
    </div>
  );
}
