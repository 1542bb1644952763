import { giftCardPays } from "#core/gift-cards.ts";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { CodeField } from "./code-field.tsx";

/** The gift card on a cart as the loader gives it (services/gift-cards.ts's `cartGiftCard`). */
export interface CartGiftCard {
  code: string;
  balance: number;
  refusal?: { reason: string; message: string } | undefined;
}

/** What the cart's gift card pays of `total` (nothing while it is refused). */
export const giftCardAmount = (card: CartGiftCard | undefined, total: number): number =>
  card && !card.refusal ? giftCardPays(card.balance, total) : 0;

/**
 * The "Gift card" field of the cart and the checkout: posts to the cart's one action (the
 * `gift-card` intent applies, `gift-card-remove` takes it off). A card pays after the total, so
 * the summary shows it as a way to pay ("Paid by gift card", "To pay"); a refused card is said
 * under the field in the buyer's words.
 */
export function GiftCardField({
  applied,
  money,
}: {
  applied: CartGiftCard | undefined;
  money: (minor: number) => string;
}) {
  return (
    <CodeField
      intent="gift-card"
      className="mt-4"
      applied={
        applied && {
          code: applied.code,
          detail: !applied.refusal && (
            <span className="block text-ink-soft">{money(applied.balance)} on the card</span>
          ),
          problem: applied.refusal?.message,
        }
      }
    />
  );
}

/**
 * Who the gift cards in the order are for, at checkout when the cart has one: each card's code is
 * mailed to this address with the message once the order is paid (left empty: to the buyer).
 */
export function GiftRecipientFields({
  values,
  errors,
}: {
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}) {
  // Someone else's details: optional, never filled in by the browser, kept as typed on a refusal.
  const recipient = (name: string) => ({
    name,
    optional: true,
    autoComplete: "off",
    defaultValue: values[name],
    error: errors[name],
  });
  return (
    <fieldset className="mt-8 rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 font-medium">Who is the gift card for?</legend>
      <p className="text-sm text-ink-soft">
        We e-mail the card's code once your order is paid: to them, or to you if you leave this
        empty.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field {...recipient("giftRecipientName")} label="Their name" />
        <Field {...recipient("giftRecipientEmail")} label="Their email" type="email" />
        <div className="sm:col-span-2">
          <TextAreaField
            {...recipient("giftMessage")}
            label="Your message"
            rows={3}
            maxLength={500}
          />
        </div>
      </div>
    </fieldset>
  );
}
