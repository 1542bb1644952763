import { describe, expect, it } from "vitest";
import { exitCodeOf, fail, formatReport, ok, warn } from "./findings.ts";

describe("doctor: the report", () => {
  it("prints each finding under its section with its mark, in the sections' order, and counts", () => {
    const findings = [
      warn("Backups", "Latest backup", "none found."),
      ok("Configuration", "PUBLIC_URL", "https://art.example."),
      fail("Database", "PostgreSQL", "could not be read."),
    ];
    expect(formatReport(findings, "Easel doctor")).toBe(
      [
        "Easel doctor",
        "",
        "Configuration",
        "  ✓ PUBLIC_URL: https://art.example.",
        "",
        "Database",
        "  ✗ PostgreSQL: could not be read.",
        "",
        "Backups",
        "  ! Latest backup: none found.",
        "",
        "1 to fix (✗), 1 to look at (!).",
        "",
      ].join("\n"),
    );
    expect(exitCodeOf(findings)).toBe(1);
  });

  it("says all is good, and exits with 0, when nothing is wrong; warnings alone exit with 0", () => {
    const good = [ok("Configuration", "Node.js", "24.21.0.")];
    expect(formatReport(good, "Easel doctor").trimEnd().split("\n").at(-1)).toBe("All good.");
    expect(exitCodeOf(good)).toBe(0);
    expect(exitCodeOf([...good, warn("Backups", "Latest backup", "old.")])).toBe(0);
  });
});
