import { describe, expect, it } from "vitest";
import {
  isPlaceholderEmail,
  isPlaceholderLink,
  isPlaceholderPhone,
  placeholderContacts,
} from "./placeholders.ts";
import { DEFAULT_PROFILE } from "./site-profile.ts";

const IS_PLACEHOLDER = {
  "e-mail address": isPlaceholderEmail,
  "phone number": isPlaceholderPhone,
  link: isPlaceholderLink,
};

describe("placeholders", () => {
  // The reserved example domains, the fictional 555 numbers, a link to a network's front page.
  it.each([
    ["e-mail address", "hello@example.com", true],
    ["e-mail address", "Orders@Example.ORG", true],
    ["e-mail address", "", true],
    ["e-mail address", "ada@lovelace.art", false],
    ["e-mail address", "ada@example.com.au", false],
    ["phone number", "+1 (555) 010-0199", true],
    ["phone number", "(360) 555-0142", true],
    ["phone number", "+44 20 7946 0958", false],
    ["phone number", "+1 (360) 421-0142", false],
    ["link", "https://www.instagram.com/", true],
    ["link", "https://www.instagram.com/ada.paints", false],
  ] as const)("takes the %s %j for a placeholder: %s", (kind, value, placeholder) => {
    expect(IS_PLACEHOLDER[kind](value)).toBe(placeholder);
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
