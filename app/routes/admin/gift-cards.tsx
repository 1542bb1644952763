import { GiftCardsTable } from "~/components/admin/gift-cards/gift-cards-table.tsx";
import { IssueGiftCardForm } from "~/components/admin/gift-cards/issue-form.tsx";
import { GiftCardsOnSaleCard } from "~/components/admin/gift-cards/on-sale-card.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import type { Route } from "./+types/gift-cards";

export const meta: Route.MetaFunction = () => [{ title: "Gift cards · Admin" }];

export const loader = readsLoader((services) => ({
  cards: services.giftCards.list(),
  onSale: services.giftCards.onSale(),
}));

/** The Gift cards page's form: the capability behind `POST /api/admin/gift-cards`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  const { intent: _intent, ...fields } = input;
  return performIntent(
    input,
    {
      "gift-card-issue": () => caller.capabilities.giftCards.issueGiftCard(caller, fields),
      "gift-cards-on-sale": () => caller.capabilities.giftCards.putGiftCardsOnSale(caller),
    },
    {
      toasts: {
        "gift-card-issue": (issued: { code: string }) => ({
          title: "Gift card issued",
          description: `Its code is ${issued.code}`,
        }),
        "gift-cards-on-sale": () => ({
          title: "Gift cards are on sale",
          description: "Change the card's picture, amounts or words in Products.",
        }),
      },
    },
  );
}

/** The owner's gift cards: a new one by hand, and every card with its balance and its uses. */
export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <AdminPageTitle title="Gift cards">
        Cards bought in the shop are mailed to their recipient once the order is paid. A card pays
        for part or all of an order; what is left stays on it, and a cancelled order gives back what
        it took.
      </AdminPageTitle>
      <GiftCardsOnSaleCard onSale={loaderData.onSale} />
      <IssueGiftCardForm />
      <GiftCardsTable cards={loaderData.cards} />
    </div>
  );
}
