import { Link } from "react-router";
import { Card } from "~/components/ui/card.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

export interface GiftCardOnSale {
  id: number;
  name: string;
  available: boolean;
}

/**
 * "In the shop": the gift cards buyers can buy, each a link to its product to change its picture,
 * amounts and words; or, when the shop sells none, one press that puts a card on sale
 * (`gift-cards-on-sale`: the Gift cards collection and a card in £25, £50 and £100).
 */
export function GiftCardsOnSaleCard({ onSale }: { onSale: GiftCardOnSale[] }) {
  const actionForm = useActionForm({ key: "gift-cards-on-sale" });
  return (
    <Card as="section" title="In the shop" titleId="gift-cards-in-shop" titleClassName="text-xl">
      {onSale.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            Buyers choose an amount; the code goes by e-mail once the order is paid. Change a card's
            picture, amounts or words in Products.
          </p>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {onSale.map((product) => (
              <li key={product.id}>
                <Link
                  to="/admin/products?category=gift-cards"
                  className="underline underline-offset-4"
                >
                  {product.name}
                </Link>
                {product.available ? "" : " (not on sale: marked unavailable)"}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ActionForm recipe={actionForm} className="mt-1 flex flex-col items-start gap-3">
          <input type="hidden" name="intent" value="gift-cards-on-sale" />
          <p className="text-sm text-ink-soft">
            The shop sells no gift cards yet. One press adds a Gift cards collection with a card in
            three amounts and a picture with your name; change any of it afterwards in Products.
          </p>
          <SubmitButton pending={actionForm.pending} busyLabel="Adding…" className="btn-secondary">
            Sell gift cards in the shop
          </SubmitButton>
        </ActionForm>
      )}
    </Card>
  );
}
