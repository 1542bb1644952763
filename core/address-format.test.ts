import { describe, expect, it } from "vitest";
import { addressLines, countryInSentence, countryName } from "./address-format.ts";

describe("country names", () => {
  it("names countries in English, with 'the' where a sentence needs it", () => {
    expect(countryName("AU")).toBe("Australia");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryInSentence("GB")).toBe("the United Kingdom");
    expect(countryInSentence("DE")).toBe("Germany");
    expect(countryInSentence("KY")).toBe("the Cayman Islands");
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
