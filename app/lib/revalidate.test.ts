import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { samePathKeepsData } from "./revalidate.ts";

/** What React Router asks a route on its way from `from` to `to` (both on one made-up origin). */
function args(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) {
  const url = (path: string) => new URL(path, "https://art.example");
  return {
    currentUrl: url(from),
    nextUrl: url(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } satisfies ShouldRevalidateFunctionArgs;
}

describe("samePathKeepsData", () => {
  it("keeps the data while only the query of the same page changes", () => {
    expect(samePathKeepsData(args("/shop?tab=cards", "/shop?tab=coasters"))).toBe(false);
    expect(
      samePathKeepsData(args("/checkout/success/EA-1?placed=1", "/checkout/success/EA-1")),
    ).toBe(false);
  });

  it("reloads for another page, a form's submission, or an address `refetch` asks for", () => {
    expect(samePathKeepsData(args("/shop", "/cart"))).toBe(true);
    expect(samePathKeepsData(args("/shop", "/shop?tab=cards", { formMethod: "POST" }))).toBe(true);
    expect(
      samePathKeepsData(args("/o/1", "/o/1?key=k"), (next) => next.searchParams.has("key")),
    ).toBe(true);
  });

  // The order page back from Stripe asks every 2 s whether the payment has arrived: each of those
  // revalidations is the page's own address, and must load the order afresh.
  it("reloads when the address stays the same: a revalidation asked for", () => {
    expect(
      samePathKeepsData(
        args("/checkout/success/EA-1?card=paid", "/checkout/success/EA-1?card=paid"),
      ),
    ).toBe(true);
    expect(samePathKeepsData(args("/shop", "/shop"))).toBe(true);
  });

  it("leaves React Router's own answer alone when it would not reload", () => {
    expect(samePathKeepsData(args("/shop", "/shop", { defaultShouldRevalidate: false }))).toBe(
      false,
    );
  });
});
