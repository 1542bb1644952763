import type { z } from "zod";
import { Invalid, Unconfirmed } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import {
  AnnouncementSchema,
  ConsentTextSchema,
  MailEventSchema,
  SendPaceSchema,
  SubscribeSchema,
  TokenSchema,
} from "#core/schemas/audience-input.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * A sign-up form (the list's, a notice's) read by `schema`: a refused one is a 422 (the published
 * answer of `POST /api/subscribe`), not the usual 400.
 */
export function parseSignUp<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parse(schema, input);
  } catch (error) {
    if (error instanceof Invalid)
      throw new Unconfirmed(error.message, error.fields, { input: true });
    throw error;
  }
}

/**
 * Joins the list (double opt-in): the same answer for a new, a waiting and a confirmed address.
 * A refused form is a 422 (parseSignUp).
 */
export async function subscribe(caller: Caller, input: unknown): Promise<void> {
  await limit(caller, "subscribe");
  const parsed = parseSignUp(SubscribeSchema, input);
  await caller.services.audience.subscribe(parsed, caller.clientAddress);
}

/**
 * The token a mailed link's page posts (the list's, a notice's), counted against the links' limit
 * per client, so tokens cannot be tried in bulk.
 */
export async function linkToken(caller: Caller, input: unknown): Promise<string> {
  await limit(caller, "audienceLinks");
  return parse(TokenSchema, input).token;
}

/** The confirmation page's button (never its GET): confirms the link's subscriber. */
export async function confirmSubscription(caller: Caller, input: unknown): Promise<void> {
  const token = await linkToken(caller, input);
  await caller.services.audience.confirm(token, caller.clientAddress);
}

/** An expired link's "Send me a new link". */
export async function resendConfirmation(caller: Caller, input: unknown): Promise<void> {
  await caller.services.audience.resend(await linkToken(caller, input));
}

/**
 * The unsubscribe link's button and its one-click POST (RFC 8058): unknown tokens change nothing
 * and are answered the same. Not limited per client: mail providers post from few addresses.
 */
export async function unsubscribe(caller: Caller, input: unknown): Promise<void> {
  const parsed = TokenSchema.safeParse(input);
  if (parsed.success) await caller.services.audience.unsubscribe(parsed.data.token);
}

/** The owner's consent line: a new version when it changes. */
export async function setConsentText(caller: Caller, input: unknown) {
  const { text } = parse(ConsentTextSchema, input);
  return caller.services.audience.setConsentText(text);
}

/** Removes a person from the list; their address is kept only as a hash, never mailed again. */
export async function removeSubscriber(caller: Caller, id: unknown): Promise<void> {
  await caller.services.audience.remove(rowIdOrNotFound(id));
}

/** A new announcement (a draft): `POST /api/admin/announcements` → 201 `{id}`. */
export async function createAnnouncement(caller: Caller, input: unknown) {
  return caller.services.announcements.create(parse(AnnouncementSchema, input));
}

/** A draft rewritten: `PATCH /api/admin/announcements/{id}` (the same body as a new one). */
export async function updateAnnouncement(caller: Caller, id: unknown, input: unknown) {
  const row = rowIdOrNotFound(id);
  return caller.services.announcements.update(row, parse(AnnouncementSchema, input));
}

/** A draft deleted: `DELETE /api/admin/announcements/{id}`; a sent one stays (409). */
export async function deleteAnnouncement(caller: Caller, id: unknown): Promise<void> {
  await caller.services.announcements.remove(rowIdOrNotFound(id));
}

/** "Send me a test": the announcement's mail to the owner alone. */
export async function testAnnouncement(caller: Caller, id: unknown): Promise<void> {
  await caller.services.announcements.test(rowIdOrNotFound(id));
}

/** Sends the announcement to every confirmed reader, now or at its time. */
export async function sendAnnouncement(caller: Caller, id: unknown) {
  return caller.services.announcements.send(rowIdOrNotFound(id));
}

/** A mail provider's bounce or complaint (its signature checked by the door). */
export async function recordMailEvent(caller: Caller, input: unknown): Promise<void> {
  await caller.services.audience.mailEvent(parse(MailEventSchema, input));
}

/** The pace of list mails, in mails a minute. */
export async function setSendPace(caller: Caller, input: unknown) {
  const { perMinute } = parse(SendPaceSchema, input);
  return caller.services.announcements.setPace(perMinute);
}
