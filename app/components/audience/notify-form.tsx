import { BellRing } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_CONSENT_TEXT } from "#core/audience.ts";
import { NOTIFY_CONSENT_TEXT, type NotifyItem } from "#core/notify.ts";
import { ConsentBox, EmailInput, SignUpForm, useSignUp } from "~/components/audience/sign-up.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import type { loader as rootLoader } from "~/root.tsx";

/** Where a wait's form posts: the `/notify` page, which also draws the answer without JavaScript. */
export const notifyAction = (item: NotifyItem) =>
  "productId" in item ? `/notify?product=${item.productId}` : `/notify?artwork=${item.artworkId}`;

/**
 * "Tell me when it is available": an address, the ticked box for this one notice, and an
 * unticked "Also join the mailing list" in the owner's consent words. Posts to `/notify`, so the
 * page it sits on is the same for every visitor; the answer is said in the form.
 */
export function NotifyForm({
  item,
  itemName,
  headingLevel = 3,
}: {
  item: NotifyItem;
  itemName: string;
  /** Its heading's level under the page's own: 2 below a page's title, 3 below a dialog's. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const key = "productId" in item ? `product-${item.productId}` : `artwork-${item.artworkId}`;
  const signUp = useSignUp(`notify-${key}`);
  const { id } = signUp;
  return (
    <SignUpForm
      signUp={signUp}
      action={notifyAction(item)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white/60 p-4"
      testId="notify-form"
    >
      <Heading id={id("title")} className="flex items-center gap-2 font-sans text-sm font-semibold">
        <BellRing className="size-4 text-accent-deep" aria-hidden />
        Tell me when it is available
      </Heading>
      <p className="text-sm text-ink-soft">
        One e-mail when {itemName} can be bought again; then we forget your address.
      </p>
      {"productId" in item ? (
        <input type="hidden" name="productId" value={item.productId} />
      ) : (
        <input type="hidden" name="artworkId" value={item.artworkId} />
      )}
      {root?.consentVersion !== undefined && (
        <input type="hidden" name="consentVersion" value={root.consentVersion} />
      )}
      <EmailInput signUp={signUp} className="field-input" />
      <ConsentBox signUp={signUp} text={NOTIFY_CONSENT_TEXT} />
      <label className="flex items-start gap-2 text-sm text-ink-soft">
        <input type="checkbox" name="joinList" className="mt-1" />
        <span>Also join the mailing list: {root?.consentText ?? DEFAULT_CONSENT_TEXT}</span>
      </label>
      <SubmitButton pending={signUp.recipe.pending} busyLabel="Sending...">
        Notify me
      </SubmitButton>
    </SignUpForm>
  );
}
