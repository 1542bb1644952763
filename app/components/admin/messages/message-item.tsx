import { Mail, MailOpen, ShieldAlert } from "lucide-react";
import { subjectLabel } from "#core/schemas/contact-input.ts";
import { Card } from "~/components/ui/card.tsx";
import { formatDateTime } from "~/lib/admin/date-time.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { ContactMessageView } from "../../../../server/services/contact.ts";

/** One message: who, about what and when, unread or spam marks, mark read/unread and reply. */
export function MessageItem({ message }: { message: ContactMessageView }) {
  const marker = useActionForm({ failure: { title: "Could not mark it" } });
  const unread = message.readAt === null;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`;
  return (
    <Card as="li" padding="p-5" tone={unread ? "strong" : "line"}>
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
            {subjectLabel(message.subject)} · {formatDateTime(message.createdAt)}
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
          <ActionForm recipe={marker}>
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="read" value={unread ? "true" : "false"} />
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm text-ink-soft hover:bg-paper-deep hover:text-ink"
              disabled={marker.pending}
            >
              {unread ? (
                <MailOpen className="size-4" aria-hidden />
              ) : (
                <Mail className="size-4" aria-hidden />
              )}
              {unread ? "Mark as read" : "Mark as unread"}
            </button>
          </ActionForm>
          <a href={reply} className="btn-secondary px-4 py-1.5">
            Reply
          </a>
        </div>
      </div>
      {message.artwork && (
        <p className="mt-3 text-sm">
          About the artwork{" "}
          <a href={message.artwork.url} className="font-medium underline underline-offset-2">
            {message.artwork.title}
          </a>
        </p>
      )}
      <p className="mt-3 whitespace-pre-wrap">{message.message}</p>
      {message.isSpam && message.spamReason && (
        <p className="mt-2 text-xs text-ink-soft">Flagged because: {message.spamReason}</p>
      )}
    </Card>
  );
}
