import { data, Link } from "react-router";
import { commissionStatusLabel } from "#core/commission-status.ts";
import { NotFound } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { ArtworkStep } from "~/components/commissions/artwork-step.tsx";
import { CommissionRequest } from "~/components/commissions/commission-request.tsx";
import {
  NotesForm,
  type PageErrors,
  QuoteForm,
  RenewForm,
  StatusButtons,
} from "~/components/commissions/owner-forms.tsx";
import { CommissionPayments } from "~/components/commissions/payments.tsx";
import { CommissionThread, type MessageAnswer } from "~/components/commissions/thread.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/commission";

export const meta: Route.MetaFunction = () => [{ title: "Commission · Admin" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  try {
    const commission = await services.commissions.get(Number(params.id));
    // The pictures to choose from only when the artwork step is offered.
    const offered = commission.consentToShow && commission.artworkId === null;
    return { commission, pictures: offered ? await services.commissions.pictures() : [] };
  } catch (error) {
    if (error instanceof NotFound) throw data("Commission not found", { status: 404 });
    throw error;
  }
}

/** The owner's writes: the same capabilities as `PATCH`/`POST /api/admin/commissions/{id}/…`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { commissions } = caller.capabilities;
  const form = await request.formData();
  const photo = form.get("photo");
  const input = formInput(form);
  const message = typeof input.message === "string" ? input.message : undefined;
  return performIntent(
    input,
    {
      status: (input) => commissions.updateCommission(caller, params.id, { status: input.status }),
      notes: (input) => commissions.updateCommission(caller, params.id, { notes: input.notes }),
      quote: (input) => commissions.quoteCommission(caller, params.id, input),
      renew: (input) => commissions.renewQuote(caller, params.id, input),
      message: () => commissions.messageRequester(caller, params.id, async () => form),
      artwork: (input) =>
        commissions.commissionArtwork(
          caller,
          params.id,
          input,
          photo instanceof File ? photo : null,
        ),
    },
    // A refused message keeps its text on the page drawn without JavaScript.
    { echo: { values: input.intent === "message" ? { message } : {} } },
  );
}

/** One commission: the request, the photos, notes, the quote, payments, the thread, the portfolio. */
export default function AdminCommission({ loaderData, actionData }: Route.ComponentProps) {
  const { commission, pictures } = loaderData;
  const { quote, currency } = commission;
  const pageErrors: PageErrors = (intent) =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData.errors : undefined;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/admin/commissions" className="text-sm underline-offset-2 hover:underline">
        ← Commissions
      </Link>
      <h1 className="font-display text-3xl">{commission.title}</h1>
      <ActionNotice answer={actionData} />
      <Card padding="p-5">
        <p>
          <strong>{commission.name}</strong> &lt;{commission.email}&gt; ·{" "}
          <span data-testid="commission-status">{commissionStatusLabel(commission.status)}</span>
          {commission.isSpam && " · flagged as spam"}
          {commission.consentToShow ? " · may be shown in the portfolio" : ""}
        </p>
        <CommissionRequest commission={commission} />
        <StatusButtons commission={commission} />
      </Card>
      <Card padding="p-5">
        <h2 className="text-2xl">Quote</h2>
        {quote && (
          <p className="mt-2">
            {formatMoney(quote.price, currency)}, deposit {formatMoney(quote.deposit, currency)} (
            {quote.depositRule}), valid until {quote.validUntil}.
          </p>
        )}
        <CommissionPayments
          commission={commission}
          orderPage={(orderNumber) => `/admin/orders/${orderNumber}`}
        />
        {commission.status === "quoted" && commission.depositLapsedAt && (
          <RenewForm pageErrors={pageErrors} />
        )}
        {(commission.status === "new" || commission.status === "quoted") && (
          <QuoteForm pageErrors={pageErrors} />
        )}
        {commission.certificate && (
          <p className="mt-4">
            Certificate of authenticity:{" "}
            <Link to="/admin/certificates" className="underline underline-offset-2">
              {commission.certificate.title} ({commission.certificate.code})
            </Link>
          </p>
        )}
      </Card>
      <ArtworkStep commission={commission} pictures={pictures} errors={pageErrors("artwork")} />
      <Card padding="p-5">
        <h2 className="text-2xl">Private notes</h2>
        <NotesForm notes={commission.notes} />
      </Card>
      <CommissionThread
        messages={commission.messages}
        names={{ owner: "You", requester: commission.name }}
        label="Message to the requester (e-mailed)"
        padding="p-5"
        noScriptAnswer={
          actionData?.intent === "message" ? (actionData as MessageAnswer) : undefined
        }
      />
    </div>
  );
}
