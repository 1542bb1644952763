import { Link } from "react-router";
import { RESET_REQUESTED } from "#core/schemas/password-reset-input.ts";
import { OwnerCard, ServerReset } from "~/components/admin/owner-card.tsx";
import { Field } from "~/components/ui/field.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/password-reset";

/** Sends the headers the action sets (a refusal's Retry-After). */
export const headers = loaderAndActionHeaders;

/** Whether a link can be mailed at all (mail and PUBLIC_URL): else the page tells of the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { available: context.get(appContext).services.passwordReset.available() };
}

/** "Forgot your password?" (the capability behind `POST /api/admin/password-reset`). */
export async function action({ context, request }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    request: () => caller.capabilities.passwordReset.requestPasswordReset(caller, input),
  });
}

export default function PasswordResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  const post = useActionForm({ navigate: true });
  const { pending } = post;
  const sent = actionData?.ok === true;
  const error = actionData?.ok === false ? actionData : undefined;
  if (!loaderData.available) {
    return (
      <OwnerCard
        title="Forgot your password?"
        description="This site cannot mail a reset link: it needs mail (SMTP_URL) and its address (PUBLIC_URL) set."
      >
        <p className="mt-6 text-sm leading-relaxed">
          <ServerReset />
        </p>
        <BackToSignIn />
      </OwnerCard>
    );
  }
  return (
    <OwnerCard
      title="Forgot your password?"
      description="Type the owner's e-mail address: a link to choose a new password goes there."
    >
      {sent ? (
        <p role="status" className="mt-6 rounded-xl border border-line bg-white px-4 py-3 text-sm">
          {RESET_REQUESTED}
        </p>
      ) : (
        <ActionForm recipe={post} noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="request" />
          {error && !error.errors.email && (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
          <Field
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            error={error?.errors.email}
          />
          <SubmitButton pending={pending} busyLabel="Sending..." className="btn-primary w-full">
            Send the link
          </SubmitButton>
        </ActionForm>
      )}
      <p className="mt-6 text-sm leading-relaxed text-ink-soft">
        Cannot get to the owner's mailbox? <ServerReset />
      </p>
      <BackToSignIn />
    </OwnerCard>
  );
}

function BackToSignIn() {
  return (
    <p className="mt-5 text-center text-sm">
      <Link to="/admin/login" className="text-ink-soft underline underline-offset-4 hover:text-ink">
        Back to sign in
      </Link>
    </p>
  );
}
