import { describe, expect, it } from "vitest";
import { countryCodes, countryOptions, countryParam, isCountryCode } from "./countries.ts";

describe("countries", () => {
  it("lists every ISO 3166-1 country once, by English name", () => {
    const options = countryOptions();
    expect(options.length).toBe(countryCodes().size);
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    const names = options.map((option) => option.name);
    expect([...names].sort(new Intl.Collator("en").compare)).toEqual(names);
    // Every code has a real name, not the code itself.
    expect(options.filter((option) => option.name === option.code)).toEqual([]);
    expect(options).toContainEqual({ code: "AU", name: "Australia" });
    expect(options).toContainEqual({ code: "GB", name: "United Kingdom" });
    expect(names.indexOf("Åland Islands")).toBe(names.indexOf("Albania") - 1);
    expect(countryOptions()).toBe(options);
  });

  it("knows codes in capitals only, and only ISO's (the United Kingdom is GB)", () => {
    expect(["AU", "au", "OTHER", "UK", "ZZ"].filter(isCountryCode)).toEqual(["AU"]);
  });
});

describe("countryParam", () => {
  it("reads a known country from ?country=, and nothing else", () => {
    expect(countryParam("http://x/cart?country=fr")).toBe("FR");
    expect(countryParam("http://x/checkout?country=AU")).toBe("AU");
    expect(countryParam("http://x/cart?country=Narnia")).toBeNull();
    expect(countryParam("http://x/cart")).toBeNull();
  });
});
