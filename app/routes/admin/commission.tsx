import { data, Form, Link } from "react-router";
import { commissionStatusLabel } from "#core/commission-status.ts";
import { NotFound } from "#core/domain-errors.ts";
import { formatMoney } from "#core/money.ts";
import { ArtworkStep } from "~/components/commissions/artwork-step.tsx";
import { CommissionRequest } from "~/components/commissions/commission-request.tsx";
import { CommissionPayments } from "~/components/commissions/payments.tsx";
import { CommissionThread } from "~/components/commissions/thread.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
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
  return performIntent(formInput(form), {
    status: (input) => commissions.updateCommission(caller, params.id, { status: input.status }),
    notes: (input) => commissions.updateCommission(caller, params.id, { notes: input.notes }),
    quote: (input) => commissions.quoteCommission(caller, params.id, input),
    message: (input) => commissions.messageRequester(caller, params.id, input),
    artwork: (input) =>
      commissions.commissionArtwork(caller, params.id, input, photo instanceof File ? photo : null),
  });
}

const inFourteenDays = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** One commission: the request, the photos, notes, the quote, payments, the thread, the portfolio. */
export default function AdminCommission({ loaderData, actionData }: Route.ComponentProps) {
  const { commission, pictures } = loaderData;
  const { quote, currency } = commission;
  const errors = actionData && !actionData.ok ? actionData.errors : {};
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
        {commission.moves.length > 0 && (
          <Form method="post" className="mt-4 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="status" />
            {commission.moves.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                className="btn-secondary"
              >
                Mark {commissionStatusLabel(status).toLowerCase()}
              </button>
            ))}
          </Form>
        )}
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
        {(commission.status === "new" || commission.status === "quoted") && (
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="quote" />
            <Field name="price" label="Price" required inputMode="decimal" error={errors.price} />
            <Field
              name="deposit"
              label='Deposit ("75.00" or "30%")'
              required
              error={errors.deposit}
            />
            <Field
              name="deliveryBy"
              type="date"
              label="Estimated delivery"
              optional
              error={errors.deliveryBy}
            />
            <Field
              name="validUntil"
              type="date"
              label="Valid until"
              required
              defaultValue={inFourteenDays()}
              error={errors.validUntil}
            />
            <TextAreaField name="terms" label="Terms" rows={3} error={errors.terms} />
            <button type="submit" className="btn-primary self-end justify-self-start">
              Send quote
            </button>
          </Form>
        )}
      </Card>
      <ArtworkStep commission={commission} pictures={pictures} errors={errors} />
      <Card padding="p-5">
        <h2 className="text-2xl">Private notes</h2>
        <Form method="post" className="mt-3 grid gap-3">
          <TextAreaField
            name="notes"
            label="Notes (only you see them)"
            rows={3}
            defaultValue={commission.notes}
          />
          <button
            type="submit"
            name="intent"
            value="notes"
            className="btn-secondary justify-self-start"
          >
            Save notes
          </button>
        </Form>
      </Card>
      <CommissionThread
        messages={commission.messages}
        names={{ owner: "You", requester: commission.name }}
        label="Message to the requester (e-mailed)"
        padding="p-5"
      />
    </div>
  );
}
