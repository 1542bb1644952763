import { Link } from "react-router";
import type { HeldOriginal } from "#core/original-holds.ts";
import { Card } from "~/components/ui/card.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * Orders → Originals on hold (PRODUCT.md §4, Originals): each original an unpaid order holds, by
 * which order, since and until when, with "Release" to put it back on sale (the order keeps its
 * line, and its history says so). A list, not a table: the page's table is the orders'.
 */
export function OriginalsOnHold({ held }: { held: readonly HeldOriginal[] }) {
  const actionForm = useActionForm<{ title: string }>({
    success: (answer) => ({
      title: "Original released",
      description: `${answer.title} is back on sale.`,
    }),
    failure: { title: "Could not release" },
  });
  const { pending } = actionForm;
  if (held.length === 0) return null;
  return (
    <Card
      title="Originals on hold"
      titleId="originals-on-hold"
      description="Originals reserved by orders that are not paid yet. Release one to put it back on sale; its order keeps the line."
      className="mt-6"
    >
      <ul className="mt-4 divide-y divide-line">
        {held.map((hold) => (
          <li
            key={`${hold.orderNumber}-${hold.artworkId}`}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="text-sm">
              <p className="font-medium">{hold.title}</p>
              <p className="text-ink-soft">
                Held by{" "}
                <Link
                  to={`/admin/orders/${hold.orderNumber}`}
                  className="font-mono text-accent-deep underline underline-offset-4"
                >
                  {hold.orderNumber}
                </Link>{" "}
                ({hold.buyer}, {hold.email}) since {formatDateTime(hold.since)}
                {hold.until && <>, until {formatDateTime(hold.until)} (UTC)</>}
                {hold.byCard && ": a card payment is under way"}
              </p>
            </div>
            <ActionForm recipe={actionForm}>
              <input type="hidden" name="intent" value="release" />
              <input type="hidden" name="orderNumber" value={hold.orderNumber} />
              <input type="hidden" name="artworkId" value={hold.artworkId} />
              <button
                type="submit"
                className="btn-secondary px-3 py-1.5"
                disabled={pending}
                aria-label={`Release ${hold.title} from order ${hold.orderNumber}`}
              >
                Release
              </button>
            </ActionForm>
          </li>
        ))}
      </ul>
    </Card>
  );
}
