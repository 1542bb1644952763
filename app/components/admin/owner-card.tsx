import { LockKeyhole } from "lucide-react";
import { Card } from "~/components/ui/card.tsx";

/**
 * The card the owner's pages before sign-in share (sign in, forgot password, a reset link's page):
 * alone in the middle of the page, never indexed, with its title and a line under it.
 */
export function OwnerCard({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper-deep px-5 py-10">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <Card padding="p-8" className="w-full max-w-sm shadow-sm">
        <LockKeyhole className="size-6 text-accent" aria-hidden />
        <h1 className="mt-4 font-display text-2xl">{title}</h1>
        <p className="mt-1 text-sm text-ink-soft">{description}</p>
        {children}
      </Card>
    </main>
  );
}

/** How to reset the password on the server, for an owner who cannot use a mailed link. */
export function ServerReset() {
  return (
    <>
      On the server, in the site's folder, run{" "}
      <code className="rounded bg-paper-deep px-1.5 py-0.5 font-mono text-[0.85em] text-ink">
        npm run reset-password
      </code>
      : it sets a new password and shows it once (without a terminal, it writes it to the file{" "}
      <code className="font-mono text-[0.85em]">initial-password</code> in the data folder), and
      signs out every device.
    </>
  );
}
