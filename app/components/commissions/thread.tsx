import { Form } from "react-router";
import type { CommissionView } from "#core/commissions.ts";
import { Card } from "~/components/ui/card.tsx";
import { TextAreaField } from "~/components/ui/field.tsx";

/**
 * A commission's thread of messages and the form that adds one (both pages): `names` says who
 * each side is to the reader, `label` what the form's box is for.
 */
export function CommissionThread({
  messages,
  names,
  label,
  padding,
}: {
  messages: CommissionView["messages"];
  names: { owner: string; requester: string };
  label: string;
  padding: string;
}) {
  return (
    <Card padding={padding}>
      <h2 className="text-2xl">Messages</h2>
      <ol className="mt-3 grid gap-3">
        {messages.map((message) => (
          <li key={message.createdAt + message.body} className="rounded border border-line p-3">
            <p className="text-sm text-ink-soft">{names[message.author]}</p>
            <p className="whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-4 grid gap-3">
        <TextAreaField name="message" label={label} rows={3} required />
        <button
          type="submit"
          name="intent"
          value="message"
          className="btn-primary justify-self-start"
        >
          Send message
        </button>
      </Form>
    </Card>
  );
}
