import { describe, expect, it } from "vitest";
import { safeAdminPath } from "./admin-path.ts";

describe("safeAdminPath", () => {
  it.each([
    ["/admin/orders", "/admin/orders"],
    ["/admin", "/admin"],
    ["/admin?category=coasters", "/admin?category=coasters"],
    ["/admin/portfolio?category=sketches", "/admin/portfolio?category=sketches"],
    ["/administrator", "/admin"],
    ["/admin?next=x y", "/admin"],
    ["/admin/login", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example", "/admin"],
    ["/shop", "/admin"],
    [undefined, "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeAdminPath(input)).toBe(expected);
  });
});
