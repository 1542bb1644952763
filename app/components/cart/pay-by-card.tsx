import { CreditCard } from "lucide-react";
import { useEffect } from "react";
import { useActionData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { formatMoney } from "#core/money.ts";
import type { VisitorOrder } from "#core/order.ts";
import { CARD_HOLD_MINUTES } from "#core/original-holds.ts";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { ActionFailure } from "~/lib/action-result.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/** How often, and how many times, a page back from Stripe looks for the payment's confirmation. */
const CONFIRM_EVERY_MS = 2_000;
const CONFIRM_TRIES = 15;

/**
 * The order page's "Pay {total} by card" (PRODUCT.md §4, "Paying by card"): for the buyer (the
 * browser that holds the order's key), while the order is payable and the shop takes cards. A
 * plain form: the page's action answers with a redirect to Stripe's page, so it works without
 * JavaScript. Back from Stripe (`?card=paid`) before Stripe's event has arrived, it says so and
 * looks again for a little while.
 */
export function PayByCard({
  order,
  cards,
  payable: payableNow,
}: {
  order: VisitorOrder;
  cards: boolean;
  /** Whether the order may be paid now (`isPayable`, decided by the loader as of the request). */
  payable: boolean;
}) {
  const post = useActionForm({ navigate: true });
  const navigation = useNavigation();
  const failure = useActionData() as ActionFailure | undefined;
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const payable = cards && order.customer !== undefined && payableNow;
  const returning = params.get("card") === "paid" && payable;

  useEffect(() => {
    if (!returning) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > CONFIRM_TRIES) clearInterval(timer);
      else if (revalidator.state === "idle") void revalidator.revalidate();
    }, CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [returning, revalidator]);

  if (!payable) return null;
  // What is left after a gift card: the card is asked for that only.
  const total = formatMoney(order.total - order.giftCardAmount, order.currency);
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  return (
    <Card title="Pay by card" titleId="pay-heading" titleClassName="text-xl" className="mt-8">
      {returning ? (
        <p role="status" className="mt-3 text-sm">
          Thank you: Stripe is confirming your payment. This page shows it as paid in a moment.
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">
          Pay the whole order now on Stripe's secure page; you come back here afterwards.
          {order.items.some((item) => item.artworkId !== null) &&
            ` Once you start, the originals in it are kept for you for ${CARD_HOLD_MINUTES} minutes: unpaid by then, they go back on sale.`}
        </p>
      )}
      <ActionNotice answer={failure} className="mt-4 text-sm" />
      <ActionForm recipe={post} className="mt-4">
        <input type="hidden" name="intent" value="pay-by-card" />
        <button type="submit" className="btn-primary" disabled={busy}>
          <CreditCard className="size-4" aria-hidden />
          {busy ? "Opening Stripe…" : `Pay ${total} by card`}
        </button>
      </ActionForm>
    </Card>
  );
}
