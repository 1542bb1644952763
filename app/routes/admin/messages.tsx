import { Mail, MailOpen, RotateCw, ShieldAlert } from "lucide-react";
import { data, useFetcher } from "react-router";
import { clientError } from "#core/form-errors.ts";
import { parseRowId } from "#core/ids.ts";
import { subjectLabel } from "#core/schemas/contact.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages · Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [messages, outbox] = await Promise.all([
    services.contact.list(),
    services.mail.listOutbox(100),
  ]);
  return { messages, outbox, mailEnabled: services.mail.enabled };
}

/** Marks a message read or unread, or sends a failed e-mail again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const form = await request.formData();
  const id = parseRowId(form.get("id")) ?? 0; // 0: no such row, "not found"
  try {
    if (form.get("intent") === "retry") await services.mail.retry(id);
    else await services.contact.markRead(id, form.get("read") === "true");
    return { ok: true };
  } catch (error) {
    const refusal = clientError(error);
    if (!refusal) throw error;
    return data({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

type Message = Route.ComponentProps["loaderData"]["messages"][number];
type OutboxEntry = Route.ComponentProps["loaderData"]["outbox"][number];

function MessageItem({ message }: { message: Message }) {
  const fetcher = useFetcher();
  const unread = message.readAt === null;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`;
  return (
    <li className={`rounded-2xl border bg-white p-5 ${unread ? "border-ink/40" : "border-line"}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium">
            {unread && (
              <span
                className="mr-2 inline-block size-2 rounded-full bg-accent align-middle"
                aria-hidden
              />
            )}
            {message.name}{" "}
            <span className="font-normal text-ink-soft">&lt;{message.email}&gt;</span>
          </p>
          <p className="text-sm text-ink-soft">
            {subjectLabel(message.subject)} · {dateTime.format(new Date(message.createdAt))}
            {unread && <span className="sr-only"> · unread</span>}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {message.isSpam && (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs text-red-900"
              title={message.spamReason ?? undefined}
            >
              <ShieldAlert className="size-3.5" aria-hidden />
              Possible spam
            </span>
          )}
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="read" value={unread ? "true" : "false"} />
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm text-ink-soft hover:bg-paper-deep hover:text-ink"
              disabled={fetcher.state !== "idle"}
            >
              {unread ? (
                <MailOpen className="size-4" aria-hidden />
              ) : (
                <Mail className="size-4" aria-hidden />
              )}
              {unread ? "Mark as read" : "Mark as unread"}
            </button>
          </fetcher.Form>
          <a href={reply} className="btn-secondary px-4 py-1.5">
            Reply
          </a>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap">{message.message}</p>
      {message.isSpam && message.spamReason && (
        <p className="mt-2 text-xs text-ink-soft">Flagged because: {message.spamReason}</p>
      )}
    </li>
  );
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const fetcher = useFetcher();
  return (
    <tr>
      <td className="px-4 py-3">
        {entry.subject}
        <span className="block text-xs text-ink-soft">to {entry.to}</span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(new Date(entry.createdAt))}</td>
      <td className="px-4 py-3">
        <span
          className={
            entry.status === "failed"
              ? "text-red-700"
              : entry.status === "sent"
                ? "text-emerald-800"
                : ""
          }
        >
          {entry.status === "sent" ? "Sent" : entry.status === "failed" ? "Failed" : "Waiting"}
        </span>
        {entry.lastError && <span className="block text-xs text-ink-soft">{entry.lastError}</span>}
      </td>
      <td className="px-4 py-3 text-right">
        {entry.status === "failed" && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={entry.id} />
            <button
              type="submit"
              name="intent"
              value="retry"
              className="inline-flex items-center gap-1 text-sm text-accent-deep hover:underline"
              disabled={fetcher.state !== "idle"}
            >
              <RotateCw className="size-4" aria-hidden />
              Retry
            </button>
          </fetcher.Form>
        )}
      </td>
    </tr>
  );
}

/** The contact inbox and the e-mail outbox. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages, outbox, mailEnabled } = loaderData;
  const unread = messages.filter((message) => message.readAt === null && !message.isSpam).length;
  return (
    <div className="flex max-w-5xl flex-col gap-12">
      <section aria-labelledby="inbox-heading">
        <h1 id="inbox-heading" className="font-display text-3xl">
          Messages
        </h1>
        <p className="mt-1 text-ink-soft">
          {messages.length === 0
            ? "No messages yet."
            : `${messages.length} messages, ${unread} unread.`}
        </p>
        <ul className="mt-6 flex flex-col gap-4">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="outbox-heading">
        <h2 id="outbox-heading" className="font-display text-2xl">
          Outbox
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {mailEnabled
            ? "E-mails are sent through your mail server; failed ones are retried, then wait here for you."
            : "No mail server is set up (SMTP_URL), so e-mails wait here. Set SMTP_URL to send them."}
        </p>
        {outbox.length > 0 && (
          <div
            className="mt-4 overflow-x-auto rounded-2xl border border-line bg-white"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it.
            tabIndex={0}
          >
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Written
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {outbox.map((entry) => (
                  <OutboxRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
