import { LockKeyhole } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Card } from "~/components/ui/card.tsx";

/** The owner's sign-in form; posts to /admin/login and comes back to `redirectTo`. */
export function LoginForm({ redirectTo, error }: { redirectTo: string; error?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper-deep px-5">
      <title>Owner sign in</title>
      <meta name="robots" content="noindex" />
      <Card padding="p-8" className="w-full max-w-sm shadow-sm">
        <LockKeyhole className="size-6 text-accent" aria-hidden />
        <h1 className="mt-4 font-display text-2xl">Owner sign in</h1>
        <p className="mt-1 text-sm text-ink-soft">Sign in to manage your site and shop.</p>
        <Form method="post" action="/admin/login" className="mt-6 space-y-4">
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
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </Card>
    </main>
  );
}
