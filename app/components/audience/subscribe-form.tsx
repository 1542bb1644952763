import { useRouteLoaderData } from "react-router";
import { DEFAULT_CONSENT_TEXT, type SubscribeSource } from "#core/audience.ts";
import { ConsentBox, EmailInput, SignUpForm, useSignUp } from "~/components/audience/sign-up.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import type { ActionAnswer } from "~/lib/use-action-form.ts";
import type { loader as rootLoader } from "~/root.tsx";

/** The sign-up's page: every sign-up form posts there, and it draws the answer without JavaScript. */
export const SIGN_UP_PATH = "/subscribe";

/** What the sign-up action answers (`/subscribe`): the one message for every address. */
export type SubscribeAnswer = ActionAnswer<{ message: string }>;

/**
 * The mailing list's sign-up: an address and one unticked consent line in the owner's words. It
 * posts to `/subscribe`, so the page it sits on is the same for every visitor (and replayed);
 * without JavaScript the answer is drawn by the `/subscribe` page. The consent line is the site's
 * (the root loader's) unless the page gives its own.
 */
export function SubscribeForm({
  consentText,
  consentVersion,
  source,
  title = "Hear about new work",
  intro = "New paintings, print runs and exhibitions, a few times a year.",
}: {
  consentText?: string | undefined;
  /** The version of the line shown, recorded as the one the visitor agreed to. */
  consentVersion?: number | undefined;
  source: SubscribeSource;
  title?: string;
  intro?: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const text = consentText ?? root?.consentText ?? DEFAULT_CONSENT_TEXT;
  const version = consentVersion ?? root?.consentVersion;
  const signUp = useSignUp(`subscribe-${source}`);
  const { id } = signUp;
  return (
    <SignUpForm
      signUp={signUp}
      action={SIGN_UP_PATH}
      className="flex max-w-md flex-col gap-3"
      testId={`subscribe-${source}`}
    >
      <h2 id={id("title")} className="font-sans text-xs font-semibold tracking-[0.18em] uppercase">
        {title}
      </h2>
      <p className="text-sm text-ink-soft">{intro}</p>
      <input type="hidden" name="source" value={source} />
      {version !== undefined && <input type="hidden" name="consentVersion" value={version} />}
      <EmailInput signUp={signUp} className="field-input min-w-0 flex-1">
        <SubmitButton
          pending={signUp.recipe.pending}
          busyLabel="Signing up..."
          className="btn-primary shrink-0"
        >
          Sign up
        </SubmitButton>
      </EmailInput>
      <ConsentBox signUp={signUp} text={text} />
    </SignUpForm>
  );
}
