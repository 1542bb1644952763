import { describe, expect, it } from "vitest";
import {
  isPlaceholderEmail,
  isPlaceholderLink,
  isPlaceholderPhone,
  placeholderContacts,
} from "./placeholders.ts";
import { DEFAULT_PROFILE } from "./site-profile.ts";

describe("placeholders", () => {
  it.each([
    {
      kind: "e-mail addresses (the reserved example domains)",
      isPlaceholder: isPlaceholderEmail,
      placeholders: ["hello@example.com", "Orders@Example.ORG", ""],
      real: ["ada@lovelace.art", "ada@example.com.au"],
    },
    {
      kind: "phone numbers (the fictional 555 numbers)",
      isPlaceholder: isPlaceholderPhone,
      placeholders: ["+1 (555) 010-0199", "(360) 555-0142"],
      real: ["+44 20 7946 0958", "+1 (360) 421-0142"],
    },
    {
      kind: "links (to a network's front page)",
      isPlaceholder: isPlaceholderLink,
      placeholders: ["https://www.instagram.com/"],
      real: ["https://www.instagram.com/ada.paints"],
    },
  ])("tells placeholder $kind from real ones", ({ isPlaceholder, placeholders, real }) => {
    expect(placeholders.filter(isPlaceholder)).toEqual(placeholders);
    expect(real.filter(isPlaceholder)).toEqual([]);
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
