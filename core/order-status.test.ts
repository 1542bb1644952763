import { describe, expect, it } from "vitest";
import { canMove, nextStatuses, statusLabel } from "./order-status.ts";

describe("order workflow", () => {
  it("moves forward, may skip ahead, and never goes back", () => {
    expect(nextStatuses("pending")).toEqual([
      "awaiting-payment",
      "paid",
      "shipped",
      "completed",
      "cancelled",
    ]);
    expect(nextStatuses("paid")).toEqual(["shipped", "completed", "cancelled"]);
    expect(canMove("paid", "pending")).toBe(false);
    expect(canMove("shipped", "paid")).toBe(false);
  });

  it("cancels only before shipping, and nothing leaves cancelled or completed", () => {
    expect(canMove("awaiting-payment", "cancelled")).toBe(true);
    expect(canMove("shipped", "cancelled")).toBe(false);
    expect(nextStatuses("shipped")).toEqual(["completed"]);
    expect(nextStatuses("cancelled")).toEqual([]);
    expect(nextStatuses("completed")).toEqual([]);
  });

  it("knows no other status", () => {
    expect(nextStatuses("lost")).toEqual([]);
    expect(canMove("pending", "refunded")).toBe(false);
    expect(canMove("pending", "pending")).toBe(false);
  });
});

describe("statusLabel", () => {
  it("reads a status as people write it", () => {
    expect([statusLabel("awaiting-payment"), statusLabel("pending")]).toEqual([
      "Awaiting payment",
      "Pending",
    ]);
  });

  it.each(["lost-in-post", "toString"])("leaves the unknown status %j as stored", (status) => {
    expect(statusLabel(status)).toBe(status);
  });
});
