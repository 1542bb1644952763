import { describe, expect, it } from "vitest";
import { counted } from "./plural.ts";

describe("counted", () => {
  it("says one thing in the singular, and none or several in the plural", () => {
    expect(counted(1, "message")).toBe("1 message");
    expect(counted(0, "message")).toBe("0 messages");
    expect(counted(2, "message")).toBe("2 messages");
    expect(counted(21, "message")).toBe("21 messages");
  });

  it("takes the plural given when adding an s does not make it", () => {
    expect(counted(1, "box", "boxes")).toBe("1 box");
    expect(counted(3, "box", "boxes")).toBe("3 boxes");
  });
});
