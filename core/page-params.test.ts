import { describe, expect, it } from "vitest";
import { isTrackingParam, pageQuery, pageUrl } from "./page-params.ts";

const TRACKING =
  "fbclid=IwAR0x&igshid=MzRl&gclid=Cj0K&ttclid=E.C.P&msclkid=abc&mc_eid=1&mc_cid=2&utm_source=ig&utm_medium=social&utm_campaign=spring&utm_content=story";

describe("page parameters (the replay key)", () => {
  it("keeps each page's declared parameters in the declared order, whatever the order given", () => {
    expect(pageQuery("/shop", "?product=12&tab=coasters").search).toBe("?tab=coasters&product=12");
    expect(pageQuery("/shop", "?tab=coasters&product=12").search).toBe("?tab=coasters&product=12");
    expect(pageQuery("/portfolio/ceramics", "?artType=tiles").search).toBe("?artType=tiles");
    expect(pageQuery("/snap-cards", "?card=7").search).toBe("?card=7");
    expect(pageQuery("/contact", "?artwork=3").search).toBe("?artwork=3");
    expect(pageQuery("/checkout/success/EA-1", "?key=k1").search).toBe("?key=k1");
    // Back from Stripe: the order page says the payment is being confirmed (server and browser).
    expect(pageQuery("/checkout/success/EA-1", "?card=paid").search).toBe("?card=paid");
    expect(pageQuery("/checkout/success/EA-1", "?card=maybe").search).toBe("");
    expect(pageQuery("/checkout/success/EA-1/certificate/C1", "?card=paid").search).toBe("");
    expect(pageQuery("/commissions/7", "?key=k1&fbclid=1").search).toBe("?key=k1");
    expect(pageQuery("/commissions/7.data", "?key=k1").search).toBe("?key=k1");
    expect(pageQuery("/commissions", "?key=k1").search).toBe("");
    // The destination the cart and checkout price for (its zone's shipping and tax).
    expect(pageQuery("/cart", "?country=au&fbclid=1").search).toBe("?country=AU");
    expect(pageQuery("/checkout", "?country=FR").search).toBe("?country=FR");
    expect(pageQuery("/cart", "?country=France").search).toBe("");
  });

  it("drops every other parameter, tracking or not", () => {
    const junk = pageQuery("/shop", `?${TRACKING}&v=1&tab=cards&ref=newsletter`);
    expect(junk.search).toBe("?tab=cards");
    expect(pageQuery("/", `?${TRACKING}&v=2`).search).toBe("");
    expect(pageQuery("/about", "?x=1").search).toBe("");
    expect(pageQuery("/privacy", "").search).toBe("");
    expect(pageQuery("/art/12-heron", "?fbclid=1").search).toBe("");
    // A parameter one page reads means nothing to another.
    expect(pageQuery("/portfolio/ceramics", "?tab=cards&product=3").search).toBe("");
  });

  it("normalises values as the page reads them, so two spellings of one page are one replay", () => {
    // A tab is any collection's slug (the owner's); what cannot be a slug is no tab.
    expect(pageQuery("/shop", "?tab=prints").search).toBe("?tab=prints");
    expect(pageQuery("/shop", "?tab=Not%20a%20slug").search).toBe("");
    expect(pageQuery("/shop", "?tab=-x-").search).toBe("");
    // Ids are read as numbers: `012` is 12, anything that is not a positive id is no id.
    expect(pageQuery("/shop", "?product=012").search).toBe("?product=12");
    for (const product of ["", "abc", "-3", "0", "1.5", "99999999999999999999"]) {
      expect(pageQuery("/shop", `?product=${product}`).search, product).toBe("");
    }
    // Art types are those of the category the page shows.
    expect(pageQuery("/portfolio/paintings-drawings", "?artType=tiles").search).toBe("");
    expect(pageQuery("/portfolio/paintings-drawings", "?artType=cats").search).toBe(
      "?artType=cats",
    );
    // The first of repeated values, as URLSearchParams.get reads it.
    expect(pageQuery("/snap-cards", "?card=4&card=5").search).toBe("?card=4");
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

  it("tells the portfolio landing only whether a parameter was given (bare /portfolio redirects)", () => {
    expect(pageQuery("/portfolio", "?from=home").search).toBe("?landing=");
    expect(pageQuery("/portfolio", "?view=all&x=2").search).toBe("?landing=");
    expect(pageQuery("/portfolio", "?fbclid=1").search).toBe("");
    expect(pageQuery("/portfolio", "").search).toBe("");
    expect(pageQuery("/portfolio.data", "?from=home&_routes=r").search).toBe("?landing=&_routes=r");
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
