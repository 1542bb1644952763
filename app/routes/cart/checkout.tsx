import { Info, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, redirect, useNavigation } from "react-router";
import { cartTotals, unitPriceOf } from "#core/cart-totals.ts";
import { countryOptions, countryParam } from "#core/countries.ts";
import { GIFT_CARD_CATEGORY, giftCardsOnly } from "#core/gift-cards.ts";
import { placeOrderSchema } from "#core/schemas/checkout-input.ts";
import { shippingRules } from "#core/shipping-zones.ts";
import { formatTaxRate } from "#core/store.ts";
import { cartThumbnail, lineName, lineProblemText } from "~/components/cart/cart-line.tsx";
import { CustomerFields } from "~/components/cart/customer-fields.tsx";
import { appliedCode, DiscountField } from "~/components/cart/discount-field.tsx";
import {
  GiftCardField,
  GiftRecipientFields,
  giftCardAmount,
} from "~/components/cart/gift-card-field.tsx";
import { FreeShippingHint, OrderSummary } from "~/components/cart/order-summary.tsx";
import { EmptyCart } from "~/components/empty-cart.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { Card } from "~/components/ui/card.tsx";
import { NewTabLink } from "~/components/ui/new-tab-link.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { formValues, performAction } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { fixedMeta } from "~/lib/seo.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { useMoney, useStore } from "~/lib/use-store.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = fixedMeta({
  title: "Checkout",
  description: "Place your order; how to pay for it follows on its page and by e-mail.",
});

/** Sends the headers the loader and action set (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, cartSessionId } = context.get(appContext);
  const [cart, offers, discount, consent, giftCard] = await Promise.all([
    services.cart.view(cartSessionId),
    services.collections.offers(),
    services.discounts.cartCode(cartSessionId),
    services.audience.consent(),
    services.giftCards.cartGiftCard(cartSessionId),
  ]);
  // The cart's "Shipping to" comes along as `?country=`; anything unknown means the home country.
  const country = countryParam(request.url);
  // One key per form shown: a second submission of this form returns the first order.
  const idempotencyKey = crypto.randomUUID().replaceAll("-", "");
  // Every country by its English name, made on the server so the page carries no country library.
  return {
    cart,
    offers,
    discount,
    giftCard,
    codeParam: new URL(request.url).searchParams.get("code")?.slice(0, 64) ?? "",
    idempotencyKey,
    consent,
    countries: countryOptions(),
    country,
    // Whether the order's page will offer its card payment (PRODUCT.md §4, "Paying by card").
    cards: services.payments.status().enabled,
  };
}

/** Places the order (the capability behind `POST /api/orders`) and goes to its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const values = await formValues(request);
  return performAction(
    async () => {
      const { order, setCookie } = await caller.capabilities.orders.placeOrder(caller, values);
      // The cookie keeps the order's key: this browser goes on seeing the buyer's details.
      throw redirect(`/checkout/success/${order.orderNumber}?placed=1`, {
        headers: { "Set-Cookie": setCookie },
      });
    },
    { echo: { values }, invalidMessage: "Please correct the highlighted fields." },
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const post = useActionForm({ navigate: true });
  const { cart, offers, discount, giftCard, idempotencyKey, consent, countries, cards } =
    loaderData;
  const store = useStore();
  const [country, setCountry] = useState(
    actionData?.values?.country || loaderData.country || store.homeCountry,
  );
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const money = useMoney();
  const sentErrors = actionData?.errors ?? {};
  // Gift cards only: nothing to post, so no address is asked for (as the server decides too).
  const shipsNothing = giftCardsOnly(cart.items.map((item) => item.product));
  // A field's message goes as soon as what is typed passes the rule the server checks it by.
  // Kept with the answer it belongs to: a new refusal shows all of its messages again.
  const [fixed, setFixed] = useState<{ answer: unknown; names: ReadonlySet<string> }>();
  const errors = Object.fromEntries(
    Object.entries(sentErrors).filter(
      ([name]) => !(fixed !== undefined && fixed.answer === actionData && fixed.names.has(name)),
    ),
  );
  const recheck = () => {
    if (!form.current || Object.keys(sentErrors).length === 0) return;
    const typed = Object.fromEntries(new FormData(form.current)) as Record<string, string>;
    const parsed = placeOrderSchema(store.homeCountry, shipsNothing).safeParse(typed);
    const wrong = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
    setFixed({
      answer: actionData,
      names: new Set(Object.keys(sentErrors).filter((name) => !wrong.has(name))),
    });
  };
  // Lines checkout would refuse (409): named here before the buyer types anything.
  const problems = cart.items.filter((item) => item.problem);
  const values = actionData?.values ?? {};

  useEffect(() => {
    if (!actionData) return;
    toast({
      title: "Order failed",
      description: actionData.message || "Failed to create order. Please try again.",
      variant: "destructive",
    });
    const firstInvalid = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    firstInvalid?.focus();
  }, [actionData, toast]);

  if (cart.items.length === 0) {
    return (
      <div className="page pb-20">
        <PageHeader eyebrow="Checkout" title="Checkout" />
        <EmptyCart />
      </div>
    );
  }

  // Shipping is charged by the destination's zone (core/shipping-zones.ts), as the server will.
  const totals = cartTotals(cart.items, {
    ...shippingRules(store, country),
    offers,
    code: discount?.term ?? null,
  });
  return (
    <div className="page pb-20">
      <PageHeader eyebrow="Checkout" title="Checkout">
        <p>
          {cards
            ? "Nothing is charged yet: once your order is in, pay by card on its page, or in the other ways we e-mail you."
            : `No payment is taken online: we send payment ${shipsNothing ? "details" : "and shipping details"} once your order is in.`}
        </p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <ActionForm
          recipe={post}
          ref={form}
          noValidate
          onChange={recheck}
          className="rounded-2xl border border-line bg-white p-5 sm:p-8"
        >
          <h2 className="text-xl">Your details</h2>
          {problems.length > 0 && (
            <div
              role="alert"
              className="mt-4 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <p className="font-medium">Your cart has changed since you added these:</p>
              <ul className="mt-2 list-disc pl-5">
                {problems.map((item) => (
                  <li key={item.id}>{lineProblemText(item, money)}</li>
                ))}
              </ul>
              <Link to="/cart" className="mt-2 inline-block underline underline-offset-4">
                Back to your cart to change them
              </Link>
            </div>
          )}
          {/* The refusal in the page too: without JavaScript there is no toast to say it. */}
          <ActionNotice answer={actionData} className="mt-4 text-sm" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div className="mt-6">
            <CustomerFields
              countries={countries}
              country={country}
              onCountryChange={setCountry}
              values={values}
              errors={errors}
              shipsNothing={shipsNothing}
            />
          </div>
          {cart.items.some((item) => item.product.category === GIFT_CARD_CATEGORY) && (
            <GiftRecipientFields values={values} errors={errors} />
          )}
          <KeepPosted consent={consent} checked={values.keepPosted === "on"} />
          <OrderAgreement />
          <button
            type="submit"
            disabled={submitting || problems.length > 0}
            className="btn-primary mt-4 w-full sm:w-auto"
          >
            <Lock className="size-4" aria-hidden />
            {submitting ? "Processing Order..." : "Place Order"}
          </button>
        </ActionForm>
        <Card
          as="aside"
          title="Order Summary"
          titleId="checkout-summary"
          titleClassName="text-xl"
          className="h-fit min-w-0 lg:sticky lg:top-24"
        >
          <OrderSummary
            currency={store.currency}
            taxRate={formatTaxRate(store.taxRate)}
            taxName={store.taxName}
            totals={{ ...totals, giftCardAmount: giftCardAmount(giftCard, totals.total) }}
            lines={cart.items.map((item) => ({
              key: item.id,
              name: lineName(item),
              detail: item.variant ?? (item.artworkId !== null ? "Original artwork" : null),
              quantity: item.quantity,
              lineTotal: unitPriceOf(item) * item.quantity,
              imageUrl: cartThumbnail(item) || null,
              ...(item.problem ? { problem: lineProblemText(item, money) } : {}),
            }))}
          >
            <FreeShippingHint gap={totals.freeShippingGap} currency={store.currency} />
            <DiscountField
              applied={appliedCode(discount, totals, money)}
              initialCode={loaderData.codeParam}
            />
            <GiftCardField applied={giftCard} money={money} />
            <p className="mt-4 flex gap-2 rounded-xl bg-paper-deep px-4 py-3 text-sm text-ink-soft">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {cards
                ? "No payment is required now. Once your order is placed, you can pay by card on its page, or in the other ways its confirmation e-mail gives."
                : `No payment is required now. Your order will be processed manually, and we will e-mail you payment ${shipsNothing ? "details" : "and shipping details"}.`}
            </p>
          </OrderSummary>
        </Card>
      </div>
    </div>
  );
}

/**
 * The mailing list's unticked box: ticked, the order is followed by the same confirmation mail as
 * the footer's sign-up, under the consent line shown here (its version is posted with it).
 */
function KeepPosted({
  consent,
  checked,
}: {
  consent: { version: number; text: string };
  checked: boolean;
}) {
  return (
    <div className="mt-6 flex items-start gap-2 text-sm">
      <input type="hidden" name="consentVersion" value={consent.version} />
      <input
        id="checkout-keep-posted"
        type="checkbox"
        name="keepPosted"
        defaultChecked={checked}
        aria-describedby="checkout-keep-posted-consent"
        className="mt-1"
      />
      <div>
        <label htmlFor="checkout-keep-posted" className="font-medium">
          Keep me posted about new work
        </label>
        <p id="checkout-keep-posted-consent" className="text-ink-soft">
          {consent.text} We send a link to confirm first.
        </p>
      </div>
    </div>
  );
}

/** What placing the order agrees to, with the pages in a new tab (the form keeps what is typed). */
function OrderAgreement() {
  const link = (to: string, label: string) => (
    <NewTabLink href={to} className="text-accent-deep underline underline-offset-4 hover:text-ink">
      {label}
    </NewTabLink>
  );
  return (
    <p className="mt-8 text-sm leading-relaxed text-ink-soft">
      By placing your order you agree to the {link("/terms", "terms of sale")} and confirm that you
      have read the {link("/privacy", "privacy notice")}.
    </p>
  );
}
