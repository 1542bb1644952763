import { data, redirect } from "react-router";
import { asDiskFull } from "#core/disk-full.ts";
import {
  DomainError,
  Invalid,
  Refused,
  retryAfterOf,
  STATUS_OF_KIND,
} from "#core/domain-errors.ts";
import { BACK_TO_FIELD, backToPath, type FlashToast, flashCookie } from "#core/flash.ts";

/** A refusal as a form hears it: the message, and the fields at fault (may be none). */
export interface ActionFailure {
  ok: false;
  message: string;
  errors: Record<string, string>;
  /** A refusal's stable reason (`Refused`: why a discount code was declined), when it has one. */
  reason?: string;
}

/**
 * What every route action answers: `{ok: true, …}` with what the page needs, or a failure with its
 * message and field errors. `Extra` is what the action echoes either way (the form's intent, the
 * typed values for a page rendered without JavaScript).
 */
export type ActionResult<Success extends object = object, Extra extends object = object> =
  | ({ ok: true } & Success & Extra)
  | (ActionFailure & Extra);

export interface ActionOptions<Extra extends object> {
  /** Echoed in the answer, success or failure. */
  echo?: Extra;
  /** Said instead of the first field's message when the form's fields fail their schema. */
  invalidMessage?: string;
  /** Renames failing fields as the form names them. */
  field?: (name: string) => string;
  /**
   * Where a post made without JavaScript goes back to ({@link backFrom}): a success that says a
   * `toast` is answered by a redirect there, the toast in the flash cookie (core/flash.ts).
   */
  back?: { to: string | undefined; secure: boolean };
}

/**
 * What a page's action says once an intent worked, by intent (its toast): fixed words, or words
 * from what the intent answered. An intent it does not name says nothing.
 */
export type IntentToasts = Record<string, FlashToast | ((answer: never) => FlashToast)>;

/**
 * The `back` option of a page action: the form's `backTo` field (the recipe's forms carry it only
 * when posted without JavaScript), checked to be a path of this site.
 */
export function backFrom(input: object, caller: { secure: boolean }) {
  return {
    to: backToPath((input as Record<string, unknown>)[BACK_TO_FIELD]),
    secure: caller.secure,
  };
}

/**
 * What a capability or an intent may ask the door to do besides answering: set a cookie, or
 * several; say a toast (in the answer, or in the flash cookie of a redirect back).
 */
interface CookieRequest {
  setCookie?: string | undefined;
  setCookies?: readonly string[] | undefined;
  toast?: FlashToast | undefined;
}

/** The status (and Retry-After when limited or unavailable) a page answers a domain failure with. */
export function failureInit(error: DomainError): ResponseInit {
  const retryAfter = retryAfterOf(error);
  return {
    status: STATUS_OF_KIND[error.kind],
    ...(retryAfter === undefined ? {} : { headers: { "Retry-After": String(retryAfter) } }),
  };
}

/** A domain failure as the action's answer, with its status (and Retry-After when limited). */
export function actionFailure<Extra extends object>(
  error: DomainError,
  options: ActionOptions<Extra> = {},
) {
  const errors = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([name, text]) => [options.field?.(name) ?? name, text]),
  );
  const message = error.input && options.invalidMessage ? options.invalidMessage : error.message;
  const reason = error instanceof Refused ? { reason: error.reason } : {};
  return data<ActionFailure & Extra>(
    { ...(options.echo as Extra), ok: false, message, errors, ...reason },
    failureInit(error),
  );
}

/**
 * Runs an action's work and answers in the one shape: what `run` returns, marked ok (a `setCookie`
 * or `setCookies` it returns becomes Set-Cookie headers, not data), or the domain failure it threw
 * (a full disk counts as one: a 507 with its message). Anything else (a redirect, a bug) is thrown
 * on. A success with a `toast`, posted without JavaScript from a form that says where it came
 * from (`back`), is a 303 back there with the toast in the flash cookie.
 */
export async function performAction<Success extends object, Extra extends object = object>(
  run: () => Promise<Success>,
  options: ActionOptions<Extra> = {},
) {
  try {
    const { setCookie, setCookies, ...value } = (await run()) as Success & CookieRequest;
    const headers = new Headers();
    for (const cookie of [setCookie ?? [], setCookies ?? []].flat())
      headers.append("Set-Cookie", cookie);
    const { toast } = value as CookieRequest;
    if (toast && options.back?.to) {
      headers.append("Set-Cookie", flashCookie(toast, options.back.secure));
      // Thrown, as React Router takes a redirect: the answer's type stays the data's.
      throw redirect(options.back.to, { status: 303, headers });
    }
    return data<ActionResult<Omit<Success, "setCookie" | "setCookies">, Extra>>(
      { ...(options.echo as Extra), ...value, ok: true },
      headers.has("Set-Cookie") ? { headers } : undefined,
    );
  } catch (error) {
    if (error instanceof DomainError) return actionFailure(error, options);
    const full = asDiskFull(error);
    if (full) return actionFailure(full, options);
    throw error;
  }
}

/**
 * What one intent of a page does with the parsed form: usually one capability, unchanged. What it
 * answers goes to the page when it is an object (an id, say, is not the page's business).
 */
export type IntentRun<Input, Success extends object> = (input: Input) => Promise<Success | unknown>;

/** Said when a form names an intent its page does not have (the same 400 through any page). */
export const UNKNOWN_INTENT = "Unknown action";

/**
 * A page's action as a table from intent to capability (one door per resource):
 * runs the intent the form names through {@link performAction}, echoing the intent; one the table
 * lacks is refused as an {@link Invalid} "Unknown action". `toasts` says what each intent did.
 */
export function performIntent<
  Input extends { intent?: unknown },
  Success extends object,
  Extra extends object = object,
>(
  input: Input,
  table: Record<string, IntentRun<Input, Success>>,
  options: ActionOptions<Extra> & { toasts?: IntentToasts } = {},
) {
  const intent = typeof input.intent === "string" ? input.intent : "";
  const run = Object.hasOwn(table, intent) ? table[intent] : undefined;
  const said =
    options.toasts && Object.hasOwn(options.toasts, intent) ? options.toasts[intent] : undefined;
  return performAction(
    async () => {
      if (!run) throw new Invalid(UNKNOWN_INTENT);
      const value = await run(input);
      const answer = (typeof value === "object" && value !== null ? value : {}) as Partial<Success>;
      if (!said) return answer;
      return { ...answer, toast: typeof said === "function" ? said(answer as never) : said };
    },
    { ...options, echo: { ...(options.echo as Extra), intent } },
  );
}

export { formInput } from "#core/form-input.ts";
export { formValues } from "./form-values.ts";
