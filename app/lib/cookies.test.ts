import { describe, expect, it } from "vitest";
import { ownerSessionCookie, safeAdminPath } from "./cookies.ts";

describe("safeAdminPath", () => {
  it.each([
    ["/admin/orders", "/admin/orders"],
    ["/admin", "/admin"],
    ["/admin/login", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example", "/admin"],
    ["/shop", "/admin"],
    [undefined, "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeAdminPath(input)).toBe(expected);
  });
});

describe("ownerSessionCookie", () => {
  it("is HttpOnly and SameSite=Strict, with the __Host- prefix and Secure over HTTPS", () => {
    expect(ownerSessionCookie("t", true)).toBe(
      "__Host-easel_owner=t; Path=/; HttpOnly; SameSite=Strict; Secure",
    );
    expect(ownerSessionCookie("t", false)).toBe("easel_owner=t; Path=/; HttpOnly; SameSite=Strict");
  });
});
