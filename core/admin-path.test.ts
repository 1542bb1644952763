import { describe, expect, it } from "vitest";
import { safeAdminPath } from "./admin-path.ts";

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
