import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./image-protection.ts";

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
) => isBlockedShortcut({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe("isBlockedShortcut", () => {
  it.each(["s", "a", "p", "u", "S", "U"])("blocks Ctrl/Cmd+%s", (key) => {
    expect(press(key, { ctrlKey: true })).toBe(true);
    expect(press(key, { metaKey: true })).toBe(true);
  });

  it.each(["i", "j", "c", "I"])("blocks Ctrl/Cmd+Shift+%s", (key) => {
    expect(press(key, { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press(key, { metaKey: true, shiftKey: true })).toBe(true);
  });

  it("blocks F12", () => {
    expect(press("F12")).toBe(true);
  });

  it("lets everything else through", () => {
    expect(press("s")).toBe(false);
    expect(press("c", { ctrlKey: true })).toBe(false);
    expect(press("v", { ctrlKey: true })).toBe(false);
    expect(press("k", { ctrlKey: true })).toBe(false);
    expect(press("s", { ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
