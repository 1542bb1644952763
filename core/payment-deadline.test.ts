import { describe, expect, it } from "vitest";
import { deadlineStep, payByFrom, reminderAt } from "./payment-deadline.ts";

const PLACED = "2026-03-01T12:00:00.000Z";

describe("payment deadlines", () => {
  it("sets the deadline whole days after the order, and the reminder halfway", () => {
    expect(payByFrom(PLACED, 7)).toBe("2026-03-08T12:00:00.000Z");
    expect(reminderAt(PLACED, payByFrom(PLACED, 7))).toBe("2026-03-05T00:00:00.000Z");
    expect(reminderAt(PLACED, payByFrom(PLACED, 1))).toBe("2026-03-02T00:00:00.000Z");
  });

  it("reminds once halfway, then cancels at the deadline", () => {
    const order = { placedAt: PLACED, payBy: payByFrom(PLACED, 7), remindedAt: null };
    expect(deadlineStep(order, "2026-03-04T23:59:59.999Z")).toBe("none");
    expect(deadlineStep(order, "2026-03-05T00:00:00.000Z")).toBe("remind");
    const reminded = { ...order, remindedAt: "2026-03-05T00:05:00.000Z" };
    expect(deadlineStep(reminded, "2026-03-07T00:00:00.000Z")).toBe("none");
    expect(deadlineStep(reminded, "2026-03-08T12:00:00.000Z")).toBe("cancel");
    // A sweep that missed the reminder (the server was off) cancels without reminding late.
    expect(deadlineStep(order, "2026-03-09T00:00:00.000Z")).toBe("cancel");
  });
});
