import { Link } from "react-router";
import { commissionStatusLabel } from "#core/commission-status.ts";
import { formatMoney } from "#core/money.ts";
import { CommissionRequest } from "~/components/commissions/commission-request.tsx";
import { CommissionPayments } from "~/components/commissions/payments.tsx";
import { QuoteAnswer } from "~/components/commissions/quote-answer.tsx";
import { CommissionThread, type MessageAnswer } from "~/components/commissions/thread.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { lookUpByKey } from "~/lib/private-lookup.ts";
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
export function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = context.get(appContext);
  return lookUpByKey(request, {
    look: (key) => caller.capabilities.commissions.lookUpCommission(caller, params.id, key),
    clean: ({ commission }) => `/commissions/${commission.id}`,
    page: ({ commission }) => ({ commission }),
    refused: () => ({ commission: null }),
  });
}

/**
 * The requester's answers: accept or decline the quote, or write on the thread (a multipart form,
 * its photos too). A refused message echoes its text, for the page drawn without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const form = await request.formData();
  const input = formInput(form);
  const { commissions } = caller.capabilities;
  const message = typeof input.message === "string" ? input.message : undefined;
  return performIntent(
    input,
    {
      accept: () => commissions.acceptQuote(caller, params.id),
      decline: () => commissions.declineQuote(caller, params.id),
      message: () => commissions.replyToCommission(caller, params.id, async () => form),
    },
    { echo: { values: input.intent === "message" ? { message } : {} } },
  );
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
          {commission.status === "quoted" &&
            (commission.depositLapsedAt ? (
              <p className="mt-4 rounded-xl bg-paper-deep px-4 py-3" data-testid="deposit-lapsed">
                The deposit was not paid in time, so its order was cancelled. The artist may renew
                the quote for you to accept again, or withdraw it: you will hear which by e-mail.
              </p>
            ) : (
              <QuoteAnswer />
            ))}
          {commission.status === "finished" && commission.balance && (
            <p className="mt-4 rounded-xl bg-paper-deep px-4 py-3">
              Your piece is finished! It is sent once the balance is paid.
            </p>
          )}
          <CommissionPayments
            commission={commission}
            orderPage={(orderNumber) => `/checkout/success/${orderNumber}`}
          />
          {commission.certificate && (
            <p className="mt-4">
              <Link
                to={`/checkout/success/${commission.certificate.orderNumber}/certificate/${commission.certificate.code}`}
                className="text-accent-deep underline underline-offset-4"
              >
                Certificate of authenticity: {commission.certificate.title}
              </Link>
            </p>
          )}
        </Card>
      )}
      <CommissionThread
        messages={commission.messages}
        names={{ owner: "The artist", requester: "You" }}
        label="Your message"
        padding="p-5 sm:p-8"
        noScriptAnswer={
          actionData?.intent === "message" ? (actionData as MessageAnswer) : undefined
        }
      />
    </div>
  );
}
