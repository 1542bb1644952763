import { describe, expect, it } from "vitest";
import { addressRules, checkPostcode, checkRegion } from "./address-rules.ts";

const valid = (country: string, postcode: string) => checkPostcode(country, postcode);

describe("postcodes", () => {
  it.each([
    ["GB", "NW1 6XE", "NW1 6XE"],
    ["GB", " sw1a1aa ", "SW1A 1AA"],
    ["GB", "EC1A  1BB", "EC1A 1BB"],
    ["US", "97201", "97201"],
    ["US", "97201-1234", "97201-1234"],
    ["AU", "2000", "2000"],
    ["DE", "10115", "10115"],
    ["NL", "1012 ab", "1012 AB"],
    ["NL", "1012AB", "1012 AB"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["CA", "M5V 2T6", "M5V 2T6"],
    ["IE", "d02x285", "D02 X285"],
  ])("accepts %s %j and stores %j", (country, typed, stored) => {
    expect(valid(country, typed)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ["GB", "12345", "Enter a valid postcode for the United Kingdom"],
    ["GB", "NW1", "Enter a valid postcode for the United Kingdom"],
    ["GB", "", "Enter a postcode for the United Kingdom"],
    ["US", "123", "Zip code must be at least 5 characters"],
    ["US", "", "Zip code must be at least 5 characters"],
    ["US", "ABCDE", "Enter a valid ZIP code for the United States"],
    ["US", "972011", "Enter a valid ZIP code for the United States"],
    ["AU", "20000", "Enter a valid postcode for Australia"],
    ["AU", "200", "Enter a valid postcode for Australia"],
    ["AU", "", "Enter a postcode for Australia"],
    ["DE", "1011", "Enter a valid postcode for Germany"],
    ["NL", "1012", "Enter a valid postcode for the Netherlands"],
    ["CA", "12345", "Enter a valid postal code for Canada"],
    ["CA", "", "Enter a postal code for Canada"],
    ["IE", "12345", "Enter a valid Eircode for Ireland"],
    ["FR", "x".repeat(21), "Please keep this under 20 characters"],
  ])("refuses %s %j: %s", (country, typed, message) => {
    expect(valid(country, typed)).toEqual({ ok: false, message });
  });

  it("needs none where addresses go without (Ireland, Hong Kong, the Emirates)", () => {
    for (const country of ["IE", "HK", "AE"]) {
      expect(valid(country, "")).toEqual({ ok: true, value: "" });
      expect(valid(country, "   ")).toEqual({ ok: true, value: "" });
      expect(addressRules(country).postcode.required).toBe(false);
    }
  });

  it("takes any short text where it knows no pattern, as typed (trimmed)", () => {
    expect(valid("HK", " Kowloon  Bay ")).toEqual({ ok: true, value: "Kowloon Bay" });
    expect(valid("AE", "x".repeat(20))).toEqual({ ok: true, value: "x".repeat(20) });
    expect(valid("AE", "x".repeat(21))).toEqual({
      ok: false,
      message: "Please keep this under 20 characters",
    });
  });
});

describe("regions", () => {
  it.each([
    ["US", "State"],
    ["CA", "Province"],
    ["AU", "State/territory"],
  ])("%s needs its %s", (country, label) => {
    expect(addressRules(country).region).toEqual({ label, required: true });
    expect(checkRegion(country, " ")).toEqual({
      ok: false,
      message: `${label} must be at least 2 characters`,
    });
    expect(checkRegion(country, "Y")).toEqual({
      ok: false,
      message: `${label} must be at least 2 characters`,
    });
    expect(checkRegion(country, " NSW ")).toEqual({ ok: true, value: "NSW" });
  });

  it.each(["GB", "FR", "DE", "IE", "JP"])("%s may leave it out", (country) => {
    expect(addressRules(country).region).toEqual({ label: "County / region", required: false });
    expect(checkRegion(country, "")).toEqual({ ok: true, value: "" });
    expect(checkRegion(country, "Cornwall")).toEqual({ ok: true, value: "Cornwall" });
  });

  it("keeps a region under 100 characters", () => {
    expect(checkRegion("GB", "x".repeat(101))).toEqual({
      ok: false,
      message: "Please keep this under 100 characters",
    });
  });
});

describe("labels", () => {
  it.each([
    ["US", "ZIP code", true],
    ["GB", "Postcode", true],
    ["AU", "Postcode", true],
    ["DE", "Postcode", true],
    ["CA", "Postal code", true],
    ["IE", "Eircode", false],
    ["HK", "Postcode", false],
  ])("%s calls its postcode %j (required: %s)", (country, label, required) => {
    expect(addressRules(country).postcode).toEqual({ label, required });
  });
});
