import { data } from "react-router";
import { asDiskFull } from "#core/disk-full.ts";
import {
  DomainError,
  Invalid,
  Refused,
  retryAfterOf,
  STATUS_OF_KIND,
} from "#core/domain-errors.ts";

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
}

/** What a capability may ask the door to do besides answering: set a cookie, or several. */
interface CookieRequest {
  setCookie?: string | undefined;
  setCookies?: readonly string[] | undefined;
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
 * on.
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
 * lacks is refused as an {@link Invalid} "Unknown action".
 */
export function performIntent<
  Input extends { intent?: unknown },
  Success extends object,
  Extra extends object = object,
>(
  input: Input,
  table: Record<string, IntentRun<Input, Success>>,
  options: ActionOptions<Extra> = {},
) {
  const intent = typeof input.intent === "string" ? input.intent : "";
  const run = Object.hasOwn(table, intent) ? table[intent] : undefined;
  return performAction(
    async () => {
      if (!run) throw new Invalid(UNKNOWN_INTENT);
      const value = await run(input);
      return (typeof value === "object" && value !== null ? value : {}) as Partial<Success>;
    },
    { ...options, echo: { ...(options.echo as Extra), intent } },
  );
}

export { formInput } from "#core/form-input.ts";
export { formValues } from "./form-values.ts";
