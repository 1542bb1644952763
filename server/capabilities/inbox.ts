import { rowIdOrNotFound } from "#core/ids.ts";
import { MarkReadSchema } from "#core/schemas/inbox-input.ts";
import { type Caller, parse } from "./caller.ts";

/** Marks a contact message read or unread. */
export async function markMessageRead(caller: Caller, id: unknown, input: unknown) {
  const messageId = rowIdOrNotFound(id);
  const { read } = parse(MarkReadSchema, input);
  await caller.services.contact.markRead(messageId, read);
  return read;
}

/** Sends a failed e-mail again. */
export const retryMail = (caller: Caller, id: unknown) =>
  caller.services.mail.retry(rowIdOrNotFound(id));
