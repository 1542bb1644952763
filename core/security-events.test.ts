import { describe, expect, it } from "vitest";
import {
  describeSecurityEvent,
  isWarning,
  SECURITY_EVENT_KINDS,
  settingsSectionsOf,
} from "./security-events.ts";

describe("security events", () => {
  it.each([
    [{ legal: {}, profile: {}, portraitAlt: "x", biography: [] }, ["profile", "about", "legal"]],
    [{ unknown: 1 }, []],
  ])(
    "names the settings sections %j touched, by field, in the page's order",
    (change, sections) => {
      expect(settingsSectionsOf(change)).toEqual(sections);
    },
  );

  it("says what happened in plain words for every kind", () => {
    for (const kind of SECURITY_EVENT_KINDS) {
      expect(describeSecurityEvent({ kind, detail: {} })).toMatch(/^[A-Z][a-z]/);
    }
    expect(
      describeSecurityEvent({
        kind: "settings-changed",
        detail: { sections: ["store", "legal", "payment"] },
      }),
    ).toBe("Settings saved: shop and checkout, legal pages and payment instructions");
    expect(describeSecurityEvent({ kind: "restored", detail: { file: "b.tar.gz" } })).toBe(
      "Restored from a backup (b.tar.gz)",
    );
  });

  it("treats refusals as warnings", () => {
    expect(SECURITY_EVENT_KINDS.filter(isWarning)).toEqual([
      "sign-in-failed",
      "sign-in-throttled",
      "password-change-failed",
    ]);
  });
});
