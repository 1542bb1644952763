import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for a page whose address changes within itself (tabs, an open
 * dialog, a tidied query) without needing new data: a link to the same path loads nothing, unless
 * `refetch` says the next address does need it; a form's submission always reloads.
 */
export function samePathKeepsData(
  { formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  refetch: (nextUrl: URL) => boolean = () => false,
): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && !refetch(nextUrl)) return false;
  return defaultShouldRevalidate;
}
