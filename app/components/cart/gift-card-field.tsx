import { Gift, X } from "lucide-react";
import { giftCardPays } from "#core/gift-cards.ts";
import { Field, TextAreaField } from "~/components/ui/field.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

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
  id = "gift-card-code",
}: {
  applied: CartGiftCard | undefined;
  money: (minor: number) => string;
  id?: string;
}) {
  const actionForm = useActionForm({
    key: "cart-gift-card",
    action: "/cart",
    failure: { inForm: true },
  });
  const { pending, errors, refused } = actionForm;
  const refusal = refused?.message;
  if (applied) {
    return (
      <div className="mt-4 rounded-xl border border-line px-4 py-3 text-sm" data-gift-card-applied>
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2">
            <Gift className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              Gift card <strong className="font-semibold tabular-nums">{applied.code}</strong>
              {!applied.refusal && (
                <span className="block text-ink-soft">{money(applied.balance)} on the card</span>
              )}
            </span>
          </p>
          <ActionForm recipe={actionForm}>
            <button
              type="submit"
              name="intent"
              value="gift-card-remove"
              disabled={pending}
              className="inline-flex items-center gap-1 text-ink-soft underline-offset-4 hover:underline"
            >
              <X className="size-4" aria-hidden />
              Remove<span className="sr-only"> gift card {applied.code}</span>
            </button>
          </ActionForm>
        </div>
        {applied.refusal && (
          <p role="alert" className="mt-2 text-red-800">
            {applied.refusal.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <ActionForm recipe={actionForm} ownRefusal className="mt-4">
      <div className="flex items-end gap-2">
        <Field
          id={id}
          name="code"
          label="Gift card"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1"
          error={errors.code}
        />
        <button
          type="submit"
          name="intent"
          value="gift-card"
          disabled={pending}
          className="btn-secondary px-4 py-2.5"
        >
          {pending ? "Applying..." : "Apply"}
          <span className="sr-only"> gift card</span>
        </button>
      </div>
      {refusal && !errors.code && (
        <p role="alert" className="mt-2 text-sm text-red-800" data-gift-card-refusal>
          {refusal}
        </p>
      )}
    </ActionForm>
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
  return (
    <fieldset className="mt-8 rounded-xl border border-line p-4 sm:p-5">
      <legend className="px-1 font-medium">Who is the gift card for?</legend>
      <p className="text-sm text-ink-soft">
        We e-mail the card's code once your order is paid: to them, or to you if you leave this
        empty.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          name="giftRecipientName"
          label="Their name"
          optional
          autoComplete="off"
          defaultValue={values.giftRecipientName}
          error={errors.giftRecipientName}
        />
        <Field
          name="giftRecipientEmail"
          label="Their email"
          type="email"
          optional
          autoComplete="off"
          defaultValue={values.giftRecipientEmail}
          error={errors.giftRecipientEmail}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            name="giftMessage"
            label="Your message"
            optional
            rows={3}
            maxLength={500}
            defaultValue={values.giftMessage}
            error={errors.giftMessage}
          />
        </div>
      </div>
    </fieldset>
  );
}
