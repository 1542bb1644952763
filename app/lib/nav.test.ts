import { describe, expect, it } from "vitest";
import { cartBadgeText, isActivePath } from "./nav.ts";

describe("isActivePath", () => {
  it("marks Home active only on the exact root path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
  });

  it("marks a section active for its own path and everything below it", () => {
    expect(isActivePath("/portfolio", "/portfolio")).toBe(true);
    expect(isActivePath("/portfolio/ceramics", "/portfolio")).toBe(true);
    expect(isActivePath("/shop", "/portfolio")).toBe(false);
  });
});

describe("cartBadgeText", () => {
  it.each([
    [0, null],
    [-3, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("shows %s as %s", (count, expected) => {
    expect(cartBadgeText(count)).toBe(expected);
  });
});
