import { Link } from "react-router";
import { formatMoney } from "#core/money.ts";
import { Card } from "~/components/ui/card.tsx";
import { type Column, DataTable } from "~/components/ui/data-table.tsx";
import type { GiftCardView } from "../../../../server/services/gift-cards.ts";

const MOVE_WORDS = {
  issue: "Issued",
  hold: "Held by",
  release: "Given back from",
  spend: "Spent on",
  void: "Cancelled with",
} as const;

/** A card's history: each move of its balance and the order it was for. */
function Moves({ card }: { card: GiftCardView }) {
  const money = (minor: number) => formatMoney(minor, card.currency);
  return (
    <ul className="space-y-0.5">
      {card.moves.map((move) => (
        <li key={move.id} className="whitespace-nowrap">
          {MOVE_WORDS[move.kind]}
          {move.orderNumber ? (
            <>
              {" "}
              <Link to={`/admin/orders/${move.orderNumber}`} className="underline">
                {move.orderNumber}
              </Link>
            </>
          ) : null}
          : <span className="tabular-nums">{money(move.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every gift card with its balance, who it is for, where it came from and its uses. */
export function GiftCardsTable({ cards }: { cards: readonly GiftCardView[] }) {
  if (cards.length === 0) {
    return (
      <Card dashed className="text-ink-soft">
        No gift cards yet. Sell them as a product in a "Gift cards" collection, or issue one above.
      </Card>
    );
  }
  const columns: Column<GiftCardView>[] = [
    {
      key: "code",
      header: "Code",
      cell: (card) => <span className="whitespace-nowrap font-mono">{card.maskedCode}</span>,
    },
    {
      key: "amount",
      header: "Amount",
      className: "tabular-nums",
      cell: (card) => formatMoney(card.initialAmount, card.currency),
    },
    {
      key: "balance",
      header: "Balance",
      className: "tabular-nums",
      cell: (card) => (
        <strong className={card.balance === 0 ? "font-normal text-ink-soft" : "font-semibold"}>
          {formatMoney(card.balance, card.currency)}
        </strong>
      ),
    },
    {
      key: "for",
      header: "For",
      cell: (card) =>
        [card.recipientName, card.recipientEmail].filter(Boolean).join(", ") || "Not named",
    },
    {
      key: "from",
      header: "From",
      cell: (card) =>
        card.boughtBy ? (
          <Link to={`/admin/orders/${card.boughtBy}`} className="underline">
            {card.boughtBy}
          </Link>
        ) : (
          "Issued by hand"
        ),
    },
    { key: "moves", header: "Use", cell: (card) => <Moves card={card} /> },
  ];
  return <DataTable columns={columns} rows={cards} rowKey={(card) => card.id} />;
}
