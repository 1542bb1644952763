import { Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import type { GiftRecipientView } from "#core/order.ts";
import { Card } from "~/components/ui/card.tsx";

/** A card the order bought, as its loader lists it (services/gift-cards.ts's `ofOrder`). */
interface BoughtCard {
  id: number;
  maskedCode: string;
  initialAmount: number;
  balance: number;
  currency: string;
}

/**
 * An order's gift cards on its admin page: whom the buyer named and their message, then the cards
 * issued from it (their codes hidden as Admin → Gift cards hides them, with what is left on each).
 * An order of gift cards only says that nothing is posted.
 */
export function OrderGiftCards({
  giftCardsOnly,
  recipient,
  cards,
  paid,
}: {
  giftCardsOnly: boolean;
  recipient: GiftRecipientView | null;
  cards: readonly BoughtCard[];
  paid: boolean;
}) {
  return (
    <Card title="Gift cards" titleId="order-gift-cards">
      {giftCardsOnly && (
        <p className="mt-3 text-sm">
          Nothing to post: every line is a gift card, e-mailed once the order is paid.
        </p>
      )}
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-medium">For</dt>
          <dd>
            {recipient?.email ? (
              <>
                {recipient.name && <span className="block">{recipient.name}</span>}
                <a
                  href={`mailto:${recipient.email}`}
                  className="break-all text-accent-deep underline underline-offset-4"
                >
                  {recipient.email}
                </a>
              </>
            ) : (
              <>
                {recipient?.name && <span className="block">{recipient.name}</span>}
                <span className="text-ink-soft">Mailed to the buyer</span>
              </>
            )}
          </dd>
        </div>
        {recipient?.message && (
          <div>
            <dt className="font-medium">Message</dt>
            <dd className="whitespace-pre-line">{recipient.message}</dd>
          </div>
        )}
      </dl>
      {cards.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" aria-label="Cards issued">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-mono">{card.maskedCode}</span>
              <span className="tabular-nums">
                {formatMoney(card.balance, card.currency)} left of{" "}
                {formatMoney(card.initialAmount, card.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">
          {paid ? "No cards were issued." : "The cards are issued once the order is paid."}
        </p>
      )}
      <Link
        to="/admin/gift-cards"
        className="mt-4 inline-block text-sm text-accent-deep underline underline-offset-4"
      >
        All gift cards
      </Link>
    </Card>
  );
}
