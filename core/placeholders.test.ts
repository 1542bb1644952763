import { describe, expect, it } from "vitest";
import {
  isPlaceholderEmail,
  isPlaceholderLink,
  isPlaceholderPhone,
  placeholderContacts,
} from "./placeholders.ts";
import { DEFAULT_PROFILE } from "./site-profile.ts";

describe("placeholders", () => {
  it("knows the reserved example domains from a real address", () => {
    expect(isPlaceholderEmail("hello@example.com")).toBe(true);
    expect(isPlaceholderEmail("Orders@Example.ORG")).toBe(true);
    expect(isPlaceholderEmail("")).toBe(true);
    expect(isPlaceholderEmail("ada@lovelace.art")).toBe(false);
    expect(isPlaceholderEmail("ada@example.com.au")).toBe(false);
  });

  it("knows the fictional 555 numbers", () => {
    expect(isPlaceholderPhone("+1 (555) 010-0199")).toBe(true);
    expect(isPlaceholderPhone("(360) 555-0142")).toBe(true);
    expect(isPlaceholderPhone("+44 20 7946 0958")).toBe(false);
    expect(isPlaceholderPhone("+1 (360) 421-0142")).toBe(false);
  });

  it("calls a link to a network's front page generic", () => {
    expect(isPlaceholderLink("https://www.instagram.com/")).toBe(true);
    expect(isPlaceholderLink("https://www.instagram.com/ada.paints")).toBe(false);
  });

  it("lists every placeholder of a new site's profile, and none of a real one", () => {
    expect(placeholderContacts(DEFAULT_PROFILE)).toEqual([
      "the e-mail address (hello@example.com)",
      "the orders address (orders@example.com)",
      "the phone number (+1 (555) 010-0199)",
      "6 social links to a front page",
    ]);
    expect(
      placeholderContacts({
        email: "ada@lovelace.art",
        ordersEmail: "",
        phone: "",
        social: [{ kind: "instagram", label: "Instagram", href: "https://instagram.com/ada" }],
      }),
    ).toEqual([]);
  });
});
