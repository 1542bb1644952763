/**
 * Dismissing a toast by its id (the journey test's "empty region" flake): the first
 * toast's 5-second timer fired in the same task as the next toast was shown, and took it along.
 */
import { describe, expect, it } from "vitest";
import { afterDismissing, type ShownToast } from "./toast.tsx";

const failed: ShownToast = { id: 1, title: "Order failed", variant: "destructive" };
const placed: ShownToast = { id: 2, title: "Order placed successfully!" };

describe("afterDismissing", () => {
  it("removes the toast it names", () => {
    expect(afterDismissing(failed, 1)).toBeNull();
  });

  it("keeps a newer toast when an older one's timer or swipe ends", () => {
    expect(afterDismissing(placed, 1)).toBe(placed);
  });

  it("leaves an empty region empty", () => {
    expect(afterDismissing(null, 1)).toBeNull();
  });
});
