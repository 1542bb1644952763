import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { cartTotals } from "#core/cart-totals.ts";
import { countryOptions, countryParam } from "#core/countries.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import { formatTaxRate } from "#core/store.ts";
import { totalsRows } from "#core/totals-rows.ts";
import { CART_REMOVE_KEY, CartLine, useCartForm } from "~/components/cart/cart-line.tsx";
import { appliedCode, DiscountField } from "~/components/cart/discount-field.tsx";
import { GiftCardField, giftCardAmount } from "~/components/cart/gift-card-field.tsx";
import { FreeShippingHint } from "~/components/cart/order-summary.tsx";
import { TotalsList } from "~/components/cart/summary-row.tsx";
import { EmptyCart } from "~/components/empty-cart.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { CountryField } from "~/components/ui/field.tsx";
import { backFrom, formInput, type IntentToasts, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { fixedMeta } from "~/lib/seo.ts";
import { ActionForm } from "~/lib/use-action-form.ts";
import { useMoney, useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = fixedMeta({
  title: "Shopping Cart",
  description: "Review what is in your cart before checking out.",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, cartSessionId } = context.get(appContext);
  const [cart, offers, discount, giftCard] = await Promise.all([
    services.cart.view(cartSessionId),
    services.collections.offers(),
    services.discounts.cartCode(cartSessionId),
    services.giftCards.cartGiftCard(cartSessionId),
  ]);
  // "Shipping to" (`?country=`, without scripts a GET form); unknown: the home country.
  return {
    ...cart,
    offers,
    discount,
    giftCard,
    // A newsletter's `?code=` fills in the discount field.
    codeParam: new URL(request.url).searchParams.get("code")?.slice(0, 64) ?? "",
    country: countryParam(request.url),
    countries: cart.items.length > 0 ? countryOptions() : [],
  };
}

/**
 * The one door for every cart change from any page (the shop's product dialog and cards, an
 * artwork's page, this page), by intent: the `/api/cart` capabilities, given the form as it came
 * (the schemas read it). `update` posts the line's target quantity (1 to 99, as the API). Each
 * change says its toast; posted without JavaScript from another page, the answer is a redirect
 * back there with it (core/flash.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { cart } = caller.capabilities;
  const input = formInput(await request.formData());
  return performIntent(
    input,
    {
      // The name for the toast and the new cart's cookie; never the cart's session id.
      add: async () => pick(await cart.addToCart(caller, input), "name", "setCookie"),
      update: () => cart.updateCartLine(caller, input),
      remove: () => cart.removeCartLine(caller, input.cartItemId),
      clear: () => cart.clearCart(caller),
      discount: () => caller.capabilities.discounts.applyDiscountCode(caller, input),
      "discount-remove": () => caller.capabilities.discounts.removeDiscountCode(caller),
      "gift-card": () => caller.capabilities.giftCards.applyGiftCard(caller, input),
      "gift-card-remove": () => caller.capabilities.giftCards.removeGiftCard(caller),
    },
    { back: backFrom(input, caller), toasts: CART_TOASTS },
  );
}

/** What each cart change says (PRODUCT.md §8); a quantity says nothing, the line shows it. */
const CART_TOASTS: IntentToasts = {
  add: (added: { name: string }) => ({
    title: "Added to cart",
    description: `${added.name} was added to your cart.`,
  }),
  remove: { title: "Item removed", description: "Item removed from cart successfully" },
  clear: { title: "Cart cleared", description: "All items removed from cart" },
  "discount-remove": { title: "Code removed", description: "The discount code was removed" },
  "gift-card": { title: "Gift card applied", description: "It pays what it can of your order" },
  "gift-card-remove": { title: "Gift card removed", description: "The gift card was removed" },
};

/** `value` with only `keys`. */
const pick = <T extends object, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { items, itemCount, countries, offers, discount, giftCard } = loaderData;
  const store = useStore();
  const [country, setCountry] = useState(loaderData.country ?? store.homeCountry);
  const rules = { ...shippingRules(store, country), offers, code: discount?.term ?? null };
  const totals = cartTotals(items, rules);
  const hydrated = useHydrated();
  const money = useMoney();
  const clearer = useCartForm("cart-clear");
  const clearing = clearer.pending;
  const { fetcher: remover } = useCartForm(CART_REMOVE_KEY);
  const blocked = items.filter((item) => item.problem).length;
  const removingId = remover.state !== "idle" ? Number(remover.formData?.get("cartItemId")) : null;

  return (
    <div className="page pb-20">
      <PageHeader eyebrow="Cart" title="Shopping Cart">
        <p>
          {itemCount} {itemCount === 1 ? "item" : "items"}
        </p>
      </PageHeader>
      {/* Without JavaScript a refused change answers here; with it, a toast does. */}
      <ActionNotice answer={actionData} className="mb-6" />
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card as="section" aria-labelledby="cart-items-heading" padding="px-5 sm:px-8">
            <div className="flex items-center justify-between border-b border-line py-4">
              <h2 id="cart-items-heading" className="text-xl">
                Items
              </h2>
              <ActionForm recipe={clearer}>
                <button
                  type="submit"
                  name="intent"
                  value="clear"
                  disabled={clearing}
                  className="text-sm text-ink-soft underline-offset-4 hover:text-red-700 hover:underline disabled:opacity-50"
                >
                  {clearing ? "Clearing..." : "Clear Cart"}
                </button>
              </ActionForm>
            </div>
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <CartLine key={item.id} item={item} removing={removingId === item.id} />
              ))}
            </ul>
          </Card>
          <Card
            as="aside"
            title="Order Summary"
            titleId="summary-heading"
            titleClassName="text-xl"
            className="h-fit min-w-0 lg:sticky lg:top-24"
          >
            <dl className="mt-5 space-y-3 text-sm">
              <TotalsList
                rows={totalsRows(
                  { ...totals, giftCardAmount: giftCardAmount(giftCard, totals.total) },
                  {
                    taxRate: formatTaxRate(store.taxRate),
                    taxName: store.taxName,
                    itemCount: totals.itemCount,
                    shippingFirst: true,
                  },
                )}
                money={money}
              />
            </dl>
            {/* Shipping by destination: the zone's charge for the chosen country. */}
            <Form method="get" className="mt-5 flex items-end gap-2" preventScrollReset>
              <div className="min-w-0 flex-1">
                <CountryField
                  name="country"
                  label="Shipping to"
                  countries={countries}
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                />
              </div>
              {!hydrated && (
                <button type="submit" className="btn-secondary px-4 py-2.5">
                  Update
                </button>
              )}
            </Form>
            <FreeShippingHint gap={totals.freeShippingGap} currency={store.currency} />
            <DiscountField
              applied={appliedCode(discount, totals, money)}
              initialCode={loaderData.codeParam}
            />
            <GiftCardField applied={giftCard} money={money} />
            {blocked ? (
              // Checkout would refuse these lines (409): say so here, before any typing.
              <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                Some items cannot be bought as they are: remove or change the marked{" "}
                {blocked === 1 ? "item" : "items"} to check out.
              </p>
            ) : (
              <Link
                to={country === store.homeCountry ? "/checkout" : `/checkout?country=${country}`}
                className="btn-primary mt-6 w-full"
              >
                Proceed to Checkout
              </Link>
            )}
            <Link to="/shop" className="btn-secondary mt-3 w-full">
              Continue Shopping
            </Link>
          </Card>
        </div>
      )}
    </div>
  );
}

/** False on the server's page and until React runs in the browser, then true. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
