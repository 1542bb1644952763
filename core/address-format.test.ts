import { describe, expect, it } from "vitest";
import { addressLines, countryInSentence, countryName } from "./address-format.ts";

describe("country names", () => {
  // In English, with 'the' where a sentence needs it.
  it.each([
    ["AU", "Australia", "Australia"],
    ["GB", "United Kingdom", "the United Kingdom"],
    ["DE", "Germany", "Germany"],
    ["KY", "Cayman Islands", "the Cayman Islands"],
  ])("names %s %j, and %j in a sentence", (code, name, inSentence) => {
    expect(countryName(code)).toBe(name);
    expect(countryInSentence(code)).toBe(inSentence);
  });

  it("shows older orders' codes as they were", () => {
    expect(countryName("OTHER")).toBe("Other");
    expect(countryName("Narnia")).toBe("Narnia");
  });

  it("prints an address on its lines, leaving out what is empty", () => {
    const address = { address: "1 George St", city: "Sydney", zipCode: "2000" };
    expect(addressLines({ ...address, state: "NSW", country: "AU" })).toEqual([
      "1 George St",
      "Sydney, NSW 2000",
      "Australia",
    ]);
    expect(addressLines({ ...address, state: "", zipCode: "", country: "HK" })).toEqual([
      "1 George St",
      "Sydney",
      "Hong Kong SAR China",
    ]);
  });
});
