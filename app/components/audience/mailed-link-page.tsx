import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { ActionNotice } from "~/components/ui/action-notice.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";

/**
 * A page opened from a link in a mail (confirm, unsubscribe, forget a request): opening it changes
 * nothing, because mail scanners open every link in a message; a button on it posts, and its
 * action acts. A refused post is said under the page without JavaScript (with it, a toast says so).
 */
export function MailedLinkPage({
  refused,
  children,
}: {
  refused?: { ok: false; message: string } | undefined;
  children: ReactNode;
}) {
  return (
    <div className="page pb-8">
      {/* The token in this page's address stays on this page. */}
      <meta name="referrer" content="no-referrer" />
      {children}
      {refused && <ActionNotice answer={refused} className="mt-6 max-w-md" />}
    </div>
  );
}

/** What the page says before the post, and the one button that posts `fields` to its action. */
export function PostButton({
  eyebrow,
  title,
  children,
  fields = {},
  label,
  busyLabel = label,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** Hidden fields of the post (its `intent`). */
  fields?: Record<string, string>;
  label: string;
  busyLabel?: string;
}) {
  const navigation = useNavigation();
  const post = useActionForm({ navigate: true });
  const pending = navigation.state !== "idle";
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {children}
      </PageHeader>
      <ActionForm recipe={post}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton pending={pending} busyLabel={busyLabel}>
          {label}
        </SubmitButton>
      </ActionForm>
    </>
  );
}

/**
 * A confirmation link's first step: what confirming does, and the "Confirm" button that posts the
 * `confirm` intent.
 */
export function ConfirmStep(step: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <PostButton
      {...step}
      fields={{ intent: "confirm" }}
      label="Confirm"
      busyLabel="Confirming..."
    />
  );
}

/**
 * A mailed link's page with nothing to read first: its one button until the post is answered, then
 * what the post did (`doneTitle`, `done`) under the same eyebrow.
 */
export function OneButtonPage({
  answer,
  doneTitle,
  done,
  ...button
}: Parameters<typeof PostButton>[0] & {
  answer: { ok: true } | { ok: false; message: string } | undefined;
  doneTitle: string;
  done: ReactNode;
}) {
  return (
    <MailedLinkPage refused={answer?.ok === false ? answer : undefined}>
      {answer?.ok ? (
        <PageHeader eyebrow={button.eyebrow} title={doneTitle}>
          {done}
        </PageHeader>
      ) : (
        <PostButton {...button} />
      )}
    </MailedLinkPage>
  );
}

/** The way on, under the page's words ("Back to the shop"). */
export function NextStep({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-4">
      <Link to={to} className="link">
        {children}
      </Link>
    </p>
  );
}
