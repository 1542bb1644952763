import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";
import { adminPathFor } from "./admin-mode.ts";

describe("adminPathFor", () => {
  it.each([
    ["/", "/admin"],
    ["/product/new", "/admin/product/new"],
    ["/product/new/", "/admin/product/new"],
    ["/orders", "/admin/orders"],
    ["/orders/EA-1234", "/admin/orders/EA-1234"],
    ["/shop", "/admin"],
    ["/anything/unknown", "/admin"],
  ])("%s → %s", (path, expected) => {
    expect(adminPathFor(path)).toBe(expected);
  });
});

describe("admin mode redirects", () => {
  const t = useTestApp("sqlite");

  const location = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.request(url, { headers, redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  };
  /** Each URL answers 302 to its target. */
  const expectRedirects = async (redirects: Array<[url: string, target: string]>) => {
    for (const [url, target] of redirects) {
      expect(await location(url)).toEqual({ status: 302, location: target });
    }
  };

  it("sends ?admin=true on any page to the matching admin page", async () => {
    await expectRedirects([
      ["http://shop.example/?admin=true", "/admin"],
      ["http://shop.example/product/new?admin=true", "/admin/product/new"],
      ["http://shop.example/shop?admin=true&tab=cards", "/admin?tab=cards"],
    ]);
  });

  it("sends every page of an admin. host name to the admin area", async () => {
    await expectRedirects([
      ["http://admin.shop.example/", "/admin"],
      ["http://admin.shop.example/product/new", "/admin/product/new"],
    ]);
  });

  it("never redirects the API, and admin pages stay where they are", async () => {
    const api = await location("http://shop.example/api/admin/session?admin=true");
    expect(api.status).toBe(200);
    const adminHostApi = await location("http://admin.shop.example/api/admin/session");
    expect(adminHostApi.status).toBe(200);
    expect((await location("http://shop.example/?admin=false")).status).not.toBe(302);
  });
});
