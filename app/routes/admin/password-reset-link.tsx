import { data, Link, redirect } from "react-router";
import { OwnerCard, ServerReset } from "~/components/admin/owner-card.tsx";
import { type FieldSpec, FieldTable } from "~/components/ui/field-table.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { loaderAndActionHeaders } from "~/lib/route-headers.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/password-reset-link";

/** Sends the headers the action sets (the new session's cookies). */
export const headers = loaderAndActionHeaders;

/** Whether the link can still set a password: 410 with the page that says so when not. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const usable = await services.passwordReset.isUsable(params.token);
  return data({ usable }, usable ? undefined : { status: 410 });
}

/**
 * Sets the new password (the capability behind `POST /api/admin/password-reset/{token}`) and goes
 * on to the admin, signed in.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const input = formInput(await request.formData());
  return performIntent(input, {
    reset: async () => {
      const { passwordReset } = caller.capabilities;
      const { setCookies } = await passwordReset.resetPassword(caller, params.token, input);
      const headers = new Headers();
      for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
      throw redirect("/admin", { headers });
    },
  });
}

/** The new password, twice (the schema checks that the two agree). */
const NEW_PASSWORD: ReadonlyArray<FieldSpec<never>> = [
  {
    name: "password",
    label: "New password",
    type: "password",
    autoComplete: "new-password",
    minLength: 12,
    required: true,
  },
  {
    name: "confirmPassword",
    label: "New password again",
    type: "password",
    autoComplete: "new-password",
    required: true,
  },
];

export default function PasswordResetLink({ loaderData, actionData }: Route.ComponentProps) {
  const post = useActionForm({ navigate: true });
  const { pending } = post;
  const error = actionData?.ok === false ? actionData : undefined;
  // A link refused on sending (used meanwhile, run out) is as gone as one refused on opening.
  const gone = !loaderData.usable || (error && Object.keys(error.errors).length === 0);
  if (gone) {
    return (
      <OwnerCard
        title="This link has run out"
        description={
          error?.message ??
          "A password reset link works once, for an hour, and only until the password changes."
        }
      >
        {/* The token in this page's address stays on this page. */}
        <meta name="referrer" content="no-referrer" />
        <p className="mt-6">
          <Link to="/admin/password-reset" className="btn-primary w-full">
            Ask for a new link
          </Link>
        </p>
        <p className="mt-6 text-sm leading-relaxed text-ink-soft">
          Cannot get to the owner's mailbox? <ServerReset />
        </p>
      </OwnerCard>
    );
  }
  return (
    <OwnerCard
      title="Choose a new password"
      description="At least 12 characters and not easy to guess: a few uncommon words work well. Every device signed in now is signed out."
    >
      <meta name="referrer" content="no-referrer" />
      <ActionForm recipe={post} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="reset" />
        <FieldTable fields={NEW_PASSWORD} errors={error?.errors ?? {}} />
        <SubmitButton pending={pending} busyLabel="Saving..." className="btn-primary w-full">
          Save and sign in
        </SubmitButton>
      </ActionForm>
    </OwnerCard>
  );
}
