import { describe, expect, it } from "vitest";
import { totalsRows } from "./totals-rows.ts";

const TOTALS = { subtotal: 1600, discount: 100, tax: 120, shipping: 0, total: 1620 };

describe("totalsRows", () => {
  it("lists subtotal, savings, tax, shipping and total for the checkout and the order", () => {
    expect(totalsRows(TOTALS, { taxRate: "8" })).toEqual([
      { kind: "subtotal", label: "Subtotal", amount: 1600 },
      { kind: "savings", label: "Bundle Savings", amount: -100 },
      { kind: "tax", label: "Tax (8%)", amount: 120 },
      { kind: "shipping", label: "Shipping", amount: 0, free: true },
      { kind: "total", label: "Total", amount: 1620 },
    ]);
  });

  it("counts the cart's items, puts its shipping first and leaves out savings of 0", () => {
    const rows = totalsRows(
      { ...TOTALS, discount: 0, shipping: 999 },
      { taxRate: "8", itemCount: 1, shippingFirst: true },
    );
    expect(rows.map((row) => row.label)).toEqual([
      "Subtotal (1 item)",
      "Shipping",
      "Tax (8%)",
      "Total",
    ]);
    expect(rows[1]).toEqual({ kind: "shipping", label: "Shipping", amount: 999 });
  });

  it("says the invoice's words", () => {
    const rows = totalsRows(TOTALS, {
      taxRate: "20",
      labels: { total: "Total due", savings: "Bundle savings" },
    });
    expect(rows.map((row) => row.label)).toEqual([
      "Subtotal",
      "Bundle savings",
      "Tax (20%)",
      "Shipping",
      "Total due",
    ]);
  });

  it.each([
    // [case, totals, tax's row (label, amount) or none]
    ["added", { tax: 200 }, ["VAT (20%)", 200]],
    ["inside the prices", { tax: 200, taxIncluded: true }, ["Includes VAT (20%)", 200]],
    ["taken off for a zone not charged", { tax: 0, taxRemoved: 200 }, ["Without VAT (20%)", -200]],
  ] as const)("names the owner's tax: %s", (_, tax, row) => {
    const rows = totalsRows({ ...TOTALS, ...tax }, { taxRate: "20", taxName: "VAT" });
    expect(rows.find((r) => r.kind === "tax")).toEqual({
      kind: "tax",
      label: row[0],
      amount: row[1],
    });
  });

  it.each([
    ["added", {}],
    ["inside the prices", { taxIncluded: true }],
  ] as const)("has no tax row for a zone not charged tax (%s)", (_, mode) => {
    const rows = totalsRows({ ...TOTALS, ...mode, tax: 0 }, { taxRate: "8", taxName: "VAT" });
    expect(rows.map((row) => row.kind)).toEqual(["subtotal", "savings", "shipping", "total"]);
    expect(rows.map((row) => row.label).join(" ")).not.toContain("VAT");
  });

  it("has no tax row when the shop charges no tax", () => {
    const rows = totalsRows({ ...TOTALS, tax: 0 }, { taxRate: "0", taxName: "VAT" });
    expect(rows.map((row) => row.kind)).toEqual(["subtotal", "savings", "shipping", "total"]);
  });
});
