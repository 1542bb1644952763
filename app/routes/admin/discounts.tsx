import { DiscountForm } from "~/components/admin/discounts/discount-form.tsx";
import { DiscountsTable } from "~/components/admin/discounts/discounts-table.tsx";
import { AdminPageTitle } from "~/components/admin/page-title.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { readsLoader } from "~/lib/reads-loader.ts";
import type { Route } from "./+types/discounts";

export const meta: Route.MetaFunction = () => [{ title: "Discounts · Admin" }];

export const loader = readsLoader((services) => ({
  discounts: services.discounts.list(),
  choices: services.discounts.choices(),
  // The codes' states are read at this moment, on the server, so the page hydrates as it was drawn.
  now: services.clock.now().toISOString(),
}));

/** The Discounts page's forms by intent: the capabilities behind `/api/admin/discounts`. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { discounts } = caller.capabilities;
  const input = formInput(await request.formData());
  const { id, intent: _intent, ...changes } = input;
  return performIntent(input, {
    "discount-create": () => discounts.createDiscount(caller, changes),
    "discount-update": () => discounts.updateDiscount(caller, id, changes),
    "discount-delete": () => discounts.deleteDiscount(caller, id),
  });
}

/** The owner's discount codes: a new one, and every code with its uses and orders. */
export default function AdminDiscounts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <AdminPageTitle title="Discounts">
        Codes buyers type in the cart or at checkout, or follow in a link like /cart?code=SPRING10.
        A code applies after the collections' offers, and is counted when an order is placed.
      </AdminPageTitle>
      <DiscountForm {...loaderData.choices} />
      <DiscountsTable discounts={loaderData.discounts} now={loaderData.now} />
    </div>
  );
}
