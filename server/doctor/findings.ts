/** One line of `npm run doctor`: what was checked, how it stands, and what to do about it. */
export interface Finding {
  /** ✓ fine, ! worth a look, ✗ must be fixed (the doctor then exits with 1). */
  status: "ok" | "warn" | "fail";
  /** The group it is printed under. */
  section: Section;
  /** What was checked, in a few words: "PUBLIC_URL", "Data folder" … */
  subject: string;
  /** One plain sentence: what was found and, unless all is well, what to do. */
  message: string;
}

export const SECTIONS = [
  "Configuration",
  "Folders and disk",
  "Pictures",
  "Database",
  "E-mail",
  "Card payments",
  "Backups",
] as const;
export type Section = (typeof SECTIONS)[number];

const MARK = { ok: "✓", warn: "!", fail: "✗" } as const;

export const ok = (section: Section, subject: string, message: string): Finding => ({
  status: "ok",
  section,
  subject,
  message,
});
export const warn = (section: Section, subject: string, message: string): Finding => ({
  status: "warn",
  section,
  subject,
  message,
});
export const fail = (section: Section, subject: string, message: string): Finding => ({
  status: "fail",
  section,
  subject,
  message,
});

/** The checklist as plain text, grouped by section, with a closing count. No colours. */
export function formatReport(findings: Finding[], heading: string): string {
  const lines = [heading, ""];
  for (const section of SECTIONS) {
    const inSection = findings.filter((finding) => finding.section === section);
    if (inSection.length === 0) continue;
    lines.push(section);
    for (const finding of inSection) {
      lines.push(`  ${MARK[finding.status]} ${finding.subject}: ${finding.message}`);
    }
    lines.push("");
  }
  const failures = findings.filter((finding) => finding.status === "fail").length;
  const warnings = findings.filter((finding) => finding.status === "warn").length;
  const counts = [
    ...(failures > 0 ? [`${failures} to fix (✗)`] : []),
    ...(warnings > 0 ? [`${warnings} to look at (!)`] : []),
  ];
  lines.push(counts.length > 0 ? `${counts.join(", ")}.` : "All good.");
  return `${lines.join("\n")}\n`;
}

/** 1 when anything must be fixed, else 0. */
export const exitCodeOf = (findings: Finding[]): number =>
  findings.some((finding) => finding.status === "fail") ? 1 : 0;
