import { TokenSchema } from "#core/schemas/audience-input.ts";
import { NotifySchema } from "#core/schemas/notify-input.ts";
import { linkToken, parseSignUp } from "./audience.ts";
import { type Caller, limit } from "./caller.ts";

/**
 * "Tell me when it is available" (double opt-in): the same answer for a new, a waiting and a
 * confirmed address. Counted under the sign-up's limit: one client, five of either an hour. A
 * refused form is a 422, as a refused sign-up is; an unknown item 404, one on sale now 409.
 */
export async function requestNotice(caller: Caller, input: unknown): Promise<void> {
  await limit(caller, "subscribe");
  const parsed = parseSignUp(NotifySchema, input);
  await caller.services.notify.request(parsed, caller.clientAddress);
}

/** The confirmation page's button (never its GET): confirms the link's wait. */
export async function confirmNotice(caller: Caller, input: unknown) {
  const token = await linkToken(caller, input);
  return caller.services.notify.confirm(token, caller.clientAddress);
}

/** The "forget this request" link's button: an unknown token changes nothing, answered the same. */
export async function forgetNotice(caller: Caller, input: unknown): Promise<void> {
  await limit(caller, "audienceLinks");
  const parsed = TokenSchema.safeParse(input);
  if (parsed.success) await caller.services.notify.forget(parsed.data.token);
}
