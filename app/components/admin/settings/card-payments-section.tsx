import { Card } from "~/components/ui/card.tsx";

/** What the settings page knows of card payments (services/payments: `status()`). */
export interface CardPaymentsStatus {
  enabled: boolean;
  mode: "test" | "live" | null;
  webhookUrl: string | null;
}

/**
 * Settings → Card payments: whether buyers can pay by card through Stripe Checkout, and how to
 * turn it on (PRODUCT.md §4, "Paying by card"). The keys live in the server's environment, never
 * in the database or a form, so this only tells.
 */
export function CardPaymentsSection({ status }: { status: CardPaymentsStatus }) {
  const webhook = status.webhookUrl ?? "https://your-site/api/payments/stripe/webhook";
  return (
    <Card
      title="Card payments"
      titleId="settings-cards"
      description={
        status.enabled
          ? `On, through Stripe (${status.mode} keys): buyers see "Pay by card" on their order page until the order is paid or its deadline passes.`
          : "Off: buyers pay as your payment instructions say. Card payments through Stripe are optional."
      }
    >
      {status.enabled ? (
        <p className="mt-3 text-sm text-ink-soft">
          Stripe tells the site of each payment at{" "}
          <span className="font-mono break-all">{webhook}</span>. A paid order is marked paid, as
          when you do it yourself; a payment that does not match its order is kept for you to refund
          or accept, with a notice here in admin and an e-mail.
        </p>
      ) : (
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-ink-soft">
          <li>In your Stripe dashboard, copy the secret key (Developers → API keys).</li>
          <li>
            Add a webhook endpoint at <span className="font-mono break-all">{webhook}</span> for the
            events <span className="font-mono break-all">checkout.session.completed</span> and{" "}
            <span className="font-mono break-all">checkout.session.async_payment_succeeded</span>,
            and copy its signing secret.
          </li>
          <li>
            Start the site with <span className="font-mono break-all">STRIPE_SECRET_KEY</span> and{" "}
            <span className="font-mono break-all">STRIPE_WEBHOOK_SECRET</span> set (and{" "}
            <span className="font-mono break-all">PUBLIC_URL</span>);{" "}
            <span className="font-mono break-all">npm run doctor</span> checks them.
          </li>
        </ol>
      )}
    </Card>
  );
}
