import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for a page whose address changes within itself (tabs, an open
 * dialog, a tidied query) without needing new data: a link to the same path loads nothing, unless
 * `refetch` says the next address does need it; a form's submission always reloads, and so does
 * the very same address again (`useRevalidator`, or a link to the page itself), which asks for the
 * data as it is now.
 */
export function samePathKeepsData(
  { formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  refetch: (nextUrl: URL) => boolean = () => false,
): boolean {
  const sameAddress = currentUrl.href === nextUrl.href;
  if (!formMethod && !sameAddress && currentUrl.pathname === nextUrl.pathname && !refetch(nextUrl))
    return false;
  return defaultShouldRevalidate;
}
