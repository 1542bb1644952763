import { describe, expect, it } from "vitest";
import { isTrackingParam, pageQuery, pageUrl } from "./page-params.ts";

const TRACKING =
  "fbclid=IwAR0x&igshid=MzRl&gclid=Cj0K&ttclid=E.C.P&msclkid=abc&mc_eid=1&mc_cid=2&utm_source=ig&utm_medium=social&utm_campaign=spring&utm_content=story";

describe("page parameters (the replay key)", () => {
  it.each([
    // Each page's declared parameters, in the declared order whatever the order given.
    ["/shop", "?product=12&tab=coasters", "?tab=coasters&product=12"],
    ["/shop", "?tab=coasters&product=12", "?tab=coasters&product=12"],
    ["/portfolio/ceramics", "?artType=tiles", "?artType=tiles"],
    ["/snap-cards", "?card=7", "?card=7"],
    ["/contact", "?artwork=3", "?artwork=3"],
    ["/checkout/success/EA-1", "?key=k1", "?key=k1"],
    // Back from Stripe: the order page says the payment is being confirmed (server and browser).
    ["/checkout/success/EA-1", "?card=paid", "?card=paid"],
    ["/checkout/success/EA-1", "?card=maybe", ""],
    ["/checkout/success/EA-1/certificate/C1", "?card=paid", ""],
    ["/commissions/7", "?key=k1&fbclid=1", "?key=k1"],
    ["/commissions/7.data", "?key=k1", "?key=k1"],
    ["/commissions", "?key=k1", ""],
    // The destination the cart and checkout price for (its zone's shipping and tax).
    ["/cart", "?country=au&fbclid=1", "?country=AU"],
    ["/checkout", "?country=FR", "?country=FR"],
    ["/cart", "?country=France", ""],
    // Every other parameter is dropped, tracking or not.
    ["/shop", `?${TRACKING}&v=1&tab=cards&ref=newsletter`, "?tab=cards"],
    ["/", `?${TRACKING}&v=2`, ""],
    ["/about", "?x=1", ""],
    ["/privacy", "", ""],
    ["/art/12-heron", "?fbclid=1", ""],
    // A parameter one page reads means nothing to another.
    ["/portfolio/ceramics", "?tab=cards&product=3", ""],
    // Values are normalised as the page reads them, so two spellings of one page are one replay.
    // A tab is any collection's slug (the owner's); what cannot be a slug is no tab.
    ["/shop", "?tab=prints", "?tab=prints"],
    ["/shop", "?tab=Not%20a%20slug", ""],
    ["/shop", "?tab=-x-", ""],
    // Ids are read as numbers: `012` is 12, anything that is not a positive id is no id.
    ["/shop", "?product=012", "?product=12"],
    ["/shop", "?product=", ""],
    ["/shop", "?product=abc", ""],
    ["/shop", "?product=-3", ""],
    ["/shop", "?product=0", ""],
    ["/shop", "?product=1.5", ""],
    ["/shop", "?product=99999999999999999999", ""],
    // Art types are those of the category the page shows.
    ["/portfolio/paintings-drawings", "?artType=tiles", ""],
    ["/portfolio/paintings-drawings", "?artType=cats", "?artType=cats"],
    // The first of repeated values, as URLSearchParams.get reads it.
    ["/snap-cards", "?card=4&card=5", "?card=4"],
    // React Router's `_routes` is kept on a data load, where the page's own parameters are read.
    [
      "/shop.data",
      "?fbclid=1&tab=cards&_routes=routes%2Fshop%2Fshop",
      "?tab=cards&_routes=routes%2Fshop%2Fshop",
    ],
    ["/_root.data", "?utm_source=x", ""],
    // `_routes` means nothing on a document.
    ["/shop", "?_routes=x", ""],
    // React Router's route discovery is kept whole: without its parameters it answers "version
    // mismatch", and every later navigation and form in the browser becomes a full page load.
    [
      "/__manifest",
      "?paths=%2Fadmin%2Clogin&version=abc123&fbclid=1",
      "?paths=%2Fadmin%2Clogin&version=abc123",
    ],
    // The portfolio landing is told only whether a parameter was given (bare /portfolio redirects).
    ["/portfolio", "?from=home", "?landing="],
    ["/portfolio", "?view=all&x=2", "?landing="],
    ["/portfolio", "?fbclid=1", ""],
    ["/portfolio", "", ""],
    ["/portfolio.data", "?from=home&_routes=r", "?landing=&_routes=r"],
    // The admin is handed every parameter but the tracking ones.
    ["/admin/orders", `?status=paid&${TRACKING}&q=smith`, "?status=paid&q=smith"],
  ])("reads %s%s as %j", (path, query, search) => {
    expect(pageQuery(path, query).search).toBe(search);
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
