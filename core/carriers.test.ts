import { describe, expect, it } from "vitest";
import { CARRIERS, carrierName, carrierTrackingUrl, OTHER_CARRIER } from "./carriers.ts";

describe("carriers", () => {
  it("puts the tracking number, encoded, into each carrier's https page", () => {
    for (const carrier of CARRIERS) {
      const url = carrierTrackingUrl(carrier.key, "AB 12/3");
      expect(url, carrier.key).toMatch(/^https:\/\//);
      expect(url, carrier.key).toContain("AB%2012%2F3");
      expect(url, carrier.key).not.toContain("{number}");
    }
    expect(carrierTrackingUrl("royal-mail", "RR123456785GB")).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/RR123456785GB",
    );
  });

  it("knows no page for another carrier, and names carriers for the buyer", () => {
    expect(carrierTrackingUrl(OTHER_CARRIER, "123")).toBeUndefined();
    expect(carrierName("dpd")).toBe("DPD");
    expect(carrierName(OTHER_CARRIER)).toBe("the carrier");
    expect(new Set(CARRIERS.map((carrier) => carrier.key)).size).toBe(CARRIERS.length);
  });
});
