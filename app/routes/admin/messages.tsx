import { Link } from "react-router";
import { counted } from "#core/plural.ts";
import { MessageItem } from "~/components/admin/messages/message-item.tsx";
import { OutboxTable } from "~/components/admin/messages/outbox-table.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages · Admin" }];

/** `?unread=1`: the unread messages only; `?mail=failed`: the e-mails not delivered only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const unreadOnly = params.get("unread") === "1";
  const failedOnly = params.get("mail") === "failed";
  const [messages, outbox] = await Promise.all([
    services.contact.list(),
    services.mail.listOutbox(100),
  ]);
  return {
    messages: unreadOnly
      ? messages.filter((message) => message.readAt === null && !message.isSpam)
      : messages,
    outbox: failedOnly ? outbox.filter((mail) => mail.status === "failed") : outbox,
    unreadOnly,
    failedOnly,
    mailEnabled: services.mail.enabled,
    linksEnabled: Boolean(services.env.PUBLIC_URL),
  };
}

/**
 * Marks a message read or unread, or sends a failed e-mail again: the inbox API's capabilities,
 * given the form as it came.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { inbox } = caller.capabilities;
  const input = formInput(await request.formData());
  return performIntent(input, {
    read: () => inbox.markMessageRead(caller, input.id, input),
    retry: () => inbox.retryMail(caller, input.id),
  });
}

/** The contact inbox and the e-mail outbox. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages, outbox, mailEnabled, linksEnabled, unreadOnly, failedOnly } = loaderData;
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
            : `${counted(messages.length, unreadOnly ? "unread message" : "message")}${unreadOnly ? "." : `, ${unread} unread.`}`}
          {(unreadOnly || failedOnly) && (
            <>
              {" "}
              <Link to="/admin/messages" className="underline">
                Show everything
              </Link>
            </>
          )}
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
          {failedOnly && " Showing the e-mails not delivered."}
          {!linksEnabled &&
            " E-mails carry no links until PUBLIC_URL is set to your site's address."}
        </p>
        {outbox.length > 0 && <OutboxTable entries={outbox} />}
      </section>
    </div>
  );
}
