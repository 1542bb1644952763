import { describe, expect, it } from "vitest";
import { codeState } from "./discounts.ts";

describe("a discount code's state in the owner's list", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const code = { active: true, startsAt: null, endsAt: null, uses: 0, usageLimit: null };

  it("says what a buyer typing it now would meet", () => {
    expect(codeState(code, now)).toBe("Active");
    expect(codeState({ ...code, active: false }, now)).toBe("Inactive");
    expect(codeState({ ...code, endsAt: "2026-01-01T00:00:00Z" }, now)).toBe("Expired");
    expect(codeState({ ...code, endsAt: "2026-11-29T12:00:00Z" }, now)).toBe("Expired");
    expect(codeState({ ...code, startsAt: "2026-12-01T00:00:00Z" }, now)).toBe("Not started");
    expect(codeState({ ...code, uses: 5, usageLimit: 5 }, now)).toBe("Used up");
    expect(codeState({ ...code, uses: 4, usageLimit: 5 }, now)).toBe("Active");
    // Switched off says so first, whatever its dates.
    expect(codeState({ ...code, active: false, endsAt: "2026-01-01T00:00:00Z" }, now)).toBe(
      "Inactive",
    );
  });
});
