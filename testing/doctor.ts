import type { Finding } from "../server/doctor/findings.ts";
import { readEnv } from "../server/env.ts";

/** The environment of a doctor's check: a data folder, and `vars`. */
export const doctorEnv = (vars: Record<string, string>) =>
  readEnv({ DATA_DIR: "/srv/easel/data", ...vars });

/** The finding about `subject`; throws when there is none. */
export function findingAbout(findings: Finding[], subject: string): Finding {
  const found = findings.find((finding) => finding.subject === subject);
  if (!found) throw new Error(`no finding about ${subject}`);
  return found;
}
