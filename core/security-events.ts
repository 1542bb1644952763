/**
 * The security event log (OWASP ASVS 5.0 §16): what happened to the owner's account and
 * the site's data, and from where. Every kind is listed here; the database row and the JSON log
 * line carry the same kind, and the details never hold a password, token, cookie or access key.
 */

/** Every kind of event, in the order the owner might meet them. */
export const SECURITY_EVENT_KINDS = [
  "sign-in",
  "sign-in-failed",
  "sign-in-throttled",
  "sign-out",
  "password-changed",
  "password-change-failed",
  "password-reset-mailed",
  "password-reset",
  "password-reset-on-server",
  "settings-changed",
  "backup-downloaded",
  "restored",
  "demo-removed",
  "orders-swept",
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const isSecurityEventKind = (value: unknown): value is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly unknown[]).includes(value);

/** The parts of the settings an owner saves separately, as a settings change names them. */
export const SETTINGS_SECTIONS = [
  "profile",
  "about",
  "sharing",
  "payment",
  "store",
  "legal",
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Which section each field of a settings change belongs to. */
const SECTION_OF_FIELD: Record<string, SettingsSection> = {
  profile: "profile",
  biography: "about",
  portraitUrl: "about",
  portraitAlt: "about",
  studioUrl: "about",
  studioAlt: "about",
  quote: "about",
  shareImageUrl: "sharing",
  shareImageAlt: "sharing",
  paymentInstructions: "payment",
  store: "store",
  legal: "legal",
};

/** The sections a settings change touched (by its field names only, never their values). */
export function settingsSectionsOf(change: object): SettingsSection[] {
  const touched = new Set(Object.keys(change).flatMap((field) => SECTION_OF_FIELD[field] ?? []));
  return SETTINGS_SECTIONS.filter((section) => touched.has(section));
}

/**
 * What an event may say besides its kind: short, fixed facts only. `sections` for a settings
 * change, `reason` for a refusal or failure, `retryAfter` (seconds) for a throttled sign-in,
 * `removed` (how many records) for the demo's removal, `file` (a backup's name) for a restore,
 * `cancelled` (how many unpaid orders) for a sweep of the payment deadlines the owner ran.
 */
export interface SecurityEventDetail {
  sections?: SettingsSection[];
  reason?: string;
  retryAfter?: number;
  removed?: number;
  file?: string;
  cancelled?: number;
}

/** An event as it is recorded. */
export interface SecurityEventInput {
  kind: SecurityEventKind;
  /** The client's address (proxy-aware only with TRUST_PROXY), or null (a command on the server). */
  address: string | null;
  detail?: SecurityEventDetail;
}

/** An event as it is read back. */
export interface SecurityEvent extends SecurityEventInput {
  id: number;
  /** UTC ISO-8601; for a repeated refusal, the first in its window. */
  occurredAt: string;
  detail: SecurityEventDetail;
  /** How many times it happened in its window (a refusal; 1 for everything else). */
  repeated: number;
  /** The last of a repeated refusal (UTC ISO-8601), undefined when it happened once. */
  lastOccurredAt?: string;
}

/**
 * Refusals: a stranger can cause any number of them, so they are recorded once per client and
 * window with a count, shown apart, and they are the only events pruned because of volume.
 * Everything else (sign-ins, password changes and resets, restores, settings changes, backups,
 * and a sweep that cancels orders, `orders.swept`) is the owner's record: kept for a year,
 * whatever the volume.
 */
export const REFUSAL_KINDS: readonly string[] = [
  "sign-in-failed",
  "sign-in-throttled",
  "password-change-failed",
];

/** True for a refusal (see REFUSAL_KINDS); false for any other kind, known or not yet known. */
export const isRefusal = (kind: string): boolean => REFUSAL_KINDS.includes(kind);

/** Failures and refusals are logged as warnings; the rest as information. */
export const isWarning = (kind: SecurityEventKind): boolean =>
  kind === "sign-in-failed" || kind === "sign-in-throttled" || kind === "password-change-failed";

const SECTION_NAMES: Record<SettingsSection, string> = {
  profile: "profile",
  about: "About page",
  sharing: "sharing picture",
  payment: "payment instructions",
  store: "shop and checkout",
  legal: "legal pages",
};

const list = (parts: string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(parts);

/** `10:02`: the UTC hour and minute of an ISO time. */
const hourMinute = (iso: string) => iso.slice(11, 16);

/**
 * What happened, in plain words, for the owner's Security card and the API; a repeated refusal
 * says how often and between which times (UTC): "… 240 times between 10:02 and 10:07 UTC".
 */
export function describeSecurityEvent(
  event: Pick<SecurityEvent, "kind" | "detail"> &
    Partial<Pick<SecurityEvent, "repeated" | "occurredAt" | "lastOccurredAt">>,
): string {
  const what = describeOnce(event);
  const { repeated = 1, occurredAt, lastOccurredAt } = event;
  if (repeated <= 1 || !occurredAt || !lastOccurredAt) return what;
  return `${what}, ${repeated} times between ${hourMinute(occurredAt)} and ${hourMinute(lastOccurredAt)} UTC`;
}

function describeOnce(event: Pick<SecurityEvent, "kind" | "detail">): string {
  const { detail } = event;
  switch (event.kind) {
    case "sign-in":
      return "Signed in";
    case "sign-in-failed":
      return "Sign-in refused: wrong password";
    case "sign-in-throttled":
      return "Sign-in blocked after too many wrong passwords";
    case "sign-out":
      return "Signed out";
    case "password-changed":
      return "Password changed (other devices signed out)";
    case "password-change-failed":
      return "Password not changed: the current password was wrong";
    case "password-reset-mailed":
      return "Password reset link sent to the owner's e-mail address";
    case "password-reset":
      return "Password reset from an e-mailed link (other devices signed out)";
    case "password-reset-on-server":
      return "Password reset on the server (every device signed out)";
    case "settings-changed": {
      const sections = (detail.sections ?? []).map((section) => SECTION_NAMES[section]);
      return sections.length > 0 ? `Settings saved: ${list(sections)}` : "Settings saved";
    }
    case "backup-downloaded":
      return "Backup downloaded";
    case "restored":
      return detail.file ? `Restored from a backup (${detail.file})` : "Restored from a backup";
    case "demo-removed":
      return "Demo content removed";
    case "orders-swept":
      return `Payment deadlines run: ${detail.cancelled ?? 0} unpaid ${detail.cancelled === 1 ? "order" : "orders"} cancelled`;
  }
}
