import { formInput } from "#core/form-input.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import {
  CommissionArtworkSchema,
  CommissionMessageSchema,
  CommissionQuoteSchema,
  CommissionRenewSchema,
  CommissionRequestSchema,
  CommissionSettingsSchema,
  CommissionUpdateSchema,
} from "#core/schemas/commission-input.ts";
import { orderAccessCookie } from "../http/cookies.ts";
import { multipart } from "../http/multipart.ts";
import { isOrderKey } from "../services/order-access.ts";
import { type Caller, limit, parse } from "./caller.ts";

/**
 * Commissions. The requester's key rides the same cookie as order keys (random keys,
 * nothing else), so the link in an e-mail opens the commission and its deposit and balance orders.
 */

/** The photos of a posted form: its files named `photos` (an empty file input sends one empty). */
function photosOf(form: FormData) {
  return form
    .getAll("photos")
    .filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
}

/**
 * A request, posted as a multipart form by the page or the API: limited per client like the
 * contact form, parsed, then stored with its photos. `setCookie` keeps its key in the browser.
 * Each door hands over how to read its body, not the body: the limit is counted before it is
 * read, so a client past it cannot make the server take in and parse 25 MB to be told no.
 */
export async function requestCommission(caller: Caller, readForm: () => Promise<FormData>) {
  await limit(caller, "commissions");
  const form = await multipart(readForm, "request");
  const input = parse(CommissionRequestSchema, formInput(form));
  const photos = await Promise.all(
    photosOf(form).map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const { id, key } = await caller.services.commissions.submit(input, photos);
  return {
    id,
    url: `/commissions/${id}`,
    setCookie: orderAccessCookie(caller.orderKeys, key, caller.secure),
  };
}

/** The keys a requester offers: the browser's cookie and the link's `key`. */
const offered = (caller: Caller, key?: string | null) =>
  isOrderKey(key) ? [key, ...caller.orderKeys] : caller.orderKeys;

/**
 * A commission for its requester; limited, so ids and keys can't be tried in bulk. A `key` that
 * opened it comes back as `setCookie`, as the order link does.
 */
export async function lookUpCommission(caller: Caller, id: unknown, key?: string | null) {
  await limit(caller, "orderLookup");
  const { commission, openedBy } = await caller.services.commissions.forRequester(
    rowIdOrNotFound(id),
    offered(caller, key),
  );
  const fromLink = openedBy === key && !caller.orderKeys.includes(openedBy);
  return {
    commission,
    setCookie: fromLink ? orderAccessCookie(caller.orderKeys, openedBy, caller.secure) : undefined,
  };
}

/** The requester accepts the quote: the deposit order's number comes back. */
export async function acceptQuote(caller: Caller, id: unknown, key?: string | null) {
  await limit(caller, "orderLookup");
  return caller.services.commissions.accept(rowIdOrNotFound(id), offered(caller, key));
}

/** The requester declines the quote. */
export async function declineQuote(caller: Caller, id: unknown, key?: string | null) {
  await limit(caller, "orderLookup");
  return caller.services.commissions.decline(rowIdOrNotFound(id), offered(caller, key));
}

/**
 * A message's text and photos as a door hands them over: a form (multipart, its files `photos`,
 * as the page posts it with or without JavaScript) or JSON without photos.
 */
async function messageOf(read: () => Promise<unknown>) {
  const body = await multipart(read, "message");
  if (!(body instanceof FormData)) return { message: parse(CommissionMessageSchema, body).message };
  const { message } = parse(CommissionMessageSchema, formInput(body));
  const photos = await Promise.all(
    photosOf(body).map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return { message, photos };
}

/**
 * The requester's message on the thread, with any photos (e-mailed to the owner). Counted
 * before its body is read, as a request is.
 */
export async function replyToCommission(
  caller: Caller,
  id: unknown,
  read: () => Promise<unknown>,
  key?: string | null,
) {
  await limit(caller, "commissions");
  const { message, photos } = await messageOf(read);
  await caller.services.commissions.message(
    rowIdOrNotFound(id),
    "requester",
    message,
    offered(caller, key),
    photos,
  );
}

/** The owner's status change and notes (allowed moves only). */
export const updateCommission = (caller: Caller, id: unknown, input: unknown) =>
  caller.services.commissions.update(rowIdOrNotFound(id), parse(CommissionUpdateSchema, input));

/** The owner's quote. */
export const quoteCommission = (caller: Caller, id: unknown, input: unknown) =>
  caller.services.commissions.quote(rowIdOrNotFound(id), parse(CommissionQuoteSchema, input));

/** The owner's message to the requester, with any photos (e-mailed). */
export async function messageRequester(caller: Caller, id: unknown, read: () => Promise<unknown>) {
  const { message, photos } = await messageOf(read);
  await caller.services.commissions.message(rowIdOrNotFound(id), "owner", message, [], photos);
}

/** The owner renews a quote whose deposit lapsed, for the requester to accept again. */
export const renewQuote = (caller: Caller, id: unknown, input: unknown) =>
  caller.services.commissions.renew(rowIdOrNotFound(id), parse(CommissionRenewSchema, input));

/**
 * The finished piece as a portfolio artwork, in one step (the page's "Add to the portfolio" and
 * `POST /api/admin/commissions/{id}/artwork`): its fields, and a photo sent with them (`photo`)
 * or a picture already uploaded (`imageUrl`).
 */
export async function commissionArtwork(
  caller: Caller,
  id: unknown,
  input: unknown,
  photo?: File | null,
) {
  const fields = parse(CommissionArtworkSchema, input);
  const sent =
    photo && photo.size > 0
      ? { bytes: new Uint8Array(await photo.arrayBuffer()), name: photo.name }
      : undefined;
  return caller.services.commissions.artwork(rowIdOrNotFound(id), fields, sent);
}

/** The owner's kinds, size presets and photo retention. */
export const saveCommissionSettings = (caller: Caller, input: unknown) =>
  caller.services.commissions.saveSettings(parse(CommissionSettingsSchema, input));
