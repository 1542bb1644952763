import { describe, expect, it } from "vitest";
import { deviceKind, optedOut, siteName, visitSource } from "./visit-source.ts";

const at = (path: string) => new URL(path, "https://shop.example");

describe("visit sources", () => {
  it("takes a campaign's parameters first", () => {
    expect(
      visitSource(
        at("/?utm_source=Instagram&utm_medium=social&utm_campaign=spring"),
        null,
        "shop.example",
      ),
    ).toEqual({ source: "instagram", medium: "social", campaign: "spring" });
    expect(visitSource(at("/?utm_source=instagram.com"), null, "shop.example").source).toBe(
      "instagram",
    );
  });

  it("names the site behind a click id when the referrer was dropped", () => {
    expect(visitSource(at("/shop?fbclid=abc"), null, "shop.example").source).toBe("facebook");
    expect(visitSource(at("/?gclid=x"), null, "shop.example").source).toBe("google");
    expect(visitSource(at("/?igshid=x"), null, "shop.example").source).toBe("instagram");
  });

  it("names the referring site, and the site's own pages are direct", () => {
    expect(visitSource(at("/"), "https://l.instagram.com/?u=x", "shop.example").source).toBe(
      "instagram",
    );
    expect(visitSource(at("/"), "https://www.google.co.uk/", "shop.example").source).toBe("google");
    expect(visitSource(at("/"), "https://www.blog.example/post", "shop.example").source).toBe(
      "blog.example",
    );
    expect(visitSource(at("/"), "https://shop.example/shop", "shop.example:443").source).toBe(
      "direct",
    );
    expect(visitSource(at("/"), "not a url", "shop.example").source).toBe("direct");
    expect(visitSource(at("/"), null, "shop.example")).toEqual({
      source: "direct",
      medium: "",
      campaign: "",
    });
  });

  it("keeps junk short and plain", () => {
    const long = "x".repeat(500);
    expect(visitSource(at(`/?utm_campaign=${long}<script>`), null, "s").campaign).toHaveLength(60);
    expect(siteName(`${"a".repeat(100)}.example`)).toHaveLength(60);
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceKind("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe(
      "phone",
    );
    expect(deviceKind("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe(
      "phone",
    );
    expect(deviceKind("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceKind("Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36")).toBe("tablet");
    expect(deviceKind("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")).toBe(
      "desktop",
    );
  });

  it("honours Global Privacy Control and Do Not Track", () => {
    expect(optedOut("1", null)).toBe(true);
    expect(optedOut(null, "1")).toBe(true);
    expect(optedOut("0", "0")).toBe(false);
    expect(optedOut(undefined, undefined)).toBe(false);
  });
});
