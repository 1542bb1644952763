import { Link } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import { OwnerCard } from "./owner-card.tsx";

/** The owner's sign-in form; posts to /admin/login and comes back to `redirectTo`. */
export function LoginForm({ redirectTo, error }: { redirectTo: string; error?: string }) {
  const post = useActionForm({ navigate: true, action: "/admin/login" });
  const { pending } = post;
  return (
    <OwnerCard title="Owner sign in" description="Sign in to manage your site and shop.">
      <ActionForm recipe={post} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor="password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="field-input mt-1.5"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
          />
          {error && (
            <p id="login-error" role="alert" className="mt-2 text-sm text-accent-deep">
              {error}
            </p>
          )}
        </div>
        <SubmitButton pending={pending} busyLabel="Signing in..." className="btn-primary w-full">
          Sign in
        </SubmitButton>
      </ActionForm>
      <p className="mt-5 text-center text-sm">
        <Link
          to="/admin/password-reset"
          className="text-ink-soft underline underline-offset-4 hover:text-ink"
        >
          Forgot your password?
        </Link>
      </p>
    </OwnerCard>
  );
}
