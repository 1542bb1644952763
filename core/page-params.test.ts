import { describe, expect, it } from "vitest";
import { isTrackingParam, pageQuery, pageUrl } from "./page-params.ts";

const TRACKING =
  "fbclid=IwAR0x&igshid=MzRl&gclid=Cj0K&ttclid=E.C.P&msclkid=abc&mc_eid=1&mc_cid=2&utm_source=ig&utm_medium=social&utm_campaign=spring&utm_content=story";

describe("page parameters (the replay key)", () => {
  it.each([
    // Each page's declared parameters, in the declared order whatever the order given.
    { path: "/shop", query: "?product=12&tab=coasters", search: "?tab=coasters&product=12" },
    { path: "/shop", query: "?tab=coasters&product=12", search: "?tab=coasters&product=12" },
    { path: "/portfolio/ceramics", query: "?artType=tiles", search: "?artType=tiles" },
    { path: "/snap-cards", query: "?card=7", search: "?card=7" },
    { path: "/contact", query: "?artwork=3", search: "?artwork=3" },
    { path: "/checkout/success/EA-1", query: "?key=k1", search: "?key=k1" },
    // Back from Stripe: the order page says the payment is being confirmed (server and browser).
    { path: "/checkout/success/EA-1", query: "?card=paid", search: "?card=paid" },
    { path: "/checkout/success/EA-1", query: "?card=maybe", search: "" },
    { path: "/checkout/success/EA-1/certificate/C1", query: "?card=paid", search: "" },
    { path: "/commissions/7", query: "?key=k1&fbclid=1", search: "?key=k1" },
    { path: "/commissions/7.data", query: "?key=k1", search: "?key=k1" },
    { path: "/commissions", query: "?key=k1", search: "" },
    // The destination the cart and checkout price for (its zone's shipping and tax).
    { path: "/cart", query: "?country=au&fbclid=1", search: "?country=AU" },
    { path: "/checkout", query: "?country=FR", search: "?country=FR" },
    { path: "/cart", query: "?country=France", search: "" },
    // Every other parameter is dropped, tracking or not.
    { path: "/shop", query: `?${TRACKING}&v=1&tab=cards&ref=newsletter`, search: "?tab=cards" },
    { path: "/", query: `?${TRACKING}&v=2`, search: "" },
    { path: "/about", query: "?x=1", search: "" },
    { path: "/privacy", query: "", search: "" },
    { path: "/art/12-heron", query: "?fbclid=1", search: "" },
    // A parameter one page reads means nothing to another.
    { path: "/portfolio/ceramics", query: "?tab=cards&product=3", search: "" },
    // Values are normalised as the page reads them, so two spellings of one page are one replay.
    // A tab is any collection's slug (the owner's); what cannot be a slug is no tab.
    { path: "/shop", query: "?tab=prints", search: "?tab=prints" },
    { path: "/shop", query: "?tab=Not%20a%20slug", search: "" },
    { path: "/shop", query: "?tab=-x-", search: "" },
    // Ids are read as numbers: `012` is 12, anything that is not a positive id is no id.
    { path: "/shop", query: "?product=012", search: "?product=12" },
    { path: "/shop", query: "?product=", search: "" },
    { path: "/shop", query: "?product=abc", search: "" },
    { path: "/shop", query: "?product=-3", search: "" },
    { path: "/shop", query: "?product=0", search: "" },
    { path: "/shop", query: "?product=1.5", search: "" },
    { path: "/shop", query: "?product=99999999999999999999", search: "" },
    // Art types are those of the category the page shows.
    { path: "/portfolio/paintings-drawings", query: "?artType=tiles", search: "" },
    { path: "/portfolio/paintings-drawings", query: "?artType=cats", search: "?artType=cats" },
    // The first of repeated values, as URLSearchParams.get reads it.
    { path: "/snap-cards", query: "?card=4&card=5", search: "?card=4" },
    // The portfolio landing is told only whether a parameter was given (bare /portfolio redirects).
    { path: "/portfolio", query: "?from=home", search: "?landing=" },
    { path: "/portfolio", query: "?view=all&x=2", search: "?landing=" },
    { path: "/portfolio", query: "?fbclid=1", search: "" },
    { path: "/portfolio", query: "", search: "" },
    { path: "/portfolio.data", query: "?from=home&_routes=r", search: "?landing=&_routes=r" },
  ])("on $path, reads $query as $search", ({ path, query, search }) => {
    expect(pageQuery(path, query).search).toBe(search);
  });

  it("keeps React Router's `_routes` on a data load, and reads the page's own parameters there", () => {
    expect(pageQuery("/shop.data", "?fbclid=1&tab=cards&_routes=routes%2Fshop%2Fshop").search).toBe(
      "?tab=cards&_routes=routes%2Fshop%2Fshop",
    );
    expect(pageQuery("/_root.data", "?utm_source=x").search).toBe("");
    // `_routes` means nothing on a document.
    expect(pageQuery("/shop", "?_routes=x").search).toBe("");
  });

  it("keeps React Router's route discovery whole (`/__manifest?paths=…&version=…`)", () => {
    // Without them React Router answers "version mismatch", and every later navigation and form
    // in the browser becomes a full page load.
    expect(pageQuery("/__manifest", "?paths=%2Fadmin%2Clogin&version=abc123&fbclid=1").search).toBe(
      "?paths=%2Fadmin%2Clogin&version=abc123",
    );
  });

  it("hands the admin every parameter but the tracking ones", () => {
    expect(pageQuery("/admin/orders", `?status=paid&${TRACKING}&q=smith`).search).toBe(
      "?status=paid&q=smith",
    );
  });

  it("hands a form's action every parameter but the tracking ones (React Router's `?index`)", () => {
    expect(pageQuery("/", "?index&fbclid=1", "POST").search).toBe("?index=");
    expect(pageQuery("/shop.data", "?index&v=2&utm_source=x", "POST").search).toBe("?index=&v=2");
  });

  it("never hands a page a tracking parameter", () => {
    const names = TRACKING.split("&").map((pair) => pair.split("=")[0]!);
    for (const name of names) expect(isTrackingParam(name), name).toBe(true);
    for (const path of ["/", "/shop", "/contact", "/admin/orders", "/checkout/success/EA-1"]) {
      const url = pageUrl(new URL(`http://shop.test${path}?${TRACKING}`));
      for (const name of names) expect(url.searchParams.has(name), `${path} ${name}`).toBe(false);
    }
    expect(isTrackingParam("tab")).toBe(false);
  });

  it("leaves an address that is already what its page reads as it is", () => {
    const url = new URL("http://shop.test/shop?tab=cards&product=4");
    expect(pageUrl(url)).toBe(url);
  });
});
