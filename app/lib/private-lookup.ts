import { data, redirect } from "react-router";
import { NotFound, RateLimited } from "#core/domain-errors.ts";
import { failureInit } from "~/lib/action-result.ts";

/**
 * A private page opened by the key in its address (an e-mail's `?key=…`): the same page again
 * without it, the cookie that keeps the key from now on set (when it is new).
 */
export function dropKey(clean: string, setCookie: string | null | undefined): never {
  throw redirect(clean, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * A private or rate-limited lookup's refusal (too many lookups, or nothing there for this
 * visitor): the page's data for it, with the status and Retry-After the API gives. Any other
 * error is thrown on.
 */
export function refusedLookup<T>(error: unknown, page: (refusal: RateLimited | NotFound) => T) {
  if (!(error instanceof RateLimited || error instanceof NotFound)) throw error;
  return data(page(error), failureInit(error));
}

/**
 * A private page's read by its key: the e-mail's `?key=…`, else the cookie (`look` gets null).
 * Opened with the key, the answer is the same page at its `clean` address, the cookie that keeps
 * the key set; else the page's data for what was found (`page`) or for the refusal (`refused`),
 * with the refusal's status.
 */
export async function lookUpByKey<Found extends { setCookie?: string | null }, Page, Refusal>(
  request: Request,
  {
    look,
    clean,
    page,
    refused,
  }: {
    look: (key: string | null) => Promise<Found>;
    clean: (found: Found) => string;
    page: (found: Found) => Page;
    refused: (refusal: RateLimited | NotFound) => Refusal;
  },
) {
  const key = new URL(request.url).searchParams.get("key");
  try {
    const found = await look(key);
    if (key !== null) dropKey(clean(found), found.setCookie);
    return page(found);
  } catch (error) {
    return refusedLookup(error, refused);
  }
}
