import { describe, expect, it } from "vitest";
import { MAX_ORDER_KEYS, orderAccessCookie, orderKeysOf, ownerSessionCookie } from "./cookies.ts";

describe("ownerSessionCookie", () => {
  it("is HttpOnly and SameSite=Strict, with the __Host- prefix and Secure over HTTPS", () => {
    expect(ownerSessionCookie("t", true)).toBe(
      "__Host-easel_owner=t; Path=/; HttpOnly; SameSite=Strict; Secure",
    );
    expect(ownerSessionCookie("t", false)).toBe("easel_owner=t; Path=/; HttpOnly; SameSite=Strict");
  });
});

describe("the order-access cookie", () => {
  const key = (n: number) => String(n).padStart(43, "k");

  it("is HttpOnly, SameSite=Lax, 30 days, and Secure over HTTPS", () => {
    expect(orderAccessCookie([], key(1), true)).toBe(
      `easel_orders=${key(1)}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(orderAccessCookie([], key(1), false)).not.toContain("Secure");
  });

  it("holds the newest keys first, each once, at most ten", () => {
    const held = Array.from({ length: MAX_ORDER_KEYS }, (_, i) => key(i));
    const value = orderAccessCookie(held, key(99), false).split(";")[0]!.split("=")[1]!;
    expect(value.split(".")).toEqual([key(99), ...held.slice(0, MAX_ORDER_KEYS - 1)]);
    const again = orderAccessCookie([key(2), key(1)], key(1), false);
    expect(again.split(";")[0]).toBe(`easel_orders=${key(1)}.${key(2)}`);
  });

  it("is read as its well-formed keys only", () => {
    expect(orderKeysOf(undefined)).toEqual([]);
    expect(orderKeysOf(`${key(1)}.nope.${key(2)}.${"!".repeat(43)}`)).toEqual([key(1), key(2)]);
    const many = Array.from({ length: 30 }, (_, i) => key(i)).join(".");
    expect(orderKeysOf(many)).toHaveLength(MAX_ORDER_KEYS);
  });
});
